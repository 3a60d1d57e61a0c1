# Moving data between NumPy and PyTorch: from_numpy shares memory, tensor() copies, .numpy() and dtypes.
import numpy as np
import torch

arr = np.arange(6, dtype=np.float32).reshape(2, 3)
shared = torch.from_numpy(arr)
copied = torch.tensor(arr)
arr[0, 0] = 100.0
print("from_numpy sees the change:", shared[0, 0].item(), "| tensor() copy does not:", copied[0, 0].item())
print(shared.dtype, copied.dtype, shared.shape)

t = torch.ones(2, 2)
n = t.numpy()
t.add_(1)
print("numpy() shares memory too:", n.tolist(), type(n).__name__, n.dtype)

print("\ndtypes map across:")
for dtype in [np.float64, np.float32, np.float16, np.int64, np.int32, np.int16, np.uint8, np.bool_]:
    print(np.dtype(dtype).name.ljust(8), torch.from_numpy(np.zeros(2, dtype=dtype)).dtype)
print(torch.tensor(np.array([1, 2])).dtype, torch.as_tensor(np.array([1.5])).dtype)
print(torch.zeros(3, dtype=torch.bfloat16).float().numpy().dtype)

print("\nnumpy scalars and arrays in arithmetic:")
x = torch.tensor([1.0, 2.0])
print(x * np.float64(2.0), (x * np.float64(2.0)).dtype)
print(x + torch.from_numpy(np.array([0.5, 0.5])))
print(torch.tensor(np.float32(3.5)), torch.tensor(np.int64(7)))

print("\nA tensor that requires grad must be detached first:")
w = torch.ones(2, requires_grad=True)
try:
    w.numpy()
except RuntimeError:
    print("RuntimeError raised")
print(w.detach().numpy())

print("\nNon-contiguous arrays and negative strides:")
a = np.arange(12).reshape(3, 4)
print(torch.from_numpy(a.T.copy()), torch.from_numpy(np.ascontiguousarray(a[:, ::2])))
print(torch.from_numpy(a.T).stride(), torch.from_numpy(a.T).is_contiguous())

print("\nnumpy math on tensors:")
v = torch.tensor([1.0, 4.0, 9.0])
print(np.sqrt(v.numpy()), np.asarray(v).sum(), np.mean(v.numpy()))
print(torch.from_numpy(np.linspace(0, 1, 5)).to(torch.float32))
print(torch.stack([torch.from_numpy(np.full(2, i)) for i in range(3)]))
