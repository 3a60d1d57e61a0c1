# linalg.cross fuses each component's first product into the subtraction of the second, as GCC compiles Cross.cpp.
import torch
def hexs(t): return ' '.join(float(v).hex() for v in t.detach().flatten().tolist())
torch.manual_seed(0)
for dt in (torch.float32, torch.float64):
    a = torch.randn(40, 3).to(dt).requires_grad_(); b = torch.randn(40, 3).to(dt).requires_grad_()
    c = torch.linalg.cross(a, b); c.backward(torch.randn(40, 3).to(dt))
    print(dt, hexs(c)); print(hexs(a.grad)); print(hexs(b.grad))
    print(hexs(torch.cross(a.detach()[:4], b.detach()[:4], dim=1)), c.grad_fn.name())
print(torch.linalg.cross(torch.tensor([[1, 2, 3]]), torch.tensor([[4, 5, 7]])))
