# Splitting a dataset into train/val/test: random_split with lengths and with fractions, Subset indices,
# ConcatDataset and reproducible generators.
import torch
from torch.utils.data import ConcatDataset, DataLoader, Subset, TensorDataset, random_split

torch.manual_seed(0)
X = torch.randn(20, 3)
y = (X.sum(dim=1) > 0).long()
dataset = TensorDataset(X, y)

train, val, test = random_split(dataset, [14, 4, 2], generator=torch.Generator().manual_seed(42))
print(len(train), len(val), len(test))
print(type(train).__name__, train.indices)
print(val.indices, test.indices)

a, b = random_split(dataset, [0.75, 0.25], generator=torch.Generator().manual_seed(1))
print(len(a), len(b), a.indices)
parts = random_split(range(10), [0.34, 0.33, 0.33], generator=torch.Generator().manual_seed(0))
print([len(p) for p in parts], [list(p) for p in parts])

try:
    random_split(dataset, [10, 5])
except ValueError as e:
    print("ValueError:", e)
try:
    random_split(dataset, [0.5, 0.6])
except ValueError as e:
    print("ValueError:", e)

x0, y0 = train[0]
print(x0, y0)
sub = Subset(dataset, [0, 2, 4])
print(len(sub), sub[1][1], sub.indices)
both = ConcatDataset([train, val])
print(len(both), both.cumulative_sizes)
print(torch.equal(both[15][0], val[1][0]))

loader = DataLoader(train, batch_size=5, shuffle=True, generator=torch.Generator().manual_seed(3))
for xb, yb in loader:
    print(xb.shape, yb.tolist())

model = torch.nn.Linear(3, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
for epoch in range(3):
    total = 0.0
    for xb, yb in loader:
        loss = torch.nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(xb)
    with torch.no_grad():
        xv = torch.stack([val[i][0] for i in range(len(val))])
        yv = torch.stack([val[i][1] for i in range(len(val))])
        acc = (model(xv).argmax(1) == yv).float().mean()
    print(f"epoch {epoch}: train loss {total / len(train):.4f} val acc {acc:.2f}")
