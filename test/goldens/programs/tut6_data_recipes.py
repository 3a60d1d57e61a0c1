# torch.utils.data recipes: custom Dataset, collate_fn, samplers, random_split, num_workers=0
import torch
from torch.utils.data import (Dataset, DataLoader, TensorDataset, random_split, Subset, ConcatDataset,
                              SequentialSampler, RandomSampler, BatchSampler, WeightedRandomSampler,
                              SubsetRandomSampler, IterableDataset, default_collate)
from torch.nn.utils.rnn import pad_sequence

torch.manual_seed(0)

class SquaresDataset(Dataset):
    def __init__(self, n):
        self.x = torch.arange(n, dtype=torch.float32)

    def __len__(self):
        return len(self.x)

    def __getitem__(self, idx):
        return {"x": self.x[idx], "y": self.x[idx] ** 2, "name": f"item{idx}"}

ds = SquaresDataset(10)
print(len(ds), ds[3])
loader = DataLoader(ds, batch_size=4, shuffle=False, num_workers=0)
for batch in loader:
    print(batch)

g = torch.Generator()
g.manual_seed(42)
loader = DataLoader(ds, batch_size=3, shuffle=True, generator=g)
print([b["x"].tolist() for b in loader])

class VarLenDataset(Dataset):
    def __init__(self):
        self.data = [torch.randint(0, 10, (n,)) for n in (3, 5, 2, 4)]
        self.labels = torch.tensor([0, 1, 0, 1])

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i], self.labels[i]

def collate_batch(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    padded = pad_sequence(seqs, batch_first=True, padding_value=0)
    return padded, lengths, torch.stack(labels)

for padded, lengths, labels in DataLoader(VarLenDataset(), batch_size=2, collate_fn=collate_batch):
    print(padded, lengths, labels)

tds = TensorDataset(torch.randn(10, 3), torch.arange(10))
train, val = random_split(tds, [7, 3], generator=torch.Generator().manual_seed(1))
print(len(train), len(val), train.indices, val.indices)
parts = random_split(range(10), [0.5, 0.3, 0.2], generator=torch.Generator().manual_seed(0))
print([list(p) for p in parts])
print(Subset(tds, [0, 2])[1][1], len(ConcatDataset([tds, tds])), ConcatDataset([tds, ds]).cumulative_sizes)

print(list(SequentialSampler(range(5))))
print(list(RandomSampler(range(5), generator=torch.Generator().manual_seed(3))))
print(list(RandomSampler(range(5), replacement=True, num_samples=7, generator=torch.Generator().manual_seed(3))))
print(list(BatchSampler(SequentialSampler(range(10)), batch_size=3, drop_last=False)))
print(list(BatchSampler(SequentialSampler(range(10)), batch_size=3, drop_last=True)))
w = WeightedRandomSampler([0.1, 0.9, 0.4, 0.7], num_samples=8, replacement=True,
                          generator=torch.Generator().manual_seed(5))
print(list(w))
print(list(SubsetRandomSampler([10, 20, 30, 40], generator=torch.Generator().manual_seed(7))))

loader = DataLoader(tds, batch_sampler=BatchSampler(RandomSampler(tds, generator=torch.Generator().manual_seed(2)),
                                                     batch_size=4, drop_last=False))
for xb, yb in loader:
    print(xb.shape, yb)

class Stream(IterableDataset):
    def __init__(self, start, end):
        self.start, self.end = start, end

    def __iter__(self):
        return iter(range(self.start, self.end))

print(list(DataLoader(Stream(3, 10), batch_size=3)))
print(default_collate([(1, 2.0, "a"), (3, 4.0, "b")]))
print(default_collate([torch.ones(2), torch.zeros(2)]))
print(default_collate([{"a": 1, "b": [1, 2]}, {"a": 2, "b": [3, 4]}]))
print(len(DataLoader(ds, batch_size=4)), len(DataLoader(ds, batch_size=4, drop_last=True)))
loader = DataLoader(TensorDataset(torch.arange(6.)), batch_size=None)
print([t for t in loader][:3])
