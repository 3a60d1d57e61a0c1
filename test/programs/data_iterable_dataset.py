# An IterableDataset streaming synthetic samples, ConcatDataset of two map-style datasets, and default_collate.
import torch
from torch.utils.data import ConcatDataset, DataLoader, IterableDataset, TensorDataset
from torch.utils.data import default_collate


class Counter(IterableDataset):
    def __init__(self, start, end):
        self.start, self.end = start, end

    def __iter__(self):
        for i in range(self.start, self.end):
            yield torch.tensor([i, i * i]), i % 2


stream = Counter(0, 7)
print([x.tolist() for x, _ in stream][:3])
for xb, yb in DataLoader(stream, batch_size=3):
    print(xb.tolist(), yb)
print("drop_last:", [xb.shape[0] for xb, _ in DataLoader(stream, batch_size=3, drop_last=True)])


class RandomWalk(IterableDataset):
    def __iter__(self):
        g = torch.Generator().manual_seed(11)
        pos = torch.zeros(2)
        for _ in range(6):
            pos = pos + torch.randn(2, generator=g)
            yield pos.clone()


print("\nrandom walk batches:")
for batch in DataLoader(RandomWalk(), batch_size=4):
    print(batch)

print("\nConcatDataset:")
a = TensorDataset(torch.arange(3.0), torch.zeros(3, dtype=torch.long))
b = TensorDataset(torch.arange(10.0, 14.0), torch.ones(4, dtype=torch.long))
both = ConcatDataset([a, b])
print(len(both), both[2], both[3], both.cumulative_sizes)
for xb, yb in DataLoader(both, batch_size=4, shuffle=True, generator=torch.Generator().manual_seed(0)):
    print(xb, yb)

print("\ndefault_collate:")
print(default_collate([torch.tensor([1, 2]), torch.tensor([3, 4])]))
print(default_collate([(1, 2.0, "a"), (3, 4.0, "b")]))
print(default_collate([{"x": torch.ones(2), "n": [1, 2]}, {"x": torch.zeros(2), "n": [3, 4]}]))
