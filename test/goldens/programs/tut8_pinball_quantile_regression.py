# Quantile regression with the pinball loss: one network predicts three quantiles; compare with torch.quantile
import torch
import torch.nn as nn

torch.manual_seed(0)
x = torch.rand(200, 1) * 4 - 2
y = 0.5 * x + torch.randn(200, 1) * (0.2 + 0.3 * x.abs())
quantiles = torch.tensor([0.1, 0.5, 0.9])


def pinball(pred, target, q):
    err = target - pred
    return torch.maximum(q * err, (q - 1) * err).mean()


print(pinball(torch.zeros(4, 3), torch.tensor([[1.0], [-1.0], [2.0], [0.0]]), quantiles))
model = nn.Sequential(nn.Linear(1, 16), nn.ReLU(), nn.Linear(16, 3))
opt = torch.optim.Adam(model.parameters(), lr=0.03)
for epoch in range(60):
    loss = pinball(model(x), y, quantiles)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 20 == 19:
        print(f"epoch {epoch + 1} pinball {loss.item():.5f}")
with torch.no_grad():
    pred = model(x)
coverage = ((y >= pred[:, :1]) & (y <= pred[:, 2:])).float().mean()
print("80% interval coverage:", round(coverage.item(), 3))
print("below each quantile:", (y < pred).float().mean(0))
print(torch.quantile(y.squeeze(), quantiles), torch.quantile(y.squeeze(), quantiles, interpolation="nearest"))
print(torch.quantile(y.squeeze(), 0.5), y.median(), torch.nanquantile(torch.tensor([1.0, float("nan"), 3.0]), 0.5))
for mode in ["linear", "lower", "higher", "midpoint", "nearest"]:
    print(mode, torch.quantile(torch.tensor([1.0, 2.0, 4.0, 8.0]), torch.tensor([0.3, 0.5]), interpolation=mode))
print(torch.quantile(torch.arange(12.0).view(3, 4), 0.25, dim=1, keepdim=True))
