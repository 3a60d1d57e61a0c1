# numpy bridge: shared memory both ways, dtypes, non-writable and non-contiguous arrays
import numpy as np
import torch

torch.manual_seed(8)
t = torch.ones(5)
n = t.numpy()
print(n, n.dtype, type(n).__name__)
t.add_(1)
print(t, n)
n[0] = 10
print(t)
a = np.arange(6, dtype=np.float32).reshape(2, 3)
ta = torch.from_numpy(a)
print(ta, ta.dtype, ta.shape, ta.stride())
a[1, 1] = -5
print(ta)
ta.mul_(2)
print(a)
for dt in [np.float64, np.float32, np.float16, np.int64, np.int32, np.int16, np.int8, np.uint8, np.bool_]:
    x = np.array([1, 0, 2], dtype=dt)
    tx = torch.from_numpy(x)
    print(np.dtype(dt).name, tx.dtype, tx, tx.numpy().dtype)
c = torch.as_tensor(a)
c[0, 0] = 42
print(a[0, 0], torch.tensor(a).data_ptr() == ta.data_ptr(), torch.as_tensor(a, dtype=torch.float64).dtype)
nt = a.T
print(torch.from_numpy(nt).stride(), torch.from_numpy(nt).is_contiguous(), torch.from_numpy(a[:, ::2]).stride())
print(torch.from_numpy(np.array(3.5)), torch.from_numpy(np.zeros((0, 3))).shape, torch.from_numpy(np.float32(2.0) * np.ones(2, dtype=np.float32)))
print(torch.tensor(np.array([[1, 2], [3, 4]])), torch.tensor(np.float64(1.5)), torch.tensor(np.int64(7)).dtype)
print(torch.ones(2) + np.float64(1.5), (torch.ones(2) * np.int64(3)).dtype, torch.tensor([1.0]).item() + np.float32(1))
g = torch.ones(2, requires_grad=True)
try:
    g.numpy()
except RuntimeError as e:
    print(type(e).__name__, e)
print(g.detach().numpy(), g.numpy(force=True))
h = torch.arange(6).view(2, 3).t()
print(h.numpy(), h.numpy().strides, h.numpy().flags["C_CONTIGUOUS"])
try:
    torch.from_numpy([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
neg = np.arange(5)[::-1]
try:
    torch.from_numpy(neg)
except ValueError as e:
    print(type(e).__name__, e)
print(torch.from_numpy(neg.copy()))
print(np.asarray(torch.arange(3)), np.array(torch.tensor([1.5, 2.5])), np.sum(torch.ones(3).numpy()))
print(torch.tensor([1, 2]).numpy().tolist(), torch.zeros(2, dtype=torch.bool).numpy(), torch.tensor(2.5).numpy(), torch.tensor(2.5).numpy().shape)
m = np.random.RandomState(0).rand(2, 2)
tm = torch.from_numpy(m)
print(tm.dtype, tm @ tm, (tm @ tm).numpy().dtype)
print(torch.zeros(2, 2).numpy().dtype, torch.zeros(2, dtype=torch.float16).numpy().dtype, torch.zeros(2, dtype=torch.int8).numpy().dtype)
