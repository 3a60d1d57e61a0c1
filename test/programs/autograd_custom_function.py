# Writing your own autograd.Function: forward, backward and ctx.
import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * 2 * x


class ClampWithStraightThrough(torch.autograd.Function):
    """Clamps in the forward pass but lets the gradient through unchanged."""

    @staticmethod
    def forward(ctx, x, low, high):
        return x.clamp(low, high)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output, None, None


class ScaleGrad(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, factor):
        ctx.factor = factor
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * ctx.factor, None


x = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)
y = Square.apply(x)
print(y)
y.sum().backward()
print(x.grad)

print("\nStraight-through clamp:")
z = torch.tensor([-3.0, 0.5, 4.0], requires_grad=True)
c = ClampWithStraightThrough.apply(z, -1.0, 1.0)
print(c)
(c * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
print(z.grad)
z.grad = None
z.clamp(-1.0, 1.0).mul(torch.tensor([1.0, 2.0, 3.0])).sum().backward()
print("plain clamp:", z.grad)

print("\nReversing the gradient's sign, as in domain adaptation:")
w = torch.tensor([0.5, 1.5], requires_grad=True)
ScaleGrad.apply(w * 2, -1.0).sum().backward()
print(w.grad)

print("\nCheck against central differences in float64:")
inp = torch.tensor([0.3, -0.7, 1.1], dtype=torch.float64, requires_grad=True)
Square.apply(inp).sum().backward()
eps = 1e-6
numeric = ((inp.detach() + eps) ** 2 - (inp.detach() - eps) ** 2) / (2 * eps)
print(inp.grad, torch.allclose(inp.grad, numeric))

print("\nA custom function inside a model:")
torch.manual_seed(1)
lin = torch.nn.Linear(2, 2)
out = Square.apply(lin(torch.randn(3, 2))).mean()
out.backward()
print(round(out.item(), 5))
print(lin.weight.grad)
print(lin.bias.grad)
