# Fitting a cubic to noisy numpy data with torch (no plotting): the classic "numpy data, torch model" tutorial.
import numpy as np
import torch
import torch.nn as nn

np.random.seed(1)
torch.manual_seed(1)
x = np.linspace(-1, 1, 50)
y_true = 0.5 * x ** 3 - x + 0.2
y = y_true + np.random.normal(0, 0.05, size=x.shape)
print(x[:5], x.dtype)
print(y[:3])
print("x range:", x.min(), x.max(), "mean y:", y.mean())

X = torch.from_numpy(x).float().unsqueeze(1)
Y = torch.from_numpy(y).float().view(-1, 1)
print(X.shape, Y.shape, X.dtype)

features = torch.cat([X, X ** 2, X ** 3], dim=1)
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.3)
loss_fn = nn.MSELoss()
for epoch in range(301):
    opt.zero_grad()
    loss = loss_fn(model(features), Y)
    loss.backward()
    opt.step()
    if epoch % 60 == 0:
        print(f"epoch {epoch:3d} loss {loss.item():.6f}")

w = model.weight.detach().numpy()
b = model.bias.detach().numpy()
print("weights:", w, "bias:", b)
print("rounded:", np.round(w, 2), np.round(b, 3))
pred = model(features).detach().numpy().ravel()
print("pred shape", pred.shape, pred.dtype)
print(f"mse numpy: {np.mean((pred - y) ** 2):.6f}")
print("max abs err:", np.abs(pred - y_true).max())

