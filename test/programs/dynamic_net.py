# A model whose depth changes each forward pass (Python control flow) and a custom Legendre autograd.Function.
import math
import random
import torch


class DynamicNet(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Parameter(torch.randn(()))
        self.b = torch.nn.Parameter(torch.randn(()))
        self.c = torch.nn.Parameter(torch.randn(()))
        self.d = torch.nn.Parameter(torch.randn(()))
        self.e = torch.nn.Parameter(torch.randn(()))

    def forward(self, x):
        y = self.a + self.b * x + self.c * x ** 2 + self.d * x ** 3
        for exp in range(4, random.randint(4, 6)):
            y = y + self.e * x ** exp
        return y

    def string(self):
        return f"y = {self.a.item():.3f} + {self.b.item():.3f} x + {self.c.item():.3f} x^2 + {self.d.item():.3f} x^3 + {self.e.item():.3f} x^4 ? + {self.e.item():.3f} x^5 ?"


class LegendrePolynomial3(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return 0.5 * (5 * input ** 3 - 3 * input)

    @staticmethod
    def backward(ctx, grad_output):
        (input,) = ctx.saved_tensors
        return grad_output * 1.5 * (5 * input ** 2 - 1)


random.seed(0)
torch.manual_seed(0)
x = torch.linspace(-math.pi, math.pi, 100)
y = torch.sin(x)
model = DynamicNet()
criterion = torch.nn.MSELoss(reduction="sum")
optimizer = torch.optim.SGD(model.parameters(), lr=1e-8, momentum=0.9)
for t in range(300):
    loss = criterion(model(x), y)
    if t % 100 == 99:
        print(t, f"{loss.item():.4f}")
    optimizer.zero_grad(set_to_none=True)
    loss.backward()
    optimizer.step()
print(model.string())

print("\nLegendre polynomial P3 as a custom Function:")
a = torch.full((), 0.0, requires_grad=True)
b = torch.full((), -1.0, requires_grad=True)
c = torch.full((), 0.0, requires_grad=True)
d = torch.full((), 0.3, requires_grad=True)
for t in range(200):
    y_pred = a + b * LegendrePolynomial3.apply(c + d * x)
    loss = (y_pred - y).pow(2).sum()
    if t % 50 == 49:
        print(t, f"{loss.item():.4f}")
    loss.backward()
    with torch.no_grad():
        for p in (a, b, c, d):
            p -= 5e-6 * p.grad
            p.grad = None
print(f"y = {a.item():.4f} + {b.item():.4f} * P3({c.item():.4f} + {d.item():.4f} x)")
