# Tensor.view(dtype) on the cuda device is an alias of the device buffer, as on the CPU: the bytes read as another
# dtype of any element size, writes through either seen by both, one version counter. Tensor.data is the same
# memory under a version counter of its own.
import torch

x = torch.tensor([1.0, -2.0, 0.5, 3.0], device="cuda")
i = x.view(torch.int32)
print(i)
b = x.view(torch.uint8)
print(b.shape, b[:8])
print(x.view(torch.float16))
print(x.view(torch.int64))
print(x.data_ptr() == b.data_ptr(), x.view(torch.int16).view(torch.float32).equal(x))
i[1] = 0
print(x, x._version, i._version)
x.mul_(2)
print(i, x._version, i._version)
b[3] = 65
print(x)
try:
    x.view(2, 2).t().view(torch.int8)
except RuntimeError as e:
    print(e)
try:
    x[1:].view(torch.float64)
except RuntimeError as e:
    print(e)

y = torch.ones(3, device="cuda", requires_grad=True)
z = y * 2
d = z.data
print(z._version, d._version, d.requires_grad, d.device)
d.add_(1)
print(z._version, d._version, z)
w = y.data
w.zero_()
print(y, y._version, w._version)
