# addr on the cuda device: in float16 under autocast (PyTorch's lower-precision list), its gradient back through the
# casts in float32; addr_ and out= outside a region.
import torch

M = torch.arange(6.0, device="cuda").view(2, 3).requires_grad_()
v1 = torch.tensor([1.0, 2.0], device="cuda", requires_grad=True)
v2 = torch.tensor([1.0, 0.0, -1.0], device="cuda")
with torch.autocast("cuda"):
    y = torch.addr(M, v1, v2, beta=2, alpha=0.5)
print(y.dtype, y)
y.float().sum().backward()
print(M.grad, v1.grad)
m = M.detach().clone()
print(m.addr_(v1.detach(), v2, alpha=-1))
out = torch.empty(0, device="cuda", dtype=torch.float64)
print(torch.addr(M.detach(), v1.detach(), v2, out=out))
