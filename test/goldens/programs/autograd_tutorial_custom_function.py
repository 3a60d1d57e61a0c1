# Custom autograd Functions: save_for_backward, needs_input_grad, mark_dirty, mark_non_differentiable,
# set_materialize_grads, once_differentiable, non-tensor arguments, and gradcheck.
import torch
from torch.autograd import Function, gradcheck
from torch.autograd.function import once_differentiable


class LegendrePolynomial3(Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return 0.5 * (5 * input ** 3 - 3 * input)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        return grad_output * 1.5 * (5 * input ** 2 - 1)


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
        print("needs", ctx.needs_input_grad)
        if ctx.needs_input_grad[0]:
            grad_input = grad_output.mm(weight)
        if ctx.needs_input_grad[1]:
            grad_weight = grad_output.t().mm(input)
        if bias is not None and ctx.needs_input_grad[2]:
            grad_bias = grad_output.sum(0)
        return grad_input, grad_weight, grad_bias


class MulConstant(Function):
    @staticmethod
    def forward(ctx, tensor, constant):
        ctx.constant = constant
        return tensor * constant

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * ctx.constant, None


class Sort(Function):
    @staticmethod
    def forward(ctx, x):
        values, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(x, idx)
        return values, idx

    @staticmethod
    @once_differentiable
    def backward(ctx, g, _):
        x, idx = ctx.saved_tensors
        grad = torch.zeros_like(x)
        grad.index_add_(0, idx, g)
        return grad


class AddOneInplace(Function):
    @staticmethod
    def forward(ctx, x):
        x.add_(1)
        ctx.mark_dirty(x)
        return x

    @staticmethod
    def backward(ctx, g):
        return g


class TwoOut(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        return x.clone(), x.clone()

    @staticmethod
    def backward(ctx, g1, g2):
        print("g1", g1, "g2", g2)
        return g1 if g2 is None else g1 + g2


torch.manual_seed(0)
x = torch.linspace(-1, 1, 5, requires_grad=True)
y = LegendrePolynomial3.apply(x)
print(y, type(y.grad_fn).__name__)
y.sum().backward()
print(x.grad)

inp = torch.randn(4, 3, dtype=torch.double, requires_grad=True)
w = torch.randn(2, 3, dtype=torch.double, requires_grad=True)
b = torch.randn(2, dtype=torch.double, requires_grad=False)
print(gradcheck(LinearFunction.apply, (inp, w, b), eps=1e-6, atol=1e-4))
out = LinearFunction.apply(inp, w)
out.sum().backward()
print(w.grad.shape)

t = torch.tensor([1.0, 2.0], requires_grad=True)
r = MulConstant.apply(t, 5.5)
r.sum().backward()
print(r, t.grad)

s = torch.tensor([3.0, 1.0, 2.0], requires_grad=True)
vals, idx = Sort.apply(s)
print(vals, idx, idx.requires_grad)
(vals * torch.tensor([1.0, 10.0, 100.0])).sum().backward()
print(s.grad)

leaf = torch.ones(3, requires_grad=True)
q = leaf * 2
q2 = AddOneInplace.apply(q)
print(q2 is q, q2, q2.grad_fn.name() if hasattr(q2.grad_fn, "name") else type(q2.grad_fn).__name__)
q2.sum().backward()
print(leaf.grad)

u = torch.tensor([1.0, 2.0], requires_grad=True)
o1, o2 = TwoOut.apply(u)
o1.sum().backward()
print(u.grad)
print(type(y.grad_fn).__name__, isinstance(y.grad_fn, torch.autograd.function.BackwardCFunction))
