# Datasets with __getitems__ (batched reads), custom Sampler subclasses, a plain list as sampler, and a
# StackDataset/dict dataset; what the loader asks each for.
import torch
from torch.utils.data import BatchSampler, DataLoader, Dataset, RandomSampler, Sampler, SequentialSampler


class Batched(Dataset):
    def __init__(self):
        self.calls = []

    def __len__(self):
        return 7

    def __getitem__(self, i):
        self.calls.append(("item", i))
        return i * 10

    def __getitems__(self, indices):
        self.calls.append(("items", list(indices)))
        return [i * 10 for i in indices]


ds = Batched()
print([b.tolist() for b in DataLoader(ds, batch_size=3)])
print(ds.calls)
ds.calls.clear()
print(list(DataLoader(ds, batch_size=None))[:3])
print(ds.calls[:3])


class EvensThenOdds(Sampler):
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return iter(list(range(0, self.n, 2)) + list(range(1, self.n, 2)))

    def __len__(self):
        return self.n


class Reversed(Sampler):
    def __init__(self, data_source):
        self.data_source = data_source

    def __iter__(self):
        return iter(range(len(self.data_source) - 1, -1, -1))

    def __len__(self):
        return len(self.data_source)


data = list(range(100, 107))
print([b.tolist() for b in DataLoader(data, batch_size=3, sampler=EvensThenOdds(7))])
print([b.tolist() for b in DataLoader(data, batch_size=2, sampler=Reversed(data), drop_last=True)])
print([b.tolist() for b in DataLoader(data, batch_size=2, sampler=[6, 0, 3])])
print([b.tolist() for b in DataLoader(data, batch_sampler=[[0, 1], [5], [2, 3, 4]])])
print(len(DataLoader(data, batch_size=2, sampler=EvensThenOdds(7))))
loader = DataLoader(data, batch_size=3, shuffle=True, generator=torch.Generator().manual_seed(9))
print(type(loader.sampler).__name__, type(loader.batch_sampler).__name__, loader.batch_size, loader.drop_last)
print([b.tolist() for b in loader])
loader = DataLoader(data, batch_size=None)
print(type(loader.sampler).__name__, loader.batch_sampler, len(loader))
loader = DataLoader(data, batch_sampler=BatchSampler(RandomSampler(data, generator=torch.Generator().manual_seed(2)), 4, True))
print(loader.batch_size, loader.drop_last, [b.tolist() for b in loader])
seq = SequentialSampler(data)
print(list(BatchSampler(seq, 3, drop_last=False)), list(BatchSampler(seq, 3, drop_last=True)))
