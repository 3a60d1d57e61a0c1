# Extending torch.autograd: ctx features (needs_input_grad, mark_dirty, mark_non_differentiable,
# set_materialize_grads, save_for_backward of outputs, non-tensor args)
import torch
from torch.autograd import Function, gradcheck
from torch.autograd.function import once_differentiable

class LinearFunction(Function):
    @staticmethod
    def forward(ctx, input, weight, bias=None):
        ctx.save_for_backward(input, weight, bias)
        output = input.mm(weight.t())
        if bias is not None:
            output += bias.unsqueeze(0).expand_as(output)
        return output

    @staticmethod
    def backward(ctx, grad_output):
        input, weight, bias = ctx.saved_tensors
        grad_input = grad_weight = grad_bias = None
        print("needs_input_grad", ctx.needs_input_grad)
        if ctx.needs_input_grad[0]:
            grad_input = grad_output.mm(weight)
        if ctx.needs_input_grad[1]:
            grad_weight = grad_output.t().mm(input)
        if bias is not None and ctx.needs_input_grad[2]:
            grad_bias = grad_output.sum(0)
        return grad_input, grad_weight, grad_bias

linear = LinearFunction.apply
input = (torch.randn(4, 3, dtype=torch.double, requires_grad=True),
         torch.randn(2, 3, dtype=torch.double, requires_grad=True))
print(gradcheck(linear, input, eps=1e-6, atol=1e-4))
torch.manual_seed(0)
x = torch.randn(4, 3)
w = torch.randn(2, 3, requires_grad=True)
b = torch.randn(2, requires_grad=True)
out = linear(x, w, b)
print(type(out.grad_fn).__name__, out.grad_fn.name())
out.sum().backward()
print(w.grad, b.grad)

class MulConstant(Function):
    @staticmethod
    def forward(ctx, tensor, constant):
        ctx.constant = constant
        return tensor * constant

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * ctx.constant, None

a = torch.tensor([1.0, 2.0], requires_grad=True)
y = MulConstant.apply(a, 5.5)
y.sum().backward()
print(y, a.grad)

class MyCube(Function):
    @staticmethod
    def forward(ctx, x):
        result = x ** 3
        dx = 3 * x ** 2
        ctx.save_for_backward(x, dx)
        return result, dx

    @staticmethod
    def backward(ctx, grad_output, grad_dx):
        x, dx = ctx.saved_tensors
        result = grad_output * dx + grad_dx * 6 * x
        return result

def my_cube(x):
    result, dx = MyCube.apply(x)
    return result

x = torch.tensor([2.0, -1.0], dtype=torch.double, requires_grad=True)
print(gradcheck(my_cube, (x,)), torch.autograd.gradgradcheck(my_cube, (x,)))

class AddOneInplace(Function):
    @staticmethod
    def forward(ctx, x):
        x.add_(1)
        ctx.mark_dirty(x)
        return x

    @staticmethod
    def backward(ctx, grad):
        return grad

a = torch.ones(3, requires_grad=True)
b = a.clone()
c = AddOneInplace.apply(b)
print(c is b, c, b._version)
c.sum().backward()
print(a.grad)

class SortWithIdx(Function):
    @staticmethod
    def forward(ctx, x):
        values, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(idx)
        return values, idx

    @staticmethod
    @once_differentiable
    def backward(ctx, g1, g2):
        idx, = ctx.saved_tensors
        grad_input = torch.zeros_like(g1)
        grad_input.index_add_(0, idx, g1)
        return grad_input

x = torch.tensor([3.0, 1.0, 2.0], requires_grad=True)
v, i = SortWithIdx.apply(x)
print(v, i, i.requires_grad)
(v * torch.tensor([1.0, 10.0, 100.0])).sum().backward()
print(x.grad)

class SimpleFunc(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        return x.clone(), x.clone()

    @staticmethod
    @once_differentiable
    def backward(ctx, g1, g2):
        print("grads", g1, g2)
        x = torch.zeros(2)
        if g1 is not None:
            x += g1
        if g2 is not None:
            x += g2
        return x

a = torch.tensor([1.0, 2.0], requires_grad=True)
out1, out2 = SimpleFunc.apply(a)
out1.sum().backward()
print(a.grad)

class Exp(Function):
    @staticmethod
    def forward(ctx, i):
        result = i.exp()
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result

x = torch.tensor([0.0, 1.0], requires_grad=True)
y = Exp.apply(x)
print(y.grad_fn.name(), type(y.grad_fn).__name__)
try:
    class Bad(Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2
        @staticmethod
        def backward(ctx, g):
            return g, g
    Bad.apply(torch.ones(2, requires_grad=True)).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    class Bad2(Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2
        @staticmethod
        def backward(ctx, g):
            return torch.ones(3)
    Bad2.apply(torch.ones(2, requires_grad=True)).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
