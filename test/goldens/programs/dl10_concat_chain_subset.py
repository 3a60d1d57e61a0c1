# ConcatDataset, ChainDataset and Subset together, including the + operator and negative indices.
import torch
from torch.utils.data import (ChainDataset, ConcatDataset, DataLoader, Dataset, IterableDataset, Subset,
                              TensorDataset)


class Squares(Dataset):
    def __init__(self, n, offset=0):
        self.n, self.offset = n, offset

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return torch.tensor([self.offset + i, (self.offset + i) ** 2])


class Count(IterableDataset):
    def __init__(self, start, stop):
        self.start, self.stop = start, stop

    def __iter__(self):
        return iter(range(self.start, self.stop))


a, b = Squares(3), Squares(4, offset=10)
cat = ConcatDataset([a, b])
print(len(cat), cat.cumulative_sizes, cat[2], cat[3], cat[-1])
both = a + b
print(type(both).__name__, len(both))
print(torch.stack([both[i] for i in range(len(both))]))
for x in DataLoader(cat, batch_size=3, shuffle=False):
    print(x.tolist())
chain = ChainDataset([Count(0, 3), Count(10, 12)])
print(list(chain))
print(list(Count(0, 2) + Count(5, 7)))
print([b.tolist() for b in DataLoader(chain, batch_size=2)])
sub = Subset(cat, range(1, 6, 2))
print(len(sub), [sub[i].tolist() for i in range(len(sub))])
try:
    cat[7]
except IndexError as e:
    print("IndexError:", e)
try:
    cat[-8]
except ValueError as e:
    print("ValueError:", e)
try:
    ConcatDataset([])
except AssertionError as e:
    print("AssertionError:", e)
try:
    ConcatDataset([Count(0, 2)])
except AssertionError as e:
    print("AssertionError:", e)
try:
    len(chain)
except TypeError as e:
    print("TypeError:", e)
td = TensorDataset(torch.zeros(3, 2), torch.ones(3))
print(len(td), td[1], len(td.tensors))
try:
    TensorDataset(torch.zeros(3), torch.zeros(4))
except AssertionError as e:
    print("AssertionError:", e)
