# Float64 logsigmoid (forward and gradient) and log1p run SLEEF's double exp and log1p on every element, the
# vector tail included, as PyTorch's CPU kernels do; float32 logsigmoid likewise runs SLEEF throughout.
# Inputs are built from float32 draws so that they do not depend on the float64 normal sampler.
import torch
import torch.nn.functional as F

torch.manual_seed(0)


def bits(t):
    return " ".join(float.hex(v) for v in t.detach().double().flatten().tolist())


def draw(*shape):
    return torch.randn(*shape).double() * 4 + torch.randn(*shape).double() * 1e-7


for n in (3, 7, 15, 37):
    x = draw(n)
    print(n, "logsigmoid", bits(F.logsigmoid(x)))
    print(n, "log1p", bits(torch.log1p(x.abs())))
    print(n, "float32", bits(F.logsigmoid(x.float())))
x = draw(19, 5).t()
print("transposed", bits(F.logsigmoid(x)))
x = draw(45).requires_grad_()
F.logsigmoid(x).sum().backward()
print("grad", bits(x.grad))
x = draw(21).float().requires_grad_()
(F.logsigmoid(x) * torch.linspace(-1, 1, 21)).sum().backward()
print("grad float32", bits(x.grad))
edge = torch.tensor([0.0, -0.0, 1e-300, -1e-300, 40.0, -40.0, 800.0, -800.0, float("inf"), float("-inf"),
                     float("nan"), 1e-17], dtype=torch.float64)
print("edge", F.logsigmoid(edge).tolist())
print("edge log1p", torch.log1p(torch.tensor([0.0, -0.0, -1.0, -1.5, 1e-300, 1e-17, 1e300, float("inf")],
                                             dtype=torch.float64)).tolist())
print(torch.nn.LogSigmoid()(torch.tensor([[-2.5, 0.5], [3.0, -0.1]], dtype=torch.float64)))
