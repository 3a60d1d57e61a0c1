# A numpy-backed dataset with random augmentation drawn from numpy and Python's random inside workers: each worker
# seeds numpy from the loader's base seed, so the draws repeat for the same torch seed.
import random
import warnings

import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset, get_worker_info

warnings.filterwarnings("ignore", message="This DataLoader will create")


class Jitter(Dataset):
    def __init__(self, n):
        self.data = np.arange(n * 3, dtype=np.float32).reshape(n, 3)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        noise = np.random.randint(0, 100)
        coin = random.randint(0, 9)
        return self.data[i] + noise, coin, torch.randint(0, 1000, ()).item()


for nw in (1, 2):
    torch.manual_seed(0)
    for x, coin, t in DataLoader(Jitter(6), batch_size=2, num_workers=nw):
        print(nw, x.tolist(), coin.tolist(), t.tolist())


class NumpyState(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        info = get_worker_info()
        return info.id, np.random.get_state()[1][:3].tolist(), info.seed


torch.manual_seed(123)
for row in DataLoader(NumpyState(), batch_size=None, num_workers=2):
    print(row)

arr = np.linspace(0, 1, 12, dtype=np.float64).reshape(6, 2)
labels = np.array([0, 1, 1, 0, 1, 0])


class FromNumpy(Dataset):
    def __len__(self):
        return len(arr)

    def __getitem__(self, i):
        return arr[i], labels[i]


for nw in (0, 2):
    for xb, yb in DataLoader(FromNumpy(), batch_size=4, num_workers=nw):
        print(nw, xb.dtype, yb.dtype, xb.tolist(), yb.tolist())
print(list(DataLoader(FromNumpy(), batch_size=None))[0])
print(list(DataLoader(arr, batch_size=3)))
