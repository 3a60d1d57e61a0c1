# A three-class MLP on synthetic ring data, trained in mini-batches with Adam and CrossEntropyLoss.
import math
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(2)
per_class = 40
points, targets = [], []
for c in range(3):
    radius = 1.0 + c + 0.2 * torch.randn(per_class)
    angle = 2 * math.pi * torch.rand(per_class)
    points.append(torch.stack([radius * torch.cos(angle), radius * torch.sin(angle)], dim=1))
    targets.append(torch.full((per_class,), c, dtype=torch.long))
X = torch.cat(points)
Y = torch.cat(targets)
print(X.shape, Y.shape, torch.bincount(Y))

loader = DataLoader(TensorDataset(X, Y), batch_size=16, shuffle=True, generator=torch.Generator().manual_seed(3))

model = nn.Sequential(
    nn.Linear(2, 16),
    nn.ReLU(),
    nn.Linear(16, 16),
    nn.Tanh(),
    nn.Linear(16, 3),
)
print(model)
print("parameters:", sum(p.numel() for p in model.parameters()))

optimizer = torch.optim.Adam(model.parameters(), lr=0.02)
loss_fn = nn.CrossEntropyLoss()

for epoch in range(15):
    total, correct, seen = 0.0, 0, 0
    for xb, yb in loader:
        logits = model(xb)
        loss = loss_fn(logits, yb)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item() * len(xb)
        correct += (logits.argmax(dim=1) == yb).sum().item()
        seen += len(xb)
    if epoch % 3 == 2:
        print(f"epoch {epoch + 1:2d} | loss {total / seen:.4f} | acc {correct / seen:.2%}")

model.eval()
with torch.no_grad():
    logits = model(X)
    pred = logits.argmax(1)
print("final accuracy:", (pred == Y).float().mean().item())
print("softmax of the first three points:")
print(torch.softmax(logits[:3], dim=1))
