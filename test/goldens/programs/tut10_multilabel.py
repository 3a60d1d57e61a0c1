# Multi-label classification: several independent sigmoid outputs, BCEWithLogitsLoss with per-class pos_weight,
# a 0.5 threshold, per-class precision/recall/F1 and subset accuracy, and the multi-label margin losses.
import torch
import torch.nn as nn

torch.manual_seed(0)
n, d, k = 200, 6, 4
x = torch.randn(n, d)
W_true = torch.randn(d, k)
y = (x @ W_true + torch.tensor([0.0, -1.5, 0.5, -2.5]) > 0).float()
print(y.sum(0), y.sum(1)[:10])

pos = y.sum(0)
pos_weight = (n - pos) / pos
print(pos_weight)
model = nn.Linear(d, k)
criterion = nn.BCEWithLogitsLoss(pos_weight=pos_weight)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for epoch in range(80):
    logits = model(x)
    loss = criterion(logits, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 20 == 0:
        print(epoch, round(loss.item(), 4))

with torch.no_grad():
    probs = torch.sigmoid(model(x))
pred = (probs > 0.5).float()
tp = (pred * y).sum(0)
fp = (pred * (1 - y)).sum(0)
fn = ((1 - pred) * y).sum(0)
precision = tp / (tp + fp).clamp(min=1)
recall = tp / (tp + fn).clamp(min=1)
f1 = 2 * precision * recall / (precision + recall).clamp(min=1e-8)
print(precision.round(decimals=3), recall.round(decimals=3), f1.round(decimals=3))
print('subset accuracy', (pred == y).all(1).float().mean().item(), 'hamming', (pred != y).float().mean().item())
print('micro f1', round((2 * tp.sum() / (2 * tp.sum() + fp.sum() + fn.sum())).item(), 4))

logits = torch.tensor([[0.2, -1.0, 2.0], [1.5, 0.3, -0.7]])
targets = torch.tensor([[1.0, 0.0, 1.0], [0.0, 1.0, 0.0]])
print(nn.BCEWithLogitsLoss()(logits, targets), nn.BCEWithLogitsLoss(reduction='none')(logits, targets))
print(nn.BCEWithLogitsLoss(weight=torch.tensor([1.0, 2.0, 0.5]))(logits, targets))
print(nn.BCELoss()(torch.sigmoid(logits), targets))
print(nn.MultiLabelSoftMarginLoss()(logits, targets))
print(nn.MultiLabelSoftMarginLoss(weight=torch.tensor([1.0, 2.0, 0.5]), reduction='none')(logits, targets))
# MultiLabelMarginLoss takes target class indices, ended by -1
idx_targets = torch.tensor([[0, 2, -1], [1, -1, 0]])
print(nn.MultiLabelMarginLoss()(logits, idx_targets), nn.MultiLabelMarginLoss(reduction='none')(logits, idx_targets))
try:
    nn.BCEWithLogitsLoss()(logits, targets[:, :2])
except ValueError as e:
    print('ValueError:', e)
