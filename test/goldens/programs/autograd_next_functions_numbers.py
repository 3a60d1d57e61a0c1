# next_functions of nodes whose operands include Python numbers and integer tensors: add/sub/mul/div take an edge
# (None) for a number or an integer tensor, while Scalar overloads (rsub, pow, clamp, remainder, ...) take none.
import math
import torch

torch.manual_seed(0)
x = torch.randn(3, requires_grad=True)


def names(fns):
    return [(None if f is None else f.name().split("::")[-1], i) for f, i in fns]


def nf(t):
    return names(t.grad_fn.next_functions)


print(nf(x * 2), nf(x * 2.0), nf(x + 1), nf(x + 1.5), nf(x - 1), nf(x / 2), nf(2 * x), nf(x ** 2))
print(nf(1 - x), nf(1.0 - x), nf(x ** 2.0), nf(x ** 0.5), nf(2.0 ** x), nf(2 ** x), nf(x.pow(3)))
print(nf(torch.rsub(x, 1.0)), nf(torch.rsub(x, torch.ones(3))), nf(torch.add(x, 1)), nf(x.mul(2)))
print(nf(x * torch.tensor([1, 2, 3])), nf(torch.tensor([1, 2, 3]) * x), nf(x + torch.tensor(2)))
print(nf(x.add(1, alpha=2)), nf(torch.true_divide(x, 2)), nf(x / torch.tensor([1, 2, 3])))
print(nf(x.mul(torch.tensor(2.0))), nf(x.mul(torch.tensor(2))), nf(x * torch.ones(3)))
print(nf(torch.where(x > 0, x, 0.)), nf(torch.where(x > 0, x, 0)), nf(torch.where(x > 0, x, torch.ones(3))))
print(nf(x.clamp(min=0.0)), nf(x.clamp(0, 1)), nf(torch.remainder(x, 2)), nf(torch.fmod(x, 2.0)))
print(nf(x.masked_fill(x > 0, 0)), nf(x.masked_fill(x > 0, 0.5)), nf(torch.maximum(x, torch.zeros(3))))
y = x * 1.0
y.add_(1)
print(nf(y))
y.mul_(torch.tensor(3))
print(nf(y))
z = x.clone()
z /= 2
print(nf(z))

a = torch.linspace(0., 2. * math.pi, steps=5, requires_grad=True)
d = 2 * torch.sin(a) + 1
print(nf(d), names(d.grad_fn.next_functions[0][0].next_functions))
d.sum().backward()
print(a.grad)
w = torch.tensor([1.5, -2.0], requires_grad=True)
loss = ((torch.tensor([1, 2]) * w + 1) / 2 - 3).pow(2).sum()
loss.backward()
print(loss, w.grad)
