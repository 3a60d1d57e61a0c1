# torch.utils.data recipes: TensorDataset, random_split with a seeded generator and with fractions, Subset,
# ConcatDataset, the samplers (Sequential, Random, SubsetRandom, WeightedRandom, Batch) and default_collate on
# tuples, dicts and namedtuples, and a custom collate_fn padding sequences.
import collections

import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import (BatchSampler, ConcatDataset, DataLoader, RandomSampler, SequentialSampler, Subset,
                              SubsetRandomSampler, TensorDataset, WeightedRandomSampler, random_split)
from torch.utils.data.dataloader import default_collate

features = torch.arange(20.0).reshape(10, 2)
targets = torch.arange(10) % 3
dataset = TensorDataset(features, targets)
print(len(dataset), dataset[3])
train, val = random_split(dataset, [7, 3], generator=torch.Generator().manual_seed(42))
print(train.indices, val.indices, len(train), val[0])
parts = random_split(range(10), [0.5, 0.3, 0.2], generator=torch.Generator().manual_seed(1))
print([list(p) for p in parts])
sub = Subset(dataset, [9, 0, 4])
print(len(sub), sub[0], [t.item() for _, t in sub])
both = ConcatDataset([sub, TensorDataset(torch.zeros(2, 2), torch.ones(2, dtype=torch.long))])
print(len(both), both.cumulative_sizes, both[3], both[-1])

print(list(SequentialSampler(range(5))))
print(list(RandomSampler(range(6), generator=torch.Generator().manual_seed(0))))
print(list(RandomSampler(range(4), replacement=True, num_samples=7, generator=torch.Generator().manual_seed(0))))
print(list(SubsetRandomSampler([10, 20, 30, 40], generator=torch.Generator().manual_seed(0))))
print(list(WeightedRandomSampler([0.1, 0.9, 0.4, 0.7], 6, generator=torch.Generator().manual_seed(0))))
print(list(WeightedRandomSampler([0.0, 1.0, 1.0], 2, replacement=False, generator=torch.Generator().manual_seed(0))))
print(list(BatchSampler(SequentialSampler(range(10)), batch_size=4, drop_last=False)))
print(list(BatchSampler(SequentialSampler(range(10)), batch_size=4, drop_last=True)))

Point = collections.namedtuple("Point", ["x", "y"])
print(default_collate([(1, 2.0), (3, 4.0)]))
print(default_collate([{"a": torch.ones(2), "b": 1}, {"a": torch.zeros(2), "b": 2}]))
print(default_collate([Point(1, torch.tensor(1.0)), Point(2, torch.tensor(2.0))]))
print(default_collate([[1, 2], [3, 4]]), default_collate(["a", "b"]))

sequences = [torch.tensor([1, 2, 3]), torch.tensor([4]), torch.tensor([5, 6])]


def pad_collate(batch):
    lengths = torch.tensor([len(s) for s in batch])
    return pad_sequence(batch, batch_first=True, padding_value=0), lengths


for padded, lengths in DataLoader(sequences, batch_size=2, collate_fn=pad_collate):
    print(padded, lengths)
loader = DataLoader(dataset, batch_size=4, sampler=SubsetRandomSampler(range(8), generator=torch.Generator().manual_seed(3)))
for x, y in loader:
    print(x[:, 0].tolist(), y.tolist())
print(len(loader), len(DataLoader(dataset, batch_size=4, drop_last=True)))
