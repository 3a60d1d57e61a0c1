# p-norm gradients for every order, by FunctionsManual norm_backward (p=0 leaves no gradient)
import torch
from torch.autograd import gradcheck
torch.manual_seed(0)
x = torch.randn(3, 4, requires_grad=True)
for p in [1, 2, 3, 1.5, 0.5, float("inf"), -float("inf")]:
    for kw in [{}, {"dim": 1}, {"dim": 0, "keepdim": True}]:
        y = x.norm(p=p, **kw)
        y.sum().backward()
        print(p, kw, y.detach().sum().item(), x.grad.sum().item(), x.grad[0].tolist())
        x.grad = None
xd = torch.randn(2, 5, dtype=torch.float64, requires_grad=True)
for p in [1, 2, 3, 1.5, 0.5, float('inf')]:
    print(p, gradcheck(lambda t: torch.linalg.vector_norm(t, p, dim=1), (xd,)))
z = torch.zeros(3, requires_grad=True)
z.norm().backward(); print(z.grad)
t = torch.tensor([1., -3., 3., 2.], requires_grad=True)
t.norm(float('inf')).backward(); print(t.grad)
v = torch.randn(4, 3, requires_grad=True)
torch.linalg.vector_norm(v, 4, dim=-1).mean().backward(); print(v.grad)
w = torch.randn(3, requires_grad=True)
w.norm(p=0).backward()
print(w.grad)
