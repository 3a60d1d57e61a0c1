# Variable-length samples: a custom collate_fn that pads, sorts and returns lengths; default_collate on dicts.
import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader, Dataset, SequentialSampler, BatchSampler
from torch.utils.data.dataloader import default_collate


class SentenceDataset(Dataset):
    def __init__(self):
        self.samples = [[1, 2, 3], [4, 5], [6], [7, 8, 9, 10], [11, 12], [13, 14, 15]]
        self.labels = [0, 1, 0, 1, 1, 0]

    def __len__(self):
        return len(self.samples)

    def __getitem__(self, idx):
        return torch.tensor(self.samples[idx]), self.labels[idx]


def pad_collate(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    padded = pad_sequence(seqs, batch_first=True, padding_value=0)
    return padded, torch.tensor(labels), lengths


ds = SentenceDataset()
loader = DataLoader(ds, batch_size=4, collate_fn=pad_collate)
for padded, labels, lengths in loader:
    print(padded)
    print("labels", labels, "lengths", lengths)
    mask = torch.arange(padded.size(1))[None, :] < lengths[:, None]
    print("mask\n", mask)
    print("mean of real tokens:", (padded * mask).sum(1) / lengths)

try:
    next(iter(DataLoader(ds, batch_size=3)))
except RuntimeError as e:
    print("RuntimeError:", e)


def sorted_collate(batch):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)
    return pad_collate(batch)


padded, labels, lengths = next(iter(DataLoader(ds, batch_size=6, collate_fn=sorted_collate)))
print("sorted lengths:", lengths.tolist())
packed = torch.nn.utils.rnn.pack_padded_sequence(padded.unsqueeze(-1).float(), lengths, batch_first=True)
print("batch_sizes:", packed.batch_sizes)

records = [{"x": torch.tensor([i, i + 1.0]), "y": i % 2, "name": f"s{i}"} for i in range(3)]
batch = default_collate(records)
print(batch)
print(default_collate([(1, 2.5), (3, 4.5)]))
print(default_collate([[torch.zeros(2), 1], [torch.ones(2), 2]]))

bs = BatchSampler(SequentialSampler(ds), batch_size=4, drop_last=True)
print("batches:", list(bs), len(bs))
loader = DataLoader(ds, batch_sampler=bs, collate_fn=lambda b: [len(s) for s, _ in b])
print(list(loader))
loader = DataLoader(ds, batch_size=None, collate_fn=None)
print(next(iter(loader)))
