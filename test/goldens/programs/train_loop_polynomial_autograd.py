# The polynomial fit with autograd tensors, then with RMSprop, 2000 steps each, the loss every 100
import torch, math
dtype = torch.float
x = torch.linspace(-math.pi, math.pi, 2000, dtype=dtype)
y = torch.sin(x)
torch.manual_seed(0)
a = torch.randn((), dtype=dtype, requires_grad=True)
b = torch.randn((), dtype=dtype, requires_grad=True)
c = torch.randn((), dtype=dtype, requires_grad=True)
d = torch.randn((), dtype=dtype, requires_grad=True)
learning_rate = 1e-6
for t in range(2000):
    y_pred = a + b * x + c * x ** 2 + d * x ** 3
    loss = (y_pred - y).pow(2).sum()
    if t % 100 == 99:
        print(t, loss.item())
    loss.backward()
    with torch.no_grad():
        a -= learning_rate * a.grad
        b -= learning_rate * b.grad
        c -= learning_rate * c.grad
        d -= learning_rate * d.grad
        a.grad = None; b.grad = None; c.grad = None; d.grad = None
print(f'Result: y = {a.item()} + {b.item()} x + {c.item()} x^2 + {d.item()} x^3')
model = torch.nn.Sequential(torch.nn.Linear(3, 1), torch.nn.Flatten(0, 1))
xx = x.unsqueeze(-1).pow(torch.tensor([1, 2, 3]))
opt = torch.optim.RMSprop(model.parameters(), lr=1e-3)
for t in range(2000):
    loss = torch.nn.functional.mse_loss(model(xx), y, reduction='sum')
    if t % 100 == 99:
        print(t, loss.item())
    opt.zero_grad(); loss.backward(); opt.step()
