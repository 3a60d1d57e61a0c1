import torch

class MyMatMul(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return a.mm(b)

    @staticmethod
    def backward(ctx, grad):
        a, b = ctx.saved_tensors
        print("needs", ctx.needs_input_grad)
        return grad.mm(b.t()), a.t().mm(grad)

torch.manual_seed(0)
a = torch.rand(2, 3, requires_grad=True)
b = torch.rand(3, 2, requires_grad=True)
out = MyMatMul.apply(a, b)
print(out)
out.sum().backward()
ga, gb = a.grad.clone(), b.grad.clone()
a.grad = None; b.grad = None
(a @ b).sum().backward()
print(torch.allclose(ga, a.grad), torch.allclose(gb, b.grad))

class Exp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        y = x.exp()
        ctx.save_for_backward(y)
        return y
    @staticmethod
    def backward(ctx, g):
        (y,) = ctx.saved_tensors
        return g * y
x = torch.tensor([0., 1.], requires_grad=True)
y = Exp.apply(x) * 2
y.sum().backward()
print(x.grad, y)
