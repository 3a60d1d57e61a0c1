# DataLoader with parallel workers: orders, seeds, sharding, errors and persistent workers, as PyTorch gives them.
import collections
import math

import torch
from torch.utils.data import (BatchSampler, ChainDataset, ConcatDataset, DataLoader, Dataset, DistributedSampler,
                              IterableDataset, SequentialSampler, Subset, SubsetRandomSampler, TensorDataset,
                              default_collate, get_worker_info, random_split)

Pair = collections.namedtuple("Pair", "x y")


class Squares(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return {"i": i, "sq": torch.tensor([float(i * i)]), "name": f"item{i}"}


class WhoLoads(Dataset):
    def __len__(self):
        return 6

    def __getitem__(self, i):
        info = get_worker_info()
        return i, info.id, info.num_workers, info.seed == torch.initial_seed()


class Range(IterableDataset):
    def __init__(self, start, end):
        self.start, self.end = start, end

    def __iter__(self):
        return iter(range(self.start, self.end))


class Sharded(Range):
    def __iter__(self):
        info = get_worker_info()
        if info is None:
            return iter(range(self.start, self.end))
        per = int(math.ceil((self.end - self.start) / info.num_workers))
        lo = self.start + info.id * per
        return iter(range(lo, min(lo + per, self.end)))


class Fails(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        if i == 5:
            raise ValueError(f"bad item {i}")
        return i


torch.manual_seed(0)
squares = Squares(10)
batch = next(iter(DataLoader(squares, batch_size=4, num_workers=2)))
print(batch["i"], batch["sq"].shape, batch["name"])
print([b["i"].tolist() for b in DataLoader(squares, batch_size=3, shuffle=True, num_workers=2)])
g = torch.Generator().manual_seed(7)
print([b["i"].tolist() for b in DataLoader(squares, batch_size=4, shuffle=True, generator=g, num_workers=2)])
print([b["i"].tolist() for b in DataLoader(squares, batch_size=4, drop_last=True, num_workers=2)])
print(len(DataLoader(squares, batch_size=4)), len(DataLoader(squares, batch_size=4, drop_last=True)))

for row in DataLoader(WhoLoads(), batch_size=2, num_workers=2):
    print([t.tolist() for t in row])

print(list(DataLoader(Range(0, 4), num_workers=2)))
print(list(DataLoader(Sharded(3, 10), num_workers=2)))
print(list(DataLoader(Sharded(3, 10), batch_size=2, num_workers=2)))
print(list(DataLoader(Sharded(3, 10), batch_size=None, num_workers=2)))
print(list(DataLoader(Range(0, 5), batch_size=2, drop_last=True, num_workers=2)))

try:
    list(DataLoader(Fails(), batch_size=2, num_workers=2))
except ValueError as e:
    print(type(e).__name__, str(e).splitlines()[0], "| bad item 5" in str(e) or "bad item 5" in str(e))

collate = DataLoader(TensorDataset(torch.arange(6.), torch.arange(6)), batch_size=4, num_workers=2,
                     collate_fn=lambda items: sum(float(a) * int(b) for a, b in items))
print(list(collate))


def init(worker_id):
    torch.manual_seed(100 + worker_id)


print([b.tolist() for b in DataLoader(Range(0, 2), num_workers=2, worker_init_fn=init,
                                      collate_fn=lambda items: torch.randint(0, 1000, (2,)))])

loader = DataLoader(squares, batch_size=5, num_workers=2, persistent_workers=True)
for epoch in range(2):
    print(epoch, [b["i"].tolist() for b in loader])

pairs = [Pair(torch.tensor(i), float(i)) for i in range(3)]
print(default_collate(pairs))
print(default_collate([(1, "a", [2, 3]), (4, "b", [5, 6])]))
print(default_collate([{"a": True}, {"a": False}]))
print(list(DataLoader([(1, 2.5), (3, 4.5)], batch_size=None)))

torch.manual_seed(1)
parts = random_split(range(10), [0.5, 0.3, 0.2])
print([list(p) for p in parts])
parts = random_split(range(7), [3, 4], generator=torch.Generator().manual_seed(42))
print([list(p) for p in parts])
print(list(Subset(range(10, 20), [3, 1])), len(ConcatDataset([range(3), range(4)])), ConcatDataset([range(3), range(4)])[4])
print(list(ChainDataset([Range(0, 2), Range(5, 7)])))
print(list(SubsetRandomSampler([10, 20, 30, 40], generator=torch.Generator().manual_seed(3))))
print(list(BatchSampler(SequentialSampler(range(7)), 3, False)), len(BatchSampler(range(7), 3, True)))
sampler = DistributedSampler(range(10), num_replicas=3, rank=1, shuffle=True, seed=5)
sampler.set_epoch(2)
print(list(sampler), len(sampler))
print(list(DistributedSampler(range(10), num_replicas=3, rank=2, shuffle=False, drop_last=True)))

for bad in (dict(num_workers=-1), dict(persistent_workers=True),
            dict(shuffle=True, sampler=SequentialSampler(squares)), dict(batch_size=None, drop_last=True),
            dict(batch_sampler=BatchSampler(range(10), 2, False), batch_size=3)):
    try:
        DataLoader(squares, **bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    DataLoader(Range(0, 3), shuffle=True)
except ValueError as e:
    print("ValueError:", e)
try:
    default_collate([object(), object()])
except TypeError as e:
    print("TypeError:", str(e).split(";")[0])
