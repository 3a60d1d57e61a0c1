# batch_sampler and sampler given explicitly: BatchSampler, SequentialSampler, RandomSampler, and a bucketing
# batch sampler, plus the argument clashes DataLoader rejects.
import torch
from torch.utils.data import BatchSampler, DataLoader, RandomSampler, Sampler, SequentialSampler, SubsetRandomSampler

data = [torch.full((n,), n) for n in (5, 1, 3, 2, 4, 1, 2, 5)]


class LengthBuckets(Sampler):
    def __init__(self, lengths, batch_size):
        self.order = sorted(range(len(lengths)), key=lambda i: lengths[i])
        self.batch_size = batch_size

    def __iter__(self):
        for i in range(0, len(self.order), self.batch_size):
            yield self.order[i:i + self.batch_size]

    def __len__(self):
        return (len(self.order) + self.batch_size - 1) // self.batch_size


bs = LengthBuckets([len(d) for d in data], 3)
loader = DataLoader(data, batch_sampler=bs, collate_fn=lambda b: torch.stack(b) if len({len(t) for t in b}) == 1 else [t.tolist() for t in b])
print(len(loader))
for b in loader:
    print(b)
print(list(BatchSampler(SequentialSampler(range(10)), batch_size=3, drop_last=False)))
print(list(BatchSampler(SequentialSampler(range(10)), batch_size=3, drop_last=True)))
print(len(BatchSampler(range(10), 4, False)), len(BatchSampler(range(10), 4, True)))
g = torch.Generator().manual_seed(7)
print(list(RandomSampler(range(6), generator=g)))
print(list(RandomSampler(range(4), replacement=True, num_samples=6, generator=g)))
print(list(SubsetRandomSampler([10, 20, 30, 40], generator=g)))
loader = DataLoader(range(10), sampler=SequentialSampler(range(10)), batch_size=4)
print([b.tolist() for b in loader])
for kwargs in ({"batch_sampler": bs, "batch_size": 2}, {"batch_sampler": bs, "shuffle": True},
               {"sampler": SequentialSampler(data), "shuffle": True}, {"batch_sampler": bs, "drop_last": True},
               {"batch_size": None, "drop_last": True}):
    try:
        DataLoader(data, **kwargs)
    except ValueError as e:
        print("ValueError:", e)
try:
    BatchSampler(range(3), batch_size=0, drop_last=False)
except ValueError as e:
    print("ValueError:", e)
try:
    BatchSampler(range(3), batch_size=2, drop_last=1)
except ValueError as e:
    print("ValueError:", e)
try:
    RandomSampler(range(3), num_samples=0)
except ValueError as e:
    print("ValueError:", e)
