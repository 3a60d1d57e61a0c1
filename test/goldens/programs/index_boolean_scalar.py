import torch
t = torch.arange(6.0).reshape(2, 3)
m = torch.tensor(True)
print(t[m], t[m].shape, t[torch.tensor(False)].shape, t[True].shape, t[False].shape, t[0, True].shape, t[..., True, 1])
print(m[m], m[m].shape, t[:, torch.tensor(True)].shape, t[None, True].shape, t[torch.tensor(1, dtype=torch.uint8)].shape)
u = torch.zeros(3, 3)
u[m] = torch.ones(1, 3, 3)
print(u)
u[torch.tensor(False)] = 5.0
print(u.sum())
mm = torch.tensor(True)
mm[mm.clone()] = torch.tensor([False])
print(mm)
s = torch.tensor(5.0)
print(s[True], s[torch.tensor(True)].shape, s[False].shape)
try:
    t[True, 0, 0, 0]
except IndexError as e:
    print(e)
