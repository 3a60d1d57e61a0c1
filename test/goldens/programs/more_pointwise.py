# Inverse hyperbolics, frac, hypot, logaddexp, fmax/fmin (NaN-ignoring): values, gradients, dtype errors.
import torch
torch.manual_seed(0)
x = torch.randn(40) * 3
u = torch.rand(40) * 1.8 - 0.9
print(torch.asinh(x), torch.acosh(x.abs() + 1), torch.atanh(u))  # float32 libm last bits differ: compared as printed
print(torch.frac(x), torch.hypot(x, u), torch.logaddexp(x, u), torch.logaddexp(torch.tensor([float('inf'), -float('inf'), 1e30]), torch.tensor([float('inf'), -float('inf'), 1e30])))
a = torch.tensor([1., float('nan'), 3., float('nan')]); b = torch.tensor([2., 1., float('nan'), float('nan')])
print(torch.fmax(a, b), torch.fmin(a, b), torch.fmax(torch.tensor([1, 5]), torch.tensor([3, 2])))
p = torch.tensor([0.5, -1.5, 2.0], requires_grad=True); q = torch.tensor([1.0, 1.0, 3.0], requires_grad=True)
for f in [torch.hypot, torch.logaddexp, torch.fmax, torch.fmin]:
    y = f(p, q); gp, gq = torch.autograd.grad(y.sum(), (p, q)); print(y, gp, gq)
for f in [torch.asinh, torch.atanh, torch.frac]:
    y = f(p * 0.3); g, = torch.autograd.grad(y.sum(), p); print(y, g)
try:
    torch.frac(torch.tensor([1, 2]))
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.hypot(torch.tensor([1, 2]), torch.tensor([1, 2]))
except Exception as e:
    print(type(e).__name__, e)
