# Batching variable-length text: a custom Dataset, a collate_fn that pads and returns lengths, a sampler that buckets
# by length (sort, chunk, shuffle the chunks with a seeded generator), a WeightedRandomSampler for class balance,
# and padding-aware mean pooling.
import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader, Dataset, Sampler, WeightedRandomSampler

torch.manual_seed(0)
lengths = torch.randint(2, 9, (12,))
labels = torch.tensor([0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1])
print(lengths.tolist(), labels.tolist())


class ToyText(Dataset):
    def __init__(self):
        self.items = [torch.randint(1, 20, (int(n),)) for n in lengths]

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i], labels[i]


def collate(batch):
    seqs, ys = zip(*batch)
    lens = torch.tensor([len(s) for s in seqs])
    return pad_sequence(seqs, batch_first=True, padding_value=0), lens, torch.stack(ys)


class BucketSampler(Sampler):
    def __init__(self, lengths, batch_size, generator):
        self.lengths, self.batch_size, self.generator = lengths, batch_size, generator

    def __iter__(self):
        order = torch.argsort(self.lengths, stable=True)
        batches = list(torch.split(order, self.batch_size))
        perm = torch.randperm(len(batches), generator=self.generator)
        return iter([batches[i].tolist() for i in perm])

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size


ds = ToyText()
loader = DataLoader(ds, batch_size=4, shuffle=True, collate_fn=collate, generator=torch.Generator().manual_seed(1))
pad_total = 0
for x, lens, y in loader:
    pad_total += (x == 0).sum().item()
    print(x.shape, lens.tolist(), y.tolist())
print('padding without buckets', pad_total)

bucketed = DataLoader(ds, batch_sampler=BucketSampler(lengths, 4, torch.Generator().manual_seed(2)),
                      collate_fn=collate)
pad_total = 0
for x, lens, y in bucketed:
    pad_total += (x == 0).sum().item()
    print(x.shape, lens.tolist())
print('padding with buckets', pad_total, len(bucketed))

class_count = torch.bincount(labels)
sample_weights = (1.0 / class_count.float())[labels]
print(class_count.tolist(), sample_weights)
sampler = WeightedRandomSampler(sample_weights, num_samples=400, replacement=True,
                                generator=torch.Generator().manual_seed(3))
drawn = torch.tensor(list(sampler))
print(len(sampler), torch.bincount(labels[drawn]).tolist(), drawn[:10].tolist())

x, lens, y = next(iter(DataLoader(ds, batch_size=3, collate_fn=collate)))
emb = torch.nn.Embedding(20, 4, padding_idx=0)
e = emb(x)
mask = (torch.arange(x.size(1))[None, :] < lens[:, None]).unsqueeze(-1)
mean_pool = (e * mask).sum(1) / lens[:, None]
print(mask.squeeze(-1).int())
print(torch.allclose(mean_pool[0], e[0, :lens[0]].mean(0)), mean_pool.shape)
