# Datasets returning dicts and namedtuples: what the default collate makes of them.
import collections

import torch
from torch.utils.data import DataLoader, Dataset

torch.manual_seed(0)
Sample = collections.namedtuple("Sample", ["image", "label", "name"])


class DictData(Dataset):
    def __len__(self):
        return 5

    def __getitem__(self, i):
        return {"x": torch.full((2,), float(i)), "y": i % 2, "meta": {"id": f"s{i}", "w": 0.5 * i}}


class TupleData(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        return Sample(image=torch.ones(1, 2) * i, label=torch.tensor(i), name=f"img{i}.png")


for batch in DataLoader(DictData(), batch_size=2):
    print(sorted(batch.keys()), batch["x"], batch["y"], batch["meta"])
for batch in DataLoader(TupleData(), batch_size=3, drop_last=True):
    print(type(batch).__name__, batch.image.shape, batch.label, batch.name)
    print(batch)
b = next(iter(DataLoader(TupleData(), batch_size=None)))
print(type(b).__name__, b)
print(next(iter(DataLoader([(1, 2.0, True), (3, 4.0, False)], batch_size=2))))
print(next(iter(DataLoader([[1, 2], [3, 4]], batch_size=2))))
print(next(iter(DataLoader(["a", "b", "c"], batch_size=2))))
