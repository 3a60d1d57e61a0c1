# Custom Dataset, Sampler and collate_fn
import torch
from torch.utils.data import Dataset, DataLoader, Sampler, SubsetRandomSampler, WeightedRandomSampler, BatchSampler, SequentialSampler, random_split, ConcatDataset, TensorDataset
from torch.nn.utils.rnn import pad_sequence


class SeqDataset(Dataset):
    def __init__(self, n):
        g = torch.Generator().manual_seed(0)
        self.data = [torch.arange(1, int(torch.randint(1, 6, (1,), generator=g)) + 1) * (i + 1) for i in range(n)]
        self.labels = [i % 3 for i in range(n)]

    def __len__(self):
        return len(self.data)

    def __getitem__(self, idx):
        return self.data[idx], self.labels[idx]


def collate(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    return pad_sequence(seqs, batch_first=True, padding_value=0), lengths, torch.tensor(labels)


class EvenFirstSampler(Sampler):
    def __init__(self, data_source):
        self.n = len(data_source)

    def __iter__(self):
        return iter(list(range(0, self.n, 2)) + list(range(1, self.n, 2)))

    def __len__(self):
        return self.n


ds = SeqDataset(7)
print(len(ds), ds[2])
for seqs, lengths, labels in DataLoader(ds, batch_size=3, sampler=EvenFirstSampler(ds), collate_fn=collate):
    print(seqs, lengths, labels)
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=True)))
torch.manual_seed(0)
print(list(SubsetRandomSampler([10, 11, 12, 13])))
print(list(WeightedRandomSampler([0.1, 0.9, 0.0, 0.5], num_samples=6, replacement=True)))
loader = DataLoader(ds, batch_size=2, shuffle=True, collate_fn=collate, drop_last=True)
print(len(loader))
for seqs, lengths, labels in loader:
    print(seqs.shape, lengths.tolist(), labels.tolist())
tds = TensorDataset(torch.arange(10.0).view(5, 2), torch.arange(5))
print(tds[1], len(tds))
a, b = random_split(tds, [3, 2], generator=torch.Generator().manual_seed(42))
print(a.indices, b.indices, len(a))
cat = ConcatDataset([tds, tds])
print(len(cat), cat[7], cat.cumulative_sizes)
for x, y in DataLoader(tds, batch_size=2):
    print(x, y)
print(next(iter(DataLoader([{"a": 1, "b": torch.tensor([1.0])}, {"a": 2, "b": torch.tensor([2.0])}], batch_size=2))))
print(next(iter(DataLoader([(1, "x"), (2, "y")], batch_size=2))))
