# Straight-through estimators: a binarizing autograd.Function, the detach trick, and a quantization-aware linear layer
import torch
import torch.nn as nn


class BinarizeSTE(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.sign(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * (x.abs() <= 1).to(grad_output.dtype)


torch.manual_seed(0)
x = torch.randn(6, requires_grad=True)
y = BinarizeSTE.apply(x)
print(x.detach(), y)
print(y.grad_fn.name() if hasattr(y.grad_fn, "name") else type(y.grad_fn).__name__)
y.sum().backward()
print(x.grad)

x2 = x.detach().clone().requires_grad_(True)
y2 = x2 + (torch.sign(x2) - x2).detach()
print(torch.equal(y, y2), y2.grad_fn.name())
y2.sum().backward()
print(x2.grad)
print(torch.sign(x).requires_grad, torch.autograd.grad(torch.sign(x).sum(), x)[0])


def fake_quant(w, bits=4):
    qmax = 2 ** (bits - 1) - 1
    scale = w.detach().abs().max() / qmax
    q = torch.clamp(torch.round(w / scale), -qmax - 1, qmax) * scale
    return w + (q - w).detach()


class QATLinear(nn.Linear):
    def forward(self, input):
        return nn.functional.linear(input, fake_quant(self.weight), self.bias)


torch.manual_seed(0)
layer = QATLinear(4, 3)
wq = fake_quant(layer.weight)
print(wq.detach().unique().numel() <= 16, (wq - layer.weight).abs().max().item() < 0.1)
scale = layer.weight.detach().abs().max() / 7
print(torch.allclose((wq / scale).round(), wq / scale, atol=1e-5))
X = torch.randn(32, 4)
target = X @ torch.tensor([[1.0, -1.0, 0.5], [0.0, 2.0, -0.5], [1.5, 0.0, 0.0], [-1.0, 0.5, 1.0]])
opt = torch.optim.Adam(layer.parameters(), lr=0.05)
for step in range(60):
    loss = nn.functional.mse_loss(layer(X), target)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 20 == 0:
        print(step, round(loss.item(), 4))
print(layer.weight.grad is not None, layer)
print(torch.round(torch.tensor([0.5, 1.5, 2.5, -0.5, -1.5])), torch.round(torch.tensor([1.2345, -2.3456]), decimals=2))


class RoundSTE(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x.round()

    @staticmethod
    def backward(ctx, g):
        return g


z = torch.tensor([0.4, 1.6], requires_grad=True)
out = RoundSTE.apply(z) * torch.tensor([2.0, 3.0])
out.sum().backward()
print(out, z.grad)
print(torch.autograd.gradcheck(lambda t: RoundSTE.apply(t) * 0 + t, (torch.randn(3, dtype=torch.float64, requires_grad=True),)))
