import torch
# torch.special's erfcx, log_ndtr, ndtr, zeta and polygamma: float32 values to the bit across every branch of
# Math.h's piecewise forms (erfcx's table, its continued fraction and the exp(x^2) side), Hurwitz zeta's summation
# and tail, trigamma's reflection, and their gradients.
s = torch.special
x = torch.tensor([-30., -26., -7., -6.5, -3., -1.5, -1., -0.5, -1e-8, 0., 1e-8, 0.3, 1., 2.5, 10., 49., 51., 1e3, 6e7,
                  float('inf'), float('-inf'), float('nan')])
print(s.erfcx(x).tolist())
print(s.log_ndtr(x).tolist())
print(s.ndtr(x).tolist())
print(s.erfcx(x.double()), s.log_ndtr(x.double()))
print(s.ndtr(torch.tensor([-1, 0, 2])), s.erfcx(torch.tensor([1, 2])).dtype)
p = torch.tensor([-2.5, -0.3, 0.1, 0.5, 1., 3.7, 20., 1e4])
for n in range(4):
    print(n, torch.polygamma(n, p).tolist(), s.polygamma(n, p.double()))
print(s.zeta(torch.tensor([2., 3., 1., 0.5, 4.5, 2., 6.]), torch.tensor([1., 0.5, 2., 1., -2., -1.5, 30.])).tolist())
print(s.zeta(torch.tensor([2., 3., 4.5], dtype=torch.float64), torch.tensor([1., 0.5, 7.25], dtype=torch.float64)))
print(s.zeta(torch.tensor([[2.], [3.]]), torch.tensor([1., 2., 3.])))
try:
    torch.polygamma(-1, p)
except RuntimeError as e:
    print(e)
v = torch.tensor([-2.0, -0.5, 0.25, 3.0], requires_grad=True)
for f in [s.erfcx, s.log_ndtr, s.ndtr, torch.digamma, lambda t: torch.polygamma(2, t)]:
    y = f(v)
    g, = torch.autograd.grad(y.sum(), v)
    print(y.grad_fn.name(), g)
q = torch.tensor([0.5, 1.5, 4.0], requires_grad=True)
y = s.zeta(torch.tensor([2., 3., 2.5]), q)
y.sum().backward()
print(y.grad_fn.name(), q.grad)
print(torch.autograd.gradcheck(s.erfcx, (torch.tensor([-2., 0.3, 7.], dtype=torch.float64, requires_grad=True),)))
print(torch.autograd.gradcheck(lambda t: torch.polygamma(1, t), (torch.tensor([0.3, 2., 7.], dtype=torch.float64, requires_grad=True),)))
