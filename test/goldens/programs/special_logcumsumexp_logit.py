# Tensor.polygamma/polygamma_, logcumsumexp, kaiser_window, logit with eps and mvlgamma, with their gradients
import struct
import torch


def bits(t):
    fmt = '<f' if t.dtype == torch.float32 else '<d'
    return ' '.join(struct.pack(fmt, v).hex() for v in t.reshape(-1).tolist())


torch.manual_seed(0)

# polygamma as a method binds its receiver to the input, and polygamma_ is PolygammaBackward1
x = torch.tensor([0.5, 1.5, 3.0], requires_grad=True)
print(x.polygamma(1), x.polygamma(n=2))
y = x.detach().clone().requires_grad_()
z = y * 1
z.polygamma_(2)
print(z, type(z.grad_fn).__name__)
z.sum().backward()
print(y.grad)
for bad in [lambda: x.polygamma(1.5), lambda: torch.polygamma(x, 1)]:
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)

# logcumsumexp: accumulated in double for float32, infinities and NaN as the CPU kernel folds them
a = torch.tensor([[0.1, -2.0, 3.0, float('-inf')], [float('inf'), 1.0, float('nan'), 2.0]], requires_grad=True)
r = a.logcumsumexp(1)
print(r)
r.backward(torch.tensor([[1.0, -2.0, 0.5, 3.0], [1.0, 1.0, 1.0, 1.0]]))
print(a.grad)
print(torch.tensor([float('-inf'), float('-inf'), 1.0, float('inf'), float('inf'), -5.0]).logcumsumexp(0))
b = torch.randn(3, 5, 4) * 4
for d in [0, 1, -1]:
    print(d, bits(torch.logcumsumexp(b, d)))
    print(d, torch.logcumsumexp(b.double(), d)[1])
print(torch.logcumsumexp(torch.tensor(2.0), 0), torch.logcumsumexp(torch.empty(0, 3), 0).shape)
try:
    torch.logcumsumexp(torch.tensor([1, 2]), 0)
except RuntimeError as e:
    print('RuntimeError:', e)
g = torch.randn(4, 3, dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(lambda t: t.logcumsumexp(0), (g,)),
      torch.autograd.gradgradcheck(lambda t: t.logcumsumexp(1), (g,)))

# kaiser_window: i0(beta sqrt(1 - ((k - alpha) / alpha)^2)) / i0(beta) in the dtype
print(torch.kaiser_window(5), torch.kaiser_window(6, periodic=False, beta=8.0, dtype=torch.float64))
for length in [0, 1, 2, 7, 16]:
    for periodic in [True, False]:
        for beta in [0.0, 5.0, 12.0, 30.0]:
            print(length, periodic, beta, bits(torch.kaiser_window(length, periodic, beta)))
print(torch.kaiser_window(4, False, 3, requires_grad=True))
try:
    torch.kaiser_window(-1)
except RuntimeError as e:
    print('RuntimeError:', e)

# logit: clamped to [eps, 1 - eps]; backward runs the logit_backward kernel, double backward the where formula
p = torch.tensor([-0.5, 0.0, 0.2, 0.9, 1.0, 1.5, float('nan')], requires_grad=True)
for eps in [None, 0.1, -1.0, 0.0]:
    q = torch.logit(p, eps)
    print(eps, q)
    print(torch.autograd.grad(q.sum(), p, retain_graph=True)[0])
    print(torch.autograd.grad(q.sum(), p, create_graph=True)[0])
print(torch.logit(torch.tensor([1, 0, 2])), torch.tensor([0.3, 0.7]).logit_(0.4))
w = torch.rand(200)
for eps in [None, 1e-6, 0.01, 0.3]:
    print(eps, bits(torch.logit(w, eps)))
    print(eps, torch.logit(w.double(), eps)[:8])
print(torch.logit(torch.tensor([0.1, 0.5], dtype=torch.float64), eps=float('nan')))
h = torch.rand(5, dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradgradcheck(lambda t: torch.logit(t), (h,)),
      torch.autograd.gradgradcheck(lambda t: torch.logit(t, 0.3), (h,)))
u = torch.tensor([0.3, 0.7, 1.2], requires_grad=True)
v = u * 1
v.logit_(0.25)
print(v)
v.sum().backward()
print(u.grad)

# mvlgamma / special.multigammaln
m = torch.tensor([2.5, 3.0, 1.7], requires_grad=True)
n = torch.mvlgamma(m, p=3)
print(n)
n.sum().backward()
print(m.grad)
print(torch.special.multigammaln(torch.tensor([[1.5, 2.0], [4.0, 9.5]], dtype=torch.float64), 2))
print(m.detach().mvlgamma(1), torch.mvlgamma(torch.tensor([3, 4]), 2), torch.mvlgamma(torch.tensor([0.4]), 2))
print(torch.mvlgamma(torch.rand(8) * 10 + 3, 5))
for bad in [(torch.tensor([1.0]), 0), (torch.tensor([True]), 1)]:
    try:
        torch.mvlgamma(*bad)
    except RuntimeError as e:
        print('RuntimeError:', e)
k = torch.tensor([3.0, 4.0])
k.mvlgamma_(2)
print(k)
s = torch.tensor([3.0, 4.0], requires_grad=True)
t = s * 1
t.mvlgamma_(2)
print(type(t.grad_fn).__name__)
e = torch.rand(4, dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradgradcheck(lambda t: torch.mvlgamma(t + 2, 3), (e,)))
