# In-place ops that derivatives.yaml lists on their own record their own nodes (EluBackward1, LeakyReluBackward1,
# FillBackward2/3, ScatterBackward1), and their gradients read the result as PyTorch's in-place formulas do.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
for dtype in (torch.float32, torch.float64):
    x = torch.randn(2, 5, dtype=dtype, requires_grad=True)
    for name, f in [("elu_", lambda t: F.elu_(t, 0.7)), ("F.elu inplace", lambda t: F.elu(t, inplace=True)),
                    ("celu_", lambda t: torch.celu_(t, 1.3)), ("selu_", torch.selu_),
                    ("F.selu inplace", lambda t: F.selu(t, inplace=True)),
                    ("leaky_relu_", lambda t: F.leaky_relu_(t, 0.2)),
                    ("nn.LeakyReLU inplace", torch.nn.LeakyReLU(0.2, inplace=True)),
                    ("nn.ELU inplace", torch.nn.ELU(inplace=True))]:
        y = f(x * 1.5)
        g = torch.autograd.grad(y, x, torch.linspace(-1, 2, 10, dtype=dtype).reshape(2, 5))[0]
        print(dtype, name, type(y.grad_fn).__name__, y.grad_fn.name())
        print(g)

x = torch.randn(3, 4, requires_grad=True)
print(x.log1p().grad_fn.name(), (x * 1).log1p_().grad_fn.name())
y = (x * 1).fill_(2.5)
print(y.grad_fn.name(), [(type(f).__name__, n) for f, n in y.grad_fn.next_functions])
v = torch.tensor(0.5, requires_grad=True)
y = (x * 1).fill_(v)
print(y.grad_fn.name())
(y * torch.arange(12.).reshape(3, 4)).sum().backward()
print(v.grad, x.grad)
i = torch.tensor([[0, 2], [1, 3], [3, 0]])
src = torch.randn(3, 4, requires_grad=True)
for y in [x.scatter(1, i, src), x.scatter(1, i, 0.5), (x * 1).scatter_(1, i, src), (x * 1).scatter_(1, i, -1.0),
          x.scatter(1, i, value=2.0)]:
    print(y.grad_fn.name())
