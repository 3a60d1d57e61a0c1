# Fitting sin(x) with a third-order polynomial, first with manual gradients, then with autograd.
import math
import torch

torch.manual_seed(0)
x = torch.linspace(-math.pi, math.pi, 200)
y = torch.sin(x)

a, b, c, d = (torch.randn((), dtype=torch.float32) for _ in range(4))
lr = 1e-6
for t in range(400):
    y_pred = a + b * x + c * x ** 2 + d * x ** 3
    loss = (y_pred - y).pow(2).sum().item()
    if t % 100 == 99:
        print(t, f"{loss:.4f}")
    grad_y_pred = 2.0 * (y_pred - y)
    a -= lr * grad_y_pred.sum()
    b -= lr * (grad_y_pred * x).sum()
    c -= lr * (grad_y_pred * x ** 2).sum()
    d -= lr * (grad_y_pred * x ** 3).sum()
print(f"manual: y = {a.item():.4f} + {b.item():.4f} x + {c.item():.4f} x^2 + {d.item():.4f} x^3")

torch.manual_seed(0)
coeffs = torch.randn(4, requires_grad=True)
for t in range(400):
    y_pred = coeffs[0] + coeffs[1] * x + coeffs[2] * x ** 2 + coeffs[3] * x ** 3
    loss = (y_pred - y).pow(2).sum()
    if t % 100 == 99:
        print(t, f"{loss.item():.4f}")
    loss.backward()
    with torch.no_grad():
        coeffs -= lr * coeffs.grad
        coeffs.grad = None
print("autograd:", coeffs.detach())
