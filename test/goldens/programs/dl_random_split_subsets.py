# Splitting a dataset: random_split by counts and fractions, Subset, ConcatDataset, ChainDataset, TensorDataset.
import warnings

import torch
from torch.utils.data import (ChainDataset, ConcatDataset, DataLoader, IterableDataset, Subset, TensorDataset,
                              random_split)

data = TensorDataset(torch.arange(10).float(), torch.arange(10) % 3)
print(len(data), data[4], data.tensors[0].shape)

train, val = random_split(data, [8, 2], generator=torch.Generator().manual_seed(42))
print(type(train).__name__, len(train), len(val), train.indices, val.indices)
print([train[i][0].item() for i in range(len(train))])

train, val, test = random_split(range(30), [0.7, 0.2, 0.1], generator=torch.Generator().manual_seed(1))
print(len(train), len(val), len(test), list(test))
parts = random_split(range(11), [0.5, 0.25, 0.25], generator=torch.Generator().manual_seed(0))
print([len(p) for p in parts], [list(p) for p in parts])

torch.manual_seed(7)
a, b = random_split(range(6), [3, 3])
print(list(a), list(b))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    parts = random_split(range(2), [0.5, 0.4, 0.1])
    print([len(p) for p in parts], [str(x.message) for x in w])
for bad in ([5, 6], [0.5, 0.6], [1.5, -0.5]):
    try:
        random_split(range(10), bad)
    except ValueError as e:
        print("ValueError:", e)

sub = Subset(data, [0, 2, 4, 6])
print(len(sub), sub[1], sub[-1])
nested = Subset(sub, [3, 0])
print([nested[i][0].item() for i in range(len(nested))])

more = TensorDataset(torch.arange(100, 104).float(), torch.zeros(4, dtype=torch.long))
both = ConcatDataset([data, more])
print(len(both), both.cumulative_sizes, both[9], both[10], both[-1])
plus = data + more
print(type(plus).__name__, len(plus))
try:
    both[-20]
except ValueError as e:
    print("ValueError:", e)
for xb, yb in DataLoader(both, batch_size=5):
    print(xb.tolist(), yb.tolist())


class Count(IterableDataset):
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    def __iter__(self):
        yield from range(self.lo, self.hi)

    def __len__(self):
        return self.hi - self.lo


chain = ChainDataset([Count(0, 3), Count(10, 12)])
print(list(chain), len(chain))
print(list(Count(0, 2) + Count(5, 6)))
print(list(DataLoader(chain, batch_size=2)), len(DataLoader(chain, batch_size=2)))
try:
    TensorDataset(torch.zeros(3), torch.zeros(4))
except AssertionError as e:
    print("AssertionError:", e)
try:
    ConcatDataset([])
except AssertionError as e:
    print("AssertionError:", e)
