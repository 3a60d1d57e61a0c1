# numpy arrays and tensors together: shared memory both ways, creation, printing, reductions, random streams
# (legacy and Generator), numpy scalars as operands and indices, arrays as indices, numpy() and __array__
import numpy as np
import torch

a = np.arange(12, dtype=np.float32).reshape(3, 4)
t = torch.from_numpy(a)
a[0, 0] = 100
print(t[0, 0], t.dtype)
t[1, 1] = -5
print(a)
b = t.numpy()
print(type(b).__name__, b.dtype, b.shape, b.strides)
print(np.array([1.5, 2.25]), np.zeros((2, 2)), np.ones(3, dtype=np.int64))
x = np.linspace(0, 1, 5)
print(x, x.mean(), x.std(), x.sum(), x.dtype)
print(torch.tensor(x), torch.as_tensor(x).dtype)
print(torch.tensor([np.float32(1.5), np.float32(2)]))
print(torch.tensor(np.float64(3.0)), torch.tensor(np.int32(3)))
print(torch.ones(3) * np.float64(2.0), (torch.ones(3) * np.float64(2.0)).dtype)
print(np.float32(1) + torch.ones(2))
r = np.random.default_rng(0)
print(r.standard_normal(3))
np.random.seed(0)
print(np.random.rand(3), np.random.randint(0, 10, size=5))
print(np.random.randn(2, 2))
m = np.eye(3) @ np.arange(9.).reshape(3, 3)
print(m, m.T, m.dtype)
print(np.exp(np.array([0., 1.])), np.sqrt(2.0), np.pi)
print(t.numpy().sum(axis=0), a.max(), a.argmax())
print(np.concatenate([a, a]).shape, np.stack([a, a], axis=1).shape)
print(repr(np.array([1e-5, 1.0, 1e5])), repr(np.array([0.1, 0.25])))
print(np.array([[1, 2], [3, 4]]) * 2, np.where(a > 5, a, 0))
print(torch.randn(2, 3).numpy().shape, torch.arange(3).numpy())
print(np.allclose(t.numpy(), a), np.isclose(1.0, 1.0 + 1e-9))
c = torch.zeros(2, requires_grad=True)
try:
    c.numpy()
except RuntimeError as e:
    print(e)
print(c.detach().numpy(), c.numpy(force=True))
print(np.asarray(torch.ones(2)), np.array(torch.arange(4).reshape(2, 2)))
print(torch.tensor([1, 2])[np.int64(1)], torch.arange(5)[np.array([0, 2])])
print(np.float32(0.1), np.float64(0.1), np.float32(1/3) * 3, type(np.float32(1) * 2).__name__)
print(np.array([True, False]).dtype, np.array([1, 2]).dtype, np.array([1, 2.0]).dtype)
print(a.astype(np.int32), a.reshape(-1)[:3], a[:, 1])
