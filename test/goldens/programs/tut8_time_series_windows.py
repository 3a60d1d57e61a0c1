# Time-series forecasting: min-max scaling, sliding windows with unfold, a GRU forecaster, multi-step rollout
import math
import torch
import torch.nn as nn

torch.manual_seed(0)
t = torch.arange(0, 60, dtype=torch.float32)
series = torch.sin(t * 2 * math.pi / 12) + 0.1 * torch.randn(60) + t * 0.02
lo, hi = series.min(), series.max()
scaled = (series - lo) / (hi - lo)
print(lo, hi, scaled[:5])
window = 8
windows = scaled.unfold(0, window + 1, 1)
print(windows.shape, windows.stride())
X, y = windows[:, :-1].unsqueeze(-1), windows[:, -1:]
split = int(0.8 * len(X))
X_train, y_train, X_test, y_test = X[:split], y[:split], X[split:], y[split:]
print(X_train.shape, y_train.shape, X_test.shape)


class Forecaster(nn.Module):
    def __init__(self, hidden=12):
        super().__init__()
        self.gru = nn.GRU(1, hidden, batch_first=True)
        self.fc = nn.Linear(hidden, 1)

    def forward(self, x, h=None):
        out, h = self.gru(x, h)
        return self.fc(out[:, -1]), h


model = Forecaster()
opt = torch.optim.Adam(model.parameters(), lr=0.02)
loss_fn = nn.MSELoss()
for epoch in range(20):
    model.train()
    perm = torch.randperm(len(X_train))
    for i in range(0, len(perm), 10):
        b = perm[i:i + 10]
        pred, _ = model(X_train[b])
        loss = loss_fn(pred, y_train[b])
        opt.zero_grad()
        loss.backward()
        opt.step()
    if epoch % 5 == 4:
        model.eval()
        with torch.no_grad():
            test_loss = loss_fn(model(X_test)[0], y_test)
        print(f"epoch {epoch + 1} train {loss.item():.5f} test {test_loss.item():.5f}")

model.eval()
with torch.no_grad():
    ctx = scaled[-window:].view(1, window, 1)
    preds = []
    for _ in range(4):
        nxt, _ = model(ctx)
        preds.append(nxt.item())
        ctx = torch.cat([ctx[:, 1:], nxt.view(1, 1, 1)], dim=1)
    preds = torch.tensor(preds) * (hi - lo) + lo
print("forecast:", preds)
print(torch.diff(series[:6]), series.unfold(0, 12, 12).mean(dim=1))
