# NumPy and PyTorch: from_numpy shares memory, as_tensor/tensor copy rules, dtypes both ways, and the usual errors
import numpy as np
import torch

a = np.arange(6, dtype=np.float32).reshape(2, 3)
t = torch.from_numpy(a)
print(t, t.dtype)
a[0, 0] = 100.0
print(t[0, 0].item(), torch.tensor(a)[0, 0].item())
t[1, 1] = -1.0
print(a[1, 1])
c = torch.tensor(a)
c[0, 1] = 42.0
print(a[0, 1])
print(torch.as_tensor(a) is not None, torch.as_tensor(a).data_ptr() == t.data_ptr(), torch.as_tensor(a, dtype=torch.float64).dtype)

for arr in [np.array([1, 2]), np.array([1.5]), np.array([True]), np.array([1, 2], dtype=np.int8),
            np.array([1, 2], dtype=np.uint8), np.array([1.5], dtype=np.float16), np.array([1 + 2j]), np.array([1, 2], dtype=np.int16)]:
    print(arr.dtype, torch.from_numpy(arr).dtype)
for dt in [torch.float32, torch.float64, torch.int64, torch.int32, torch.bool, torch.uint8, torch.complex64, torch.float16]:
    print(dt, torch.zeros(1, dtype=dt).numpy().dtype)

x = torch.ones(3, requires_grad=True)
try:
    x.numpy()
except RuntimeError as e:
    print("RuntimeError:", e)
print(x.detach().numpy(), x.numpy(force=True) if hasattr(x, "numpy") else None)
y = torch.arange(6).view(2, 3).t()
print(y.numpy(), y.numpy().strides, y.is_contiguous())
print(torch.from_numpy(np.arange(6).reshape(2, 3)[:, ::2]))
print(torch.from_numpy(np.ascontiguousarray(np.arange(4)[::-1])))
try:
    torch.from_numpy(np.arange(4)[::-1])
except ValueError as e:
    print("ValueError:", str(e).split(".")[0])
try:
    torch.from_numpy([1, 2, 3])
except TypeError as e:
    print("TypeError:", e)
try:
    torch.from_numpy(np.array(["a", "b"]))
except TypeError as e:
    print("TypeError:", e)

# mixing numpy scalars and tensors
s = np.float64(2.5)
print(torch.tensor([1.0, 2.0]) * s, (torch.tensor([1.0]) * s).dtype, (torch.tensor([1, 2]) * np.int64(3)).dtype)
print(torch.tensor(np.float32(1.5)), torch.tensor(np.int32(7)).dtype, torch.tensor([np.float64(1.0), 2.0]).dtype)
print(float(torch.tensor(2.5)), int(torch.tensor(7)), np.asarray(torch.tensor([1.0, 2.0])), np.array(torch.arange(3)).dtype)
print(np.exp(torch.tensor([0.0, 1.0])), type(np.exp(torch.tensor([0.0]))).__name__)
print(torch.tensor(np.zeros((2, 0))).shape, torch.from_numpy(np.float64(3.0) * np.ones(2)))
print(torch.stack([torch.from_numpy(np.full(2, i, dtype=np.float32)) for i in range(3)]))
print(t.numpy() is not a, np.shares_memory(t.numpy(), a), t.tolist())
print(torch.from_numpy(np.array(5.0)), torch.from_numpy(np.array(5.0)).shape)
print(torch.tensor([1.0, 2.0]).numpy().tolist(), torch.tensor(3).numpy(), torch.tensor(3).numpy().shape)
