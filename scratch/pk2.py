import pickle, copy, torch
from torch import nn
t = torch.arange(6.).reshape(2, 3)[:, 1:]
u = pickle.loads(pickle.dumps(t))
print(u, u.dtype, u.is_contiguous())
for x in (torch.tensor([True, False]), torch.tensor([2**40, -3]), torch.tensor([1.5], dtype=torch.float16), torch.tensor(3.25, dtype=torch.bfloat16)):
    print(pickle.loads(pickle.dumps(x)))
p = nn.Parameter(torch.ones(2))
q = pickle.loads(pickle.dumps(p))
print(type(q).__name__, q)
m = nn.Linear(2, 1)
print(copy.deepcopy(m).weight.shape)
