# t[idx] op= value writes back a value of the target's own sizes as it is: no overlap is seen where a view is
# written back onto itself, while a view of shifted memory is refused
import torch

K = torch.ones(1, 1)
v = K.view(-1, 1)[:, ::2]
print(v.shape, v.stride(), v.storage_offset())
K.view(-1, 1)[:, ::2] += 1
print(K)
M = torch.eye(3)
M.view(-1, 9)[:, ::4] += 2
print(M)
x = torch.arange(6.)
x[1:4] *= 10
print(x)
try:
    x[1:] = x[:-1]
except RuntimeError as e:
    print(type(e).__name__, e)
x[1:] = x[:-1].clone()
print(x)
y = torch.zeros(2, 3)
y[0] = y[1] + 1
y[:, 1] += torch.tensor([5., 6.])
print(y)
