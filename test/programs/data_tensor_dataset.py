# TensorDataset and DataLoader basics: batching, shuffling with a generator, drop_last and len().
import torch
from torch.utils.data import DataLoader, TensorDataset

features = torch.arange(20, dtype=torch.float32).reshape(10, 2)
labels = torch.arange(10) % 3
ds = TensorDataset(features, labels)
print("len:", len(ds))
print("ds[3]:", ds[3])
print("tensors:", [t.shape for t in ds.tensors])

print("\nIn order, batch_size=4:")
for i, (xb, yb) in enumerate(DataLoader(ds, batch_size=4)):
    print(i, xb.tolist(), yb)

print("\ndrop_last=True:")
loader = DataLoader(ds, batch_size=4, drop_last=True)
print("batches:", len(loader))
for xb, yb in loader:
    print(xb.shape, yb.shape)

print("\nShuffled with a seeded generator (same order twice):")
for _ in range(2):
    g = torch.Generator()
    g.manual_seed(42)
    order = [yb.tolist() for _, yb in DataLoader(ds, batch_size=3, shuffle=True, generator=g)]
    print(order)

print("\nShuffled with the global seed:")
torch.manual_seed(7)
for xb, yb in DataLoader(ds, batch_size=5, shuffle=True):
    print(xb[:, 0])

print("\nbatch_size=None yields samples one by one:")
for x, y in DataLoader(TensorDataset(torch.tensor([1.5, 2.5]), torch.tensor([0, 1])), batch_size=None):
    print(x, y)
