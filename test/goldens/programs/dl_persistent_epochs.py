# Multi-epoch loading with workers: persistent workers keep their state, shuffling reseeds per epoch,
# DistributedSampler.set_epoch changes each rank's order, and len() of every kind of loader.
import warnings

import torch
from torch.utils.data import DataLoader, Dataset, DistributedSampler, IterableDataset, get_worker_info

warnings.filterwarnings("ignore", message="This DataLoader will create")


class Counting(Dataset):
    """Counts how many items each copy of the dataset has served (a worker keeps its own copy)."""

    def __init__(self, n):
        self.n = n
        self.served = 0

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        self.served += 1
        info = get_worker_info()
        return i, -1 if info is None else info.id, self.served


torch.manual_seed(0)
ds = Counting(8)
for persistent in (False, True):
    loader = DataLoader(ds, batch_size=2, shuffle=True, num_workers=2, persistent_workers=persistent)
    for epoch in range(3):
        rows = [(i.tolist(), w.tolist(), s.tolist()) for i, w, s in loader]
        print(persistent, epoch, rows)
print("main copy served:", ds.served)
loader = DataLoader(ds, batch_size=3, num_workers=0)
for epoch in range(2):
    print([s.tolist() for _, _, s in loader])

for rank in range(3):
    sampler = DistributedSampler(list(range(10)), num_replicas=3, rank=rank, shuffle=True, seed=42)
    orders = []
    for epoch in range(3):
        sampler.set_epoch(epoch)
        orders.append(list(sampler))
    print("rank", rank, orders, len(sampler))
for drop_last in (False, True):
    sampler = DistributedSampler(list(range(11)), num_replicas=4, rank=3, shuffle=False, drop_last=drop_last)
    loader = DataLoader(list(range(11)), batch_size=2, sampler=sampler)
    print(drop_last, list(sampler), len(sampler), [b.tolist() for b in loader], len(loader))
try:
    DistributedSampler(list(range(4)), num_replicas=2, rank=2)
except ValueError as e:
    print("ValueError:", e)


class Sized(IterableDataset):
    def __iter__(self):
        return iter(range(10))

    def __len__(self):
        return 10


print(len(DataLoader(list(range(10)), batch_size=3)), len(DataLoader(list(range(10)), batch_size=3, drop_last=True)),
      len(DataLoader(list(range(10)), batch_size=None)), len(DataLoader(Sized(), batch_size=4)),
      len(DataLoader(Sized(), batch_size=4, drop_last=True)), len(DataLoader(Sized(), batch_size=None)))
it = iter(DataLoader(list(range(10)), batch_size=4))
print(len(it), next(it).tolist(), len(it))
loader = DataLoader(list(range(10)), batch_size=4, num_workers=2, persistent_workers=True)
print(len(loader), [b.tolist() for b in loader], [b.tolist() for b in loader])
loader = DataLoader(list(range(6)), batch_size=2, num_workers=2, prefetch_factor=1)
print(loader.prefetch_factor, [b.tolist() for b in loader])
print(DataLoader(list(range(6)), num_workers=2).prefetch_factor)
