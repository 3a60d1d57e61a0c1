import torch
import numpy as np
print(torch.finfo(torch.float32)); print(torch.finfo(torch.float16)); print(torch.finfo(torch.bfloat16)); print(torch.finfo(torch.float64)); print(torch.iinfo(torch.int32), torch.iinfo(torch.uint8), torch.iinfo(torch.int64))
print(torch.finfo(torch.float32).tiny, torch.finfo().eps, torch.finfo(torch.half).max, torch.iinfo(torch.int8).max)
a = torch.tensor([1.5, 2.]).numpy(); print(type(a).__name__, a.dtype, a, repr(a)); print(torch.tensor(np.array([1., 2.])), torch.from_numpy(np.array([1, 2])), torch.tensor(np.float32(3.5)))
print(torch.tensor([True]).numpy(), torch.tensor([1,2]).numpy().dtype)
print(np.array([float('nan'), 0.], dtype=np.float32), np.array([1.5, 2.]), np.array([1e-45, 1.], dtype=np.float32), np.array([1,2,3]), np.array([[1.,2.],[3.,4.5]]))
print(np.float32(1e-45), np.float32(3.4028235e38), np.finfo(np.float32).max, np.finfo(np.float32).tiny, np.nextafter(np.float32(0), np.float32(1)))
print(repr(np.array([1., 2.], dtype=np.float32)), repr(np.array([1, 2])), np.float32(0.1), np.random.normal([3,5]).shape, np.random.normal(size=[3,5]).dtype)
print(np.array([1e20, 1.]), np.array([0.001, 1000.]), np.array([0.0001, 1.]), np.array([True, False]), np.array([1e-5]))
print(np.float64(1e-50), np.float32(1e-50), np.float32(2) * np.float32(1e-45), np.float32(1e-50) * np.float32(3) / np.float32(1e-50))
x = np.float32(1.0); y = np.float32(1e-50); print(x * y / y); y = np.float32(1e39); print(x * y / y)
