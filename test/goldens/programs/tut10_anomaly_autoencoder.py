# Anomaly detection with an autoencoder: train on normal points only, score by reconstruction error, pick the
# threshold as a quantile of the training errors (quantile's interpolation modes, nanquantile), and flag outliers.
import torch
import torch.nn as nn

torch.manual_seed(0)
normal = torch.randn(256, 2) @ torch.tensor([[1.0, 0.9], [0.0, 0.3]])
outliers = torch.tensor([[2.0, -2.0], [-1.5, 1.8], [0.1, 3.0]])
test = torch.cat([normal[:5], outliers])

ae = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1), nn.Linear(1, 8), nn.Tanh(), nn.Linear(8, 2))
opt = torch.optim.Adam(ae.parameters(), lr=0.02)
for epoch in range(150):
    loss = nn.functional.mse_loss(ae(normal), normal)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 50 == 0:
        print(epoch, round(loss.item(), 4))

with torch.no_grad():
    train_err = (ae(normal) - normal).pow(2).mean(1)
    test_err = (ae(test) - test).pow(2).mean(1)
threshold = torch.quantile(train_err, 0.99)
print(round(threshold.item(), 4), round(train_err.max().item(), 4))
print((test_err > threshold).tolist())
print(test_err.argsort(descending=True)[:3])

q = torch.tensor([0.0, 1.0, 2.0, 3.0, 10.0])
for mode in ['linear', 'lower', 'higher', 'midpoint', 'nearest']:
    print(mode, torch.quantile(q, torch.tensor([0.1, 0.5, 0.9]), interpolation=mode))
m = torch.arange(12.0).view(3, 4)
print(torch.quantile(m, 0.5, dim=1), torch.quantile(m, 0.25, dim=0, keepdim=True))
with_nan = torch.tensor([1.0, float('nan'), 3.0, 2.0])
print(torch.quantile(with_nan, 0.5), torch.nanquantile(with_nan, 0.5), with_nan.nanmedian())
try:
    torch.quantile(q, 1.5)
except RuntimeError as e:
    print('RuntimeError:', e)
try:
    torch.quantile(torch.arange(5), 0.5)
except RuntimeError as e:
    print('RuntimeError:', e)
