# torch.from_numpy and Tensor.numpy share memory; in-place ops on either side show on the other; copies do not
import numpy as np
import torch

a = np.ones(5)
t = torch.from_numpy(a)
np.add(a, 1, out=a)
print(a)
print(t)
t.mul_(2)
print(a, t.dtype)
b = torch.ones(5)
n = b.numpy()
b.add_(1)
print(b, n, n.dtype)
n[0] = 10
print(b)
c = torch.tensor(a)
a[1] = -1
print(c, t[1])
d = torch.as_tensor(a)
a[2] = -2
print(d[2], torch.as_tensor(a, dtype=torch.float32)[2])
m = np.arange(6, dtype=np.float32).reshape(2, 3)
tm = torch.from_numpy(m)
print(tm.stride(), tm.is_contiguous(), torch.from_numpy(m.T).stride(), torch.from_numpy(m[:, ::2]).stride())
print(torch.from_numpy(m.T).is_contiguous(), torch.from_numpy(m.T))
tm[0] += 100
print(m)
v = torch.arange(6.).reshape(2, 3).t()
print(v.numpy(), v.numpy().strides, v.numpy().flags["C_CONTIGUOUS"])
x = torch.zeros(3)
xn = x.numpy()
x += 1
xn *= 3
print(x, xn)
x = x + 1
print(x, xn)
print(torch.from_numpy(np.array([1, 2], dtype=np.int32)).dtype, torch.from_numpy(np.array([True])).dtype)
print(torch.from_numpy(np.array([1, 2], dtype=np.uint8)), torch.from_numpy(np.zeros(2, dtype=np.float16)))
print(torch.from_numpy(np.array(3.5)), torch.from_numpy(np.array(3.5)).shape)
print(torch.from_numpy(np.arange(4)[::-1].copy()))
try:
    torch.from_numpy(np.arange(4)[::-1])
except ValueError as e:
    print("ValueError:", e)
try:
    torch.from_numpy([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    torch.from_numpy(np.array([1, 2], dtype=np.uint16))
except TypeError as e:
    print("TypeError:", e)
w = torch.ones(2, requires_grad=True)
print(w.detach().numpy(), (w * 2).detach().numpy())
try:
    (w * 2).numpy()
except RuntimeError as e:
    print("RuntimeError:", e)
