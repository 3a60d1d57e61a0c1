# DataLoader batching of dicts, tuples, strings and variable-length data: default_collate, a custom collate_fn, IterableDataset
from collections import namedtuple

import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader, Dataset, IterableDataset, default_collate

torch.manual_seed(0)


class DictDataset(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return {"x": torch.full((2,), float(i)), "label": i % 2, "name": f"item{i}", "meta": {"idx": i, "w": i * 0.5}}


dl = DataLoader(DictDataset(5), batch_size=2)
for batch in dl:
    print(batch)
print(len(dl), len(DataLoader(DictDataset(5), batch_size=2, drop_last=True)))

Point = namedtuple("Point", ["x", "y"])
print(default_collate([Point(1, 2.0), Point(3, 4.0)]))
print(default_collate([(torch.ones(2), 1), (torch.zeros(2), 0)]))
print(default_collate([[1, 2], [3, 4], [5, 6]]))
print(default_collate([1.5, 2.5]), default_collate([True, False]), default_collate(["a", "b"]))
import numpy as np
print(default_collate([np.array([1.0, 2.0]), np.array([3.0, 4.0])]), default_collate([np.float64(1.0), np.float64(2.0)]))
try:
    default_collate([torch.ones(2), torch.ones(3)])
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    default_collate([{"a": 1}, {"a": 1}, object()])
except TypeError as e:
    print("TypeError:", str(e)[:60])


class Sentences(Dataset):
    def __init__(self):
        self.data = [torch.tensor([3, 1, 4]), torch.tensor([1, 5]), torch.tensor([9, 2, 6, 5]), torch.tensor([3])]
        self.labels = [0, 1, 1, 0]

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i], self.labels[i]


def pad_collate(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    return pad_sequence(seqs, batch_first=True, padding_value=0), lengths, torch.tensor(labels)


for padded, lengths, labels in DataLoader(Sentences(), batch_size=3, collate_fn=pad_collate):
    print(padded, lengths, labels)
try:
    next(iter(DataLoader(Sentences(), batch_size=2)))
except RuntimeError as e:
    print("RuntimeError:", e)
print(next(iter(DataLoader(Sentences(), batch_size=None))))
sorted_dl = DataLoader(Sentences(), batch_sampler=[[3, 1], [0, 2]], collate_fn=pad_collate)
print([p.shape for p, _, _ in sorted_dl])


class Counter(IterableDataset):
    def __init__(self, start, end):
        self.start, self.end = start, end

    def __iter__(self):
        return iter(range(self.start, self.end))


print(list(DataLoader(Counter(3, 10), batch_size=3)))
print(list(DataLoader(Counter(3, 10), batch_size=3, drop_last=True)))
try:
    DataLoader(Counter(0, 4), shuffle=True)
except ValueError as e:
    print("ValueError:", e)
try:
    len(DataLoader(Counter(0, 4)))
except TypeError as e:
    print("TypeError:", e)
g = torch.Generator().manual_seed(7)
print([b.tolist() for b in DataLoader(torch.arange(10), batch_size=4, shuffle=True, generator=g)])
print(list(DataLoader(range(5), batch_size=2)), next(iter(DataLoader([(1, "a"), (2, "b")], batch_size=2))))
