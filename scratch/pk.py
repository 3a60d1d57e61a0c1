import pickle, torch
t = torch.arange(6.).reshape(2, 3)
print(pickle.loads(pickle.dumps(t)))
print(hasattr(torch, "multinomial"))
