# A tour of the samplers a DataLoader can use, each seeded so the order is reproducible.
import torch
from torch.utils.data import (BatchSampler, DataLoader, RandomSampler, SequentialSampler, SubsetRandomSampler,
                              TensorDataset, WeightedRandomSampler)

torch.manual_seed(42)
X = torch.arange(20, dtype=torch.float32).reshape(10, 2)
y = torch.tensor([0, 1, 0, 1, 1, 0, 0, 1, 0, 1])
ds = TensorDataset(X, y)

print("sequential:", list(SequentialSampler(ds)))
print("random:", list(RandomSampler(ds)))
print("random w/ replacement:", list(RandomSampler(ds, replacement=True)))
print("random num_samples=15:", list(RandomSampler(ds, num_samples=15)))
print("random replacement num_samples=40:", list(RandomSampler(ds, replacement=True, num_samples=40)))
g = torch.Generator()
g.manual_seed(123)
print("random with generator:", list(RandomSampler(ds, generator=g)))
print("again (generator advanced):", list(RandomSampler(ds, generator=g)))
print("subset random:", list(SubsetRandomSampler([1, 3, 5, 7, 9])))
weights = [0.1, 0.9, 0.1, 0.9, 0.9, 0.1, 0.1, 0.9, 0.1, 0.9]
ws = WeightedRandomSampler(weights, num_samples=12, replacement=True)
print("weighted:", list(ws), len(ws))
ws2 = WeightedRandomSampler(torch.tensor(weights), num_samples=6, replacement=False)
print("weighted no replacement:", list(ws2))
bs = BatchSampler(RandomSampler(ds), batch_size=3, drop_last=False)
print("batches:", list(bs), len(bs))
bs2 = BatchSampler(SequentialSampler(ds), batch_size=4, drop_last=True)
print("batches drop_last:", list(bs2), len(bs2))

# class-balanced loading: weight each sample by the inverse frequency of its class
counts = torch.bincount(y)
sample_weights = 1.0 / counts[y].double()
print("sample weights:", sample_weights)
sampler = WeightedRandomSampler(sample_weights, num_samples=len(sample_weights), replacement=True)
loader = DataLoader(ds, batch_size=4, sampler=sampler)
for xb, yb in loader:
    print(xb.tolist(), yb.tolist())
print("len(loader) =", len(loader))

loader = DataLoader(ds, batch_sampler=BatchSampler(SubsetRandomSampler(range(0, 10, 2)), 2, False))
for xb, yb in loader:
    print("batch_sampler:", xb[:, 0].tolist(), yb.tolist())
print(len(loader))

for bad in [lambda: RandomSampler(ds, num_samples=0), lambda: RandomSampler(ds, replacement=1),
            lambda: BatchSampler(SequentialSampler(ds), 0, False), lambda: BatchSampler(SequentialSampler(ds), 2, 0),
            lambda: WeightedRandomSampler([1.0, 2.0], num_samples=-1),
            lambda: WeightedRandomSampler([[1.0, 2.0]], num_samples=2)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
