# What default_collate makes of different sample types, and custom collate_fns (padding, dicts, numpy).
import collections

import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset
from torch.utils.data.dataloader import default_collate
from torch.nn.utils.rnn import pad_sequence

Sample = collections.namedtuple("Sample", ["features", "label", "name"])


class Records(Dataset):
    def __init__(self, kind):
        self.kind = kind

    def __len__(self):
        return 5

    def __getitem__(self, i):
        if self.kind == "dict":
            return {"x": torch.full((2,), float(i)), "y": i, "meta": {"id": f"r{i}", "w": i * 0.5}}
        if self.kind == "namedtuple":
            return Sample(torch.tensor([i, i + 1]), i % 2, f"s{i}")
        if self.kind == "numpy":
            return np.arange(3, dtype=np.float32) * i, np.int64(i)
        if self.kind == "list":
            return [i, float(i) / 2, True]
        return torch.tensor(i), "text%d" % i


for kind in ["dict", "namedtuple", "numpy", "list", "strings"]:
    loader = DataLoader(Records(kind), batch_size=3)
    for batch in loader:
        print(kind, type(batch).__name__, batch)

print(default_collate([1.5, 2.5]).dtype, default_collate([1, 2]).dtype, default_collate([True, False]))
print(default_collate([np.array([1, 2]), np.array([3, 4])]))
print(default_collate([np.float64(1.0), np.float64(2.0)]))
print(default_collate([(torch.zeros(2), {"a": 1}), (torch.ones(2), {"a": 2})]))

sentences = [[4, 8, 15], [16, 23], [42, 7, 9, 1], [5]]


class Tokens(Dataset):
    def __len__(self):
        return len(sentences)

    def __getitem__(self, i):
        return torch.tensor(sentences[i]), len(sentences[i])


def pad_collate(batch):
    seqs, lengths = zip(*batch)
    padded = pad_sequence(seqs, batch_first=True, padding_value=0)
    return padded, torch.tensor(lengths)


for padded, lengths in DataLoader(Tokens(), batch_size=2, collate_fn=pad_collate):
    print(padded, lengths)

for batch in DataLoader(Tokens(), batch_size=4, collate_fn=lambda b: b):
    print([(t.tolist(), n) for t, n in batch])

for batch in DataLoader(Tokens(), batch_size=None):
    print(batch)

try:
    next(iter(DataLoader(Tokens(), batch_size=2)))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    default_collate([[1, 2], [3]])
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    default_collate([object(), object()])
except TypeError as e:
    print("TypeError:", str(e).split(";")[0])
