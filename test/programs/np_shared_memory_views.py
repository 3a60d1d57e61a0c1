# Memory sharing between numpy and torch: which conversions copy, which alias, and what in-place ops do.
import numpy as np
import torch

a = np.zeros(4)
t1 = torch.from_numpy(a)
t2 = torch.as_tensor(a)
t3 = torch.tensor(a)
t4 = torch.Tensor(a)
a += 1
print(t1, t2, t3, t4)
print(t1.data_ptr() == t2.data_ptr(), t4.dtype)
t1[0] = 42
print(a)
t1.mul_(2)
print(a, a.dtype)
t1 = t1 * 2
print(a, t1)

b = np.arange(6, dtype=np.int32).reshape(2, 3)
tb = torch.as_tensor(b, dtype=torch.float32)
b[0, 0] = 99
print(tb, "<- as_tensor with a new dtype copies")
print(torch.as_tensor(b).dtype, np.shares_memory(b, torch.as_tensor(b).numpy()))

t = torch.arange(6.0)
n = t.numpy()
v = t.view(2, 3)
v[1] = -1
print(n)
n[0] = 7
print(t)
print(np.shares_memory(n, t.numpy()), n.flags["C_CONTIGUOUS"], n.flags["WRITEABLE"])
print(t[::2].numpy(), t[::2].numpy().strides, t.view(2, 3).T.numpy().strides)

try:
    torch.from_numpy(np.arange(5)[::-1])
except ValueError as e:
    print("ValueError:", e)
print(torch.from_numpy(np.arange(5)[::-1].copy()))
try:
    torch.from_numpy([1, 2, 3])
except TypeError as e:
    print("TypeError:", e)
print(torch.from_numpy(np.array(3.5)), torch.from_numpy(np.array(3.5)).shape)
print(torch.from_numpy(np.zeros((0, 3))).shape)
c = torch.ones(3).cuda() if torch.cuda.is_available() else torch.ones(3)
print(c.cpu().numpy())
print(np.array(torch.ones(2, 2)), np.asarray(torch.arange(3)).dtype)
print(torch.ones(2).numpy(force=True) if hasattr(torch.Tensor, "numpy") else None)
r = torch.ones(2, requires_grad=True) * 3
print(r.detach().numpy(), r.detach().cpu().numpy().tolist())
try:
    r.numpy()
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.tensor([1, 2]).numpy().dtype, torch.tensor([True]).numpy().dtype, torch.tensor([1.0]).half().numpy())
