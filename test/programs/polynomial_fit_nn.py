# The same polynomial fit with nn.Sequential over the features (x, x^2, x^3), then with an optimizer.
import math
import torch

x = torch.linspace(-math.pi, math.pi, 200)
y = torch.sin(x)
p = torch.tensor([1, 2, 3])
xx = x.unsqueeze(-1).pow(p)
print("features:", xx.shape, xx[:2])

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(3, 1), torch.nn.Flatten(0, 1))
loss_fn = torch.nn.MSELoss(reduction="sum")
lr = 1e-6
for t in range(300):
    y_pred = model(xx)
    loss = loss_fn(y_pred, y)
    if t % 100 == 99:
        print(t, f"{loss.item():.4f}")
    model.zero_grad()
    loss.backward()
    with torch.no_grad():
        for param in model.parameters():
            param -= lr * param.grad
linear = model[0]
print(f"nn: y = {linear.bias.item():.4f} + {linear.weight[:, 0].item():.4f} x + {linear.weight[:, 1].item():.4f} x^2 + {linear.weight[:, 2].item():.4f} x^3")

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(3, 1), torch.nn.Flatten(0, 1))
optimizer = torch.optim.RMSprop(model.parameters(), lr=1e-3)
for t in range(300):
    loss = loss_fn(model(xx), y)
    if t % 100 == 99:
        print(t, f"{loss.item():.4f}")
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
print("rmsprop weights:", model[0].weight.detach(), model[0].bias.detach())
