# A gradient reversal layer (domain-adversarial training) as a custom autograd Function, checked with gradcheck
import torch
import torch.nn as nn
from torch.autograd import Function, gradcheck

torch.manual_seed(0)


class GradReverse(Function):
    @staticmethod
    def forward(ctx, x, alpha):
        ctx.alpha = alpha
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output.neg() * ctx.alpha, None


def grad_reverse(x, alpha=1.0):
    return GradReverse.apply(x, alpha)


class ScaledTanh(Function):
    @staticmethod
    def forward(ctx, x, scale):
        y = torch.tanh(x) * scale
        ctx.save_for_backward(x, scale)
        return y

    @staticmethod
    def backward(ctx, g):
        x, scale = ctx.saved_tensors
        t = torch.tanh(x)
        return g * scale * (1 - t * t), (g * t).sum().reshape(scale.shape)


x = torch.randn(4, requires_grad=True)
y = grad_reverse(x, 0.5)
print(y, type(y.grad_fn).__name__, y.grad_fn.name())
y.sum().backward()
print(x.grad)
inp = (torch.randn(5, dtype=torch.double, requires_grad=True), torch.tensor([1.5], dtype=torch.double, requires_grad=True))
print("gradcheck:", gradcheck(ScaledTanh.apply, inp, eps=1e-6, atol=1e-4))
print(ScaledTanh.apply(*inp))

features = nn.Sequential(nn.Linear(3, 6), nn.ReLU())
label_head = nn.Linear(6, 2)
domain_head = nn.Linear(6, 2)
params = list(features.parameters()) + list(label_head.parameters()) + list(domain_head.parameters())
opt = torch.optim.SGD(params, lr=0.1)
xs, ys = torch.randn(8, 3), torch.randint(0, 2, (8,))
xt = torch.randn(8, 3) + 1.0
domains = torch.cat([torch.zeros(8), torch.ones(8)]).long()
for step in range(5):
    p = (step + 1) / 5
    alpha = 2.0 / (1.0 + torch.exp(torch.tensor(-10.0 * p)).item()) - 1
    f = features(torch.cat([xs, xt]))
    class_loss = nn.functional.cross_entropy(label_head(f[:8]), ys)
    domain_loss = nn.functional.cross_entropy(domain_head(grad_reverse(f, alpha)), domains)
    loss = class_loss + domain_loss
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step} alpha {alpha:.4f} class {class_loss.item():.4f} domain {domain_loss.item():.4f}")
print(features[0].weight.grad)
