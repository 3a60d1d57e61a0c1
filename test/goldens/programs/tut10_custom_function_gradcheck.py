# Custom autograd Functions checked with gradcheck/gradgradcheck in float64: a sorted-values Function returning
# non-differentiable indices, a function using needs_input_grad to skip work, a buggy backward gradcheck catches,
# and a double-differentiable Function whose backward is written with differentiable ops.
import torch
from torch.autograd import Function, gradcheck, gradgradcheck


class SortValues(Function):
    @staticmethod
    def forward(ctx, x):
        values, indices = torch.sort(x, dim=-1)
        ctx.mark_non_differentiable(indices)
        ctx.save_for_backward(indices)
        return values, indices

    @staticmethod
    def backward(ctx, grad_values, grad_indices):
        indices, = ctx.saved_tensors
        grad = torch.zeros_like(grad_values)
        return grad.scatter(-1, indices, grad_values)


calls = []


class ScaledMatmul(Function):
    @staticmethod
    def forward(ctx, a, b, scale):
        ctx.save_for_backward(a, b)
        ctx.scale = scale
        return a @ b * scale

    @staticmethod
    def backward(ctx, grad_out):
        a, b = ctx.saved_tensors
        grad_a = grad_b = None
        calls.append(ctx.needs_input_grad)
        if ctx.needs_input_grad[0]:
            grad_a = grad_out @ b.t() * ctx.scale
        if ctx.needs_input_grad[1]:
            grad_b = a.t() @ grad_out * ctx.scale
        return grad_a, grad_b, None


class BadSquare(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return g * x  # should be 2 * g * x


class Cube(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return g * 3 * x ** 2


torch.manual_seed(0)
x = torch.randn(2, 4, dtype=torch.float64, requires_grad=True)
values, indices = SortValues.apply(x)
print(values.grad_fn.name(), values.requires_grad, indices.requires_grad, indices.dtype)
(values * torch.arange(4.0, dtype=torch.float64)).sum().backward()
print(x.grad)
print(gradcheck(lambda t: SortValues.apply(t)[0], (x,), eps=1e-6, atol=1e-4))

a = torch.randn(3, 2, dtype=torch.float64, requires_grad=True)
b = torch.randn(2, 3, dtype=torch.float64)
ScaledMatmul.apply(a, b, 0.5).sum().backward()
print(calls, a.grad.shape, b.grad)
b.requires_grad_()
print(gradcheck(ScaledMatmul.apply, (a, b, 0.5)))
print(calls[-1])

s = torch.randn(3, dtype=torch.float64, requires_grad=True)
print(gradcheck(BadSquare.apply, (s,), raise_exception=False))
try:
    gradcheck(BadSquare.apply, (s,))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])

c = torch.randn(3, dtype=torch.float64, requires_grad=True)
print(gradcheck(Cube.apply, (c,)), gradgradcheck(Cube.apply, (c,)))
y = Cube.apply(c)
g, = torch.autograd.grad(y.sum(), c, create_graph=True)
gg, = torch.autograd.grad(g.sum(), c)
print(torch.allclose(g, 3 * c ** 2), torch.allclose(gg, 6 * c))
print(y.grad_fn.name(), g.grad_fn.name())

