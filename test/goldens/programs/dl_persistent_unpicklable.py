# Datasets holding what will not pickle (a generator) still load with workers, persistent ones included, each
# worker seeing its own worker info when its iterable dataset starts over for a new epoch.
import warnings

import torch
from torch.utils.data import DataLoader, IterableDataset, Dataset, get_worker_info

warnings.filterwarnings("ignore", message="This DataLoader will create")


class Held(IterableDataset):
    def __init__(self):
        self.handle = (x for x in range(3))  # will not pickle

    def __iter__(self):
        info = get_worker_info()
        return iter(range(info.id, 6, info.num_workers))


class MapHeld(Dataset):
    def __init__(self):
        self.handle = (x for x in range(3))

    def __len__(self):
        return 5

    def __getitem__(self, i):
        return i, get_worker_info().id


loader = DataLoader(Held(), num_workers=2, persistent_workers=True, batch_size=2)
for epoch in range(3):
    print([b.tolist() for b in loader])
loader = DataLoader(MapHeld(), num_workers=2, persistent_workers=True, batch_size=2)
for epoch in range(2):
    print([[t.tolist() for t in b] for b in loader])
print([b.tolist() for b in DataLoader(Held(), num_workers=2, batch_size=4)])
