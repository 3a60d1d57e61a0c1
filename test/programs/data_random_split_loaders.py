# Train/validation/test splits with random_split, per-split DataLoaders, and a reproducible shuffle via generators.
import torch
from torch.utils.data import DataLoader, Dataset, random_split, Subset


class SquaresDataset(Dataset):
    def __init__(self, n):
        self.x = torch.arange(n, dtype=torch.float32).unsqueeze(1)
        self.y = self.x ** 2

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i], self.y[i]


full = SquaresDataset(23)
train_size = int(0.7 * len(full))
val_size = int(0.15 * len(full))
test_size = len(full) - train_size - val_size
print("sizes:", train_size, val_size, test_size)
generator = torch.Generator().manual_seed(42)
train_ds, val_ds, test_ds = random_split(full, [train_size, val_size, test_size], generator=generator)
print(type(train_ds).__name__, len(train_ds), len(val_ds), len(test_ds))
print("val indices:", val_ds.indices)
print("test sample:", test_ds[0])

parts = random_split(full, [0.8, 0.2], generator=torch.Generator().manual_seed(0))
print("fraction split:", [len(p) for p in parts])
try:
    random_split(full, [10, 10])
except ValueError as e:
    print("ValueError:", e)

g = torch.Generator()
g.manual_seed(0)
train_loader = DataLoader(train_ds, batch_size=4, shuffle=True, generator=g, drop_last=True)
val_loader = DataLoader(val_ds, batch_size=4)
print("train batches:", len(train_loader), "val batches:", len(val_loader))
for i, (xb, yb) in enumerate(train_loader):
    if i < 2:
        print(f"batch {i}: x={xb.squeeze(1).tolist()} y={yb.squeeze(1).tolist()}")
print("train loader len in samples:", len(train_loader.dataset))

g.manual_seed(0)
first = [xb.squeeze(1).tolist() for xb, _ in train_loader][0]
print("same first batch with the same seed:", first)

model = torch.nn.Linear(1, 1)
with torch.no_grad():
    total, n = 0.0, 0
    for xb, yb in val_loader:
        total += torch.nn.functional.mse_loss(model(xb), yb, reduction="sum").item()
        n += xb.size(0)
print("val samples:", n)

even = Subset(full, list(range(0, 23, 2)))
nested = Subset(even, [0, 1, 2])
print("nested subset:", [nested[i][0].item() for i in range(len(nested))])
print(next(iter(DataLoader(even, batch_size=3, shuffle=False)))[0].T)
