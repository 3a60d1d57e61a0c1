# Fitting y = 3x + 2 with nn.Linear, MSELoss and plain SGD on noisy synthetic points.
import torch
from torch import nn

torch.manual_seed(0)
x = torch.linspace(-1, 1, 64).unsqueeze(1)
y = 3 * x + 2 + 0.1 * torch.randn(x.shape)

model = nn.Linear(1, 1)
print(model)
print("initial weight and bias:", model.weight.item(), model.bias.item())

loss_fn = nn.MSELoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

for epoch in range(1, 101):
    optimizer.zero_grad()
    pred = model(x)
    loss = loss_fn(pred, y)
    loss.backward()
    optimizer.step()
    if epoch % 10 == 0 or epoch == 1:
        print(f"epoch {epoch:3d}  loss {loss.item():.4f}")

print(f"learned: y = {model.weight.item():.3f} x + {model.bias.item():.3f}")
print("weight:", model.weight)
print("bias:", model.bias)

with torch.no_grad():
    test = torch.tensor([[0.0], [0.5], [2.0]])
    print("predictions:", model(test).squeeze(1))
    residual = (model(x) - y).abs().max()
    print(f"largest residual {residual:.4f}")
