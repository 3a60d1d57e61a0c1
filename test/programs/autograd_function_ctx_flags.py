# Custom autograd.Function beyond the basics: needs_input_grad, mark_dirty for in-place ops,
# mark_non_differentiable outputs, set_materialize_grads, once_differentiable and gradcheck.
import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable


class MulAdd(Function):
    @staticmethod
    def forward(ctx, x, w, b):
        ctx.save_for_backward(x, w)
        return x * w + b

    @staticmethod
    def backward(ctx, grad_out):
        x, w = ctx.saved_tensors
        print("  needs_input_grad:", ctx.needs_input_grad)
        gx = gw = gb = None
        if ctx.needs_input_grad[0]:
            gx = grad_out * w
        if ctx.needs_input_grad[1]:
            gw = grad_out * x
        if ctx.needs_input_grad[2]:
            gb = grad_out
        return gx, gw, gb


x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
w = torch.tensor([0.5, 0.5, 0.5])
b = torch.tensor([1.0, 1.0, 1.0], requires_grad=True)
out = MulAdd.apply(x, w, b)
print(out)
out.sum().backward()
print(x.grad, w.grad, b.grad)


class InplaceDouble(Function):
    @staticmethod
    def forward(ctx, x):
        x.mul_(2)
        ctx.mark_dirty(x)
        return x

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * 2


print("\nmark_dirty:")
a = torch.tensor([1.0, -1.0], requires_grad=True)
c = a.clone()
d = InplaceDouble.apply(c)
print(d, d is c, c._version)
print(d.grad_fn.__class__.__name__)
d.sum().backward()
print(a.grad)
try:
    InplaceDouble.apply(a)
except RuntimeError as e:
    print("RuntimeError:", e)


class SortWithIndices(Function):
    @staticmethod
    def forward(ctx, x):
        values, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(idx)
        return values, idx

    @staticmethod
    def backward(ctx, grad_values, grad_idx):
        (idx,) = ctx.saved_tensors
        print("  grad_idx:", grad_idx)
        grad = torch.zeros_like(grad_values)
        grad.scatter_(0, idx, grad_values)
        return grad


print("\nmark_non_differentiable:")
s = torch.tensor([3.0, 1.0, 2.0], requires_grad=True)
vals, idx = SortWithIndices.apply(s)
print(vals, idx)
print(vals.requires_grad, idx.requires_grad)
(vals * torch.tensor([1.0, 10.0, 100.0])).sum().backward()
print(s.grad)


class TwoOutputs(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        return x * 2, x * 3

    @staticmethod
    def backward(ctx, g1, g2):
        print("  g1 is None:", g1 is None, "g2 is None:", g2 is None)
        grad = torch.zeros(3)
        if g1 is not None:
            grad = grad + 2 * g1
        if g2 is not None:
            grad = grad + 3 * g2
        return grad


print("\nset_materialize_grads(False):")
m = torch.ones(3, requires_grad=True)
o1, o2 = TwoOutputs.apply(m)
o1.sum().backward()
print(m.grad)


class Cube(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    @once_differentiable
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * 3 * x ** 2


print("\nonce_differentiable:")
q = torch.tensor([1.0, 2.0], requires_grad=True)
(g,) = torch.autograd.grad(Cube.apply(q).sum(), q, create_graph=True)
print(g, g.requires_grad)
try:
    g.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)

print("\ngradcheck:")
inp = (torch.randn(4, dtype=torch.double, requires_grad=True),
       torch.randn(4, dtype=torch.double, requires_grad=True),
       torch.randn(4, dtype=torch.double, requires_grad=True))
print(torch.autograd.gradcheck(MulAdd.apply, inp, eps=1e-6, atol=1e-4))


class BadGrad(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        return g * 3


try:
    torch.autograd.gradcheck(BadGrad.apply, (torch.randn(2, dtype=torch.double, requires_grad=True),))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])

print("\nWrong number of gradients:")


class TooMany(Function):
    @staticmethod
    def forward(ctx, x):
        return x + 1

    @staticmethod
    def backward(ctx, g):
        return g, g


try:
    TooMany.apply(torch.ones(2, requires_grad=True)).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
