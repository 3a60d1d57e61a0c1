# Time-series forecasting with a GRU: sliding windows over a noisy sine, train, then forecast autoregressively
import math

import torch
import torch.nn as nn

torch.manual_seed(0)
t = torch.arange(0, 120, dtype=torch.float32)
series = torch.sin(2 * math.pi * t / 20) + 0.05 * torch.randn(120)
window = 12
X = series.unfold(0, window, 1)[:-1].unsqueeze(-1)
y = series[window:].unsqueeze(-1)
print(X.shape, y.shape, torch.equal(X[1, :, 0], series[1:13]))
split = 80
X_train, y_train, X_test, y_test = X[:split], y[:split], X[split:], y[split:]
mean, std = X_train.mean(), X_train.std()
print(round(mean.item(), 4), round(std.item(), 4))


class Forecaster(nn.Module):
    def __init__(self, hidden=16, layers=1):
        super().__init__()
        self.gru = nn.GRU(1, hidden, num_layers=layers, batch_first=True)
        self.fc = nn.Linear(hidden, 1)

    def forward(self, x, h0=None):
        out, h = self.gru(x, h0)
        return self.fc(out[:, -1]), h


model = Forecaster()
print(model)
print([(n, tuple(p.shape)) for n, p in model.gru.named_parameters()])
opt = torch.optim.Adam(model.parameters(), lr=0.02)
loss_fn = nn.MSELoss()
for epoch in range(40):
    perm = torch.randperm(split)
    for i in range(0, split, 16):
        idx = perm[i:i + 16]
        pred, _ = model((X_train[idx] - mean) / std)
        loss = loss_fn(pred, (y_train[idx] - mean) / std)
        opt.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
        opt.step()
    if epoch % 10 == 9:
        with torch.no_grad():
            p, _ = model((X_test - mean) / std)
            test = loss_fn(p * std + mean, y_test)
        print(f"epoch {epoch + 1}: train {loss.item():.5f} test {test.item():.5f}")

# autoregressive forecast: feed predictions back in
model.eval()
with torch.no_grad():
    ctx = (series[split:split + window] - mean) / std
    seq = ctx.view(1, window, 1)
    preds = []
    for _ in range(8):
        p, _ = model(seq)
        preds.append(p.item() * std.item() + mean.item())
        seq = torch.cat([seq[:, 1:], p.view(1, 1, 1)], dim=1)
    truth = series[split + window:split + window + 8]
    print([round(v, 3) for v in preds])
    print(truth.numpy().round(3))
    print("forecast MAE < 0.3:", (torch.tensor(preds) - truth).abs().mean().item() < 0.3)

# stateful use: carry the hidden state across chunks
gru = nn.GRU(1, 4, batch_first=True)
full, h_full = gru(X[:1])
h = None
outs = []
for chunk in X[:1].split(4, dim=1):
    o, h = gru(chunk, h)
    outs.append(o)
print(torch.allclose(torch.cat(outs, 1), full, atol=1e-6), torch.allclose(h, h_full, atol=1e-6), h.shape)
cell = nn.GRUCell(1, 4)
cell.weight_ih, cell.weight_hh, cell.bias_ih, cell.bias_hh = gru.weight_ih_l0, gru.weight_hh_l0, gru.bias_ih_l0, gru.bias_hh_l0
hx = torch.zeros(1, 4)
for step in range(window):
    hx = cell(X[:1, step], hx)
print(torch.allclose(hx, h_full[0], atol=1e-6))
try:
    gru(torch.randn(2, 5, 3))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    gru(X[:2], torch.zeros(1, 3, 4))
except RuntimeError as e:
    print("RuntimeError:", e)
