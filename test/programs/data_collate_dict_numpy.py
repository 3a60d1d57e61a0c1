# What default_collate makes of dicts, tuples, numpy arrays, numbers and strings, and a custom collate_fn.
import collections

import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset
from torch.utils.data.dataloader import default_collate

Sample = collections.namedtuple("Sample", ["image", "label"])


class Mixed(Dataset):
    def __len__(self):
        return 5

    def __getitem__(self, i):
        return {
            "array": np.full((2, 2), i, dtype=np.float32),
            "id": i,
            "weight": 0.5 * i,
            "name": f"s{i}",
            "pair": (torch.tensor([i]), i * 10),
            "flag": i % 2 == 0,
        }


loader = DataLoader(Mixed(), batch_size=2)
first = next(iter(loader))
for k, v in first.items():
    if isinstance(v, torch.Tensor):
        print(k, type(v).__name__, v.dtype, tuple(v.shape))
    else:
        print(k, type(v).__name__, v)
print(first["array"])
print(first["pair"])

print(default_collate([Sample(torch.zeros(2), 1), Sample(torch.ones(2), 0)]))
print(default_collate([np.int64(3), np.int64(4)]))
print(default_collate([[1, 2], [3, 4]]))
try:
    default_collate([torch.zeros(2), torch.zeros(3)])
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    default_collate([object(), object()])
except TypeError as e:
    print("TypeError:", str(e).split(";")[0][:60])


def keep_as_list(batch):
    return [item["name"] for item in batch], torch.stack([torch.from_numpy(item["array"]) for item in batch])


for names, arrays in DataLoader(Mixed(), batch_size=3, collate_fn=keep_as_list):
    print(names, arrays.shape, arrays.sum().item())

for batch in DataLoader(Mixed(), batch_size=None):
    print(type(batch["array"]).__name__, batch["id"], type(batch["id"]).__name__)
    break
