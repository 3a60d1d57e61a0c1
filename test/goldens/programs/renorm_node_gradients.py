# renorm as one op: its node RenormBackward0 with what it keeps, its values, and its gradient (FunctionsManual's
# renorm_backward) for several p, dims and maxnorms, checked by gradcheck.
import torch
from torch.autograd import gradcheck

torch.manual_seed(0)
x = torch.randn(4, 3, 2, requires_grad=True)
y = x.renorm(2, 1, 1.5)
fn = y.grad_fn
print(fn.name(), fn._saved_p, fn._saved_dim, fn._saved_maxnorm, fn._saved_self is x)
print(y)
(y * torch.arange(24.0).view(4, 3, 2)).sum().backward()
print(x.grad)
print(torch.renorm(x, 1, 0, 2).grad_fn.name(), torch.renorm(x.detach(), 1, 0, 2))

xd = torch.randn(3, 4, dtype=torch.float64, requires_grad=True)
for p, dim, maxnorm in [(2, 0, 0.5), (1, 1, 1.0), (3, -1, 0.8), (1.5, 0, 100.0), (float("inf"), 1, 0.7)]:
    print(p, dim, maxnorm, gradcheck(lambda t: torch.renorm(t, p, dim, maxnorm), (xd,)))
g = torch.autograd.grad(xd.renorm(2, 0, 0.5).pow(2).sum(), xd, create_graph=True)[0]
print(g.grad_fn is not None, torch.round(g.detach(), decimals=6))
