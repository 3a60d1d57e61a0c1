# random_split, Subset and the samplers that decide which indices a DataLoader visits.
import torch
from torch.utils.data import (BatchSampler, DataLoader, RandomSampler, SequentialSampler, Subset, TensorDataset,
                              WeightedRandomSampler, random_split)

data = TensorDataset(torch.arange(12).float(), torch.arange(12) * 10)

train, val = random_split(data, [9, 3], generator=torch.Generator().manual_seed(0))
print("split sizes:", len(train), len(val))
print("train indices:", sorted(train.indices))
print("val indices:", sorted(val.indices))
print("val[0]:", val[0])

parts = random_split(range(10), [0.5, 0.3, 0.2], generator=torch.Generator().manual_seed(1))
print("fractional split:", [len(p) for p in parts], [list(p) for p in parts])

sub = Subset(data, [0, 2, 4])
print("subset:", len(sub), [sub[i][1].item() for i in range(len(sub))])

print("\nSequentialSampler:", list(SequentialSampler(range(5))))
g = torch.Generator().manual_seed(3)
print("RandomSampler:", list(RandomSampler(range(6), generator=g)))
g = torch.Generator().manual_seed(3)
print("with replacement:", list(RandomSampler(range(6), replacement=True, num_samples=8, generator=g)))
print("BatchSampler:", list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))
print("BatchSampler drop_last:", list(BatchSampler(range(7), batch_size=3, drop_last=True)))

g = torch.Generator().manual_seed(5)
weights = [0.1, 0.1, 5.0, 0.1]
sampled = list(WeightedRandomSampler(weights, num_samples=10, replacement=True, generator=g))
print("weighted:", sampled)

print("\nA DataLoader over a sampler:")
loader = DataLoader(data, batch_size=4, sampler=[11, 0, 5, 3, 8])
for xb, yb in loader:
    print(xb, yb)

print("\nA DataLoader over a batch_sampler:")
for xb, yb in DataLoader(data, batch_sampler=[[0, 1], [5, 6, 7], [11]]):
    print(xb.tolist(), yb.tolist())
