# Samplers: custom Sampler classes, BatchSampler, RandomSampler with replacement and num_samples,
# and a bucketing batch sampler passed as batch_sampler.
import torch
from torch.utils.data import (BatchSampler, DataLoader, RandomSampler, Sampler, SequentialSampler,
                              SubsetRandomSampler, TensorDataset)

torch.manual_seed(0)


class EvenFirstSampler(Sampler):
    def __init__(self, data_source):
        self.n = len(data_source)

    def __iter__(self):
        evens = [i for i in range(self.n) if i % 2 == 0]
        odds = [i for i in range(self.n) if i % 2 == 1]
        return iter(evens + odds)

    def __len__(self):
        return self.n


class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size):
        self.order = sorted(range(len(lengths)), key=lambda i: lengths[i])
        self.batch_size = batch_size

    def __iter__(self):
        for i in range(0, len(self.order), self.batch_size):
            yield self.order[i:i + self.batch_size]

    def __len__(self):
        return (len(self.order) + self.batch_size - 1) // self.batch_size


data = TensorDataset(torch.arange(10).float(), torch.arange(10) % 3)
print(list(EvenFirstSampler(data)))
print(list(SequentialSampler(data)))
print(list(RandomSampler(data)))
print(list(RandomSampler(data, replacement=True, num_samples=4)))
print(list(SubsetRandomSampler([1, 3, 5, 7])))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=True)))
print(len(BatchSampler(range(7), 3, False)), len(BatchSampler(range(7), 3, True)))

loader = DataLoader(data, batch_size=4, sampler=EvenFirstSampler(data))
for xb, yb in loader:
    print(xb, yb)

lengths = [5, 2, 9, 1, 7, 3, 8, 4, 6, 0]
loader = DataLoader(data, batch_sampler=BucketBatchSampler(lengths, 3))
print(len(loader))
for xb, yb in loader:
    print(xb.tolist(), yb.tolist())

try:
    DataLoader(data, batch_size=2, shuffle=True, sampler=EvenFirstSampler(data))
except ValueError as e:
    print("ValueError:", e)
try:
    DataLoader(data, batch_sampler=BucketBatchSampler(lengths, 3), batch_size=2)
except ValueError as e:
    print("ValueError:", e)
try:
    RandomSampler(data, num_samples=0)
except ValueError as e:
    print("ValueError:", e)
