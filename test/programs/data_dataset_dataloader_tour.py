import torch
from torch.utils.data import DataLoader, Dataset, TensorDataset, random_split, Subset
torch.manual_seed(0)
class Squares(Dataset):
    def __init__(self, n):
        self.x = torch.arange(n, dtype=torch.float32)
    def __len__(self):
        return len(self.x)
    def __getitem__(self, i):
        return self.x[i], self.x[i] ** 2
ds = Squares(10)
print(len(ds), ds[3])
dl = DataLoader(ds, batch_size=4, shuffle=False)
for xb, yb in dl:
    print(xb, yb)
dl2 = DataLoader(ds, batch_size=3, shuffle=True, drop_last=True)
for i, (xb, yb) in enumerate(dl2):
    print(i, xb.tolist())
td = TensorDataset(torch.randn(8, 2), torch.randint(0, 3, (8,)))
a, b = random_split(td, [6, 2])
print(len(a), len(b), a.indices if hasattr(a, "indices") else None)
for xb, yb in DataLoader(a, batch_size=4):
    print(xb.shape, yb)
print(next(iter(DataLoader(td, batch_size=2)))[1])
sub = Subset(ds, [1, 3, 5])
print([sub[i][1].item() for i in range(len(sub))])
def collate(batch):
    xs, ys = zip(*batch)
    return torch.stack(xs), torch.stack(ys).sum()
print(list(DataLoader(ds, batch_size=5, collate_fn=collate)))
dl3 = DataLoader([{"a": torch.tensor(i), "b": i * 1.5} for i in range(4)], batch_size=2)
for batch in dl3:
    print(batch)
print(len(DataLoader(ds, batch_size=3)), len(DataLoader(ds, batch_size=3, drop_last=True)))
g = torch.Generator().manual_seed(42)
print(torch.randperm(5, generator=g), list(DataLoader(range(6), batch_size=2, shuffle=True, generator=torch.Generator().manual_seed(1))))
