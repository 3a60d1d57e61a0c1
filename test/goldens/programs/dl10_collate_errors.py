# Errors new users hit in collate: tensors of different sizes, unsupported element types, mixed types.
import gc

import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset
from torch.utils.data.dataloader import default_collate


class Images(Dataset):
    def __init__(self, sizes):
        self.sizes = sizes

    def __len__(self):
        return len(self.sizes)

    def __getitem__(self, i):
        return torch.zeros(3, *self.sizes[i]), i


try:
    for x, y in DataLoader(Images([(4, 4), (4, 5), (4, 4)]), batch_size=2):
        print(x.shape)
except RuntimeError as e:
    print("RuntimeError:", e)
gc.collect()
try:
    for x, y in DataLoader(Images([(4, 4), (5, 4)]), batch_size=2, num_workers=2):
        print(x.shape)
except RuntimeError as e:
    lines = str(e).splitlines()
    print("RuntimeError:", lines[0])
    print(lines[1])
    print(lines[-1])
gc.collect()
for bad in ([object(), object()], [{1, 2}, {3}], [None, None]):
    try:
        default_collate(bad)
    except TypeError as e:
        print("TypeError:", e)
print(default_collate([np.array([1.0, 2.0]), np.array([3.0, 4.0])]))
print(default_collate([np.float64(1.5), np.float64(2.5)]))
print(default_collate([np.int32(1), np.int32(2)]))
try:
    default_collate([np.array(["a", "b"]), np.array(["c", "d"])])
except TypeError as e:
    print("TypeError:", e)
try:
    default_collate([[1, 2], [3]])
except RuntimeError as e:
    print("RuntimeError:", e)
print(default_collate([(1, "a"), (2, "b")]))
print(default_collate([torch.tensor(1), torch.tensor(2.5)]))
