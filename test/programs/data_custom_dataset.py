# A map-style Dataset of our own, default collation of tuples, dicts and numbers, and a custom collate_fn.
import torch
from torch.utils.data import DataLoader, Dataset


class Squares(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, idx):
        x = torch.tensor([float(idx)])
        return {"x": x, "y": x ** 2, "idx": idx, "name": f"item{idx}"}


ds = Squares(7)
print(len(ds), ds[2])
loader = DataLoader(ds, batch_size=3)
for batch in loader:
    print(sorted(batch.keys()))
    print(batch["x"].shape, batch["y"].view(-1), batch["idx"], batch["name"])


class Pairs(Dataset):
    def __len__(self):
        return 5

    def __getitem__(self, i):
        return torch.full((2, 2), float(i)), i % 2, 0.5 * i


print("\nTuples collate field by field:")
for a, b, c in DataLoader(Pairs(), batch_size=2):
    print(a.shape, b, b.dtype, c, c.dtype)


class Sentences(Dataset):
    data = [[1, 2, 3], [4, 5], [6], [7, 8, 9, 10]]

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return torch.tensor(self.data[i])


def pad_collate(batch):
    lengths = torch.tensor([len(s) for s in batch])
    padded = torch.zeros(len(batch), int(lengths.max()), dtype=torch.long)
    for row, s in enumerate(batch):
        padded[row, : len(s)] = s
    return padded, lengths


print("\nVariable-length sequences padded by a collate_fn:")
for padded, lengths in DataLoader(Sentences(), batch_size=2, collate_fn=pad_collate):
    print(padded)
    print("lengths:", lengths)
