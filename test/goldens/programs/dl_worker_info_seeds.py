# Worker info, seeds and randomness inside workers: every worker's torch seed is base_seed + worker_id.
import random
import warnings

import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset, get_worker_info

# the suggested worker count depends on the machine
warnings.filterwarnings("ignore", message="This DataLoader will create")


class Noisy(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        info = get_worker_info()
        wid = -1 if info is None else info.id
        return i, wid, torch.rand(1).item()


def seed_worker(worker_id):
    worker_seed = torch.initial_seed() % 2**32
    np.random.seed(worker_seed)
    random.seed(worker_seed)


print(get_worker_info())
g = torch.Generator()
g.manual_seed(0)
loader = DataLoader(Noisy(), batch_size=2, num_workers=2, worker_init_fn=seed_worker, generator=g)
for i, wid, r in loader:
    print(i.tolist(), wid.tolist(), [round(v, 6) for v in r.tolist()])

torch.manual_seed(5)
for i, wid, r in DataLoader(Noisy(), batch_size=3, num_workers=3):
    print(i.tolist(), wid.tolist(), [round(v, 6) for v in r.tolist()])

torch.manual_seed(5)
for i, wid, r in DataLoader(Noisy(), batch_size=3, num_workers=0):
    print(i.tolist(), wid.tolist(), [round(v, 6) for v in r.tolist()])


class Seeds(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        info = get_worker_info()
        return info.seed - torch.initial_seed(), info.num_workers, info.id, type(info.dataset).__name__


torch.manual_seed(11)
print([list(b) for b in DataLoader(Seeds(), batch_size=None, num_workers=2)])

g = torch.Generator().manual_seed(3)
base = torch.empty((), dtype=torch.int64).random_(generator=g).item()


class ReportSeed(Dataset):
    def __len__(self):
        return 2

    def __getitem__(self, i):
        return get_worker_info().seed


seeds = [s.item() for s in DataLoader(ReportSeed(), num_workers=2, generator=torch.Generator().manual_seed(3))]
print([s - base for s in seeds])


class Shuffled(Dataset):
    def __len__(self):
        return 6

    def __getitem__(self, i):
        return i


for nw in (0, 2):
    torch.manual_seed(17)
    print(nw, [b.tolist() for b in DataLoader(Shuffled(), batch_size=2, shuffle=True, num_workers=nw)])
    g = torch.Generator().manual_seed(17)
    print(nw, [b.tolist() for b in DataLoader(Shuffled(), batch_size=2, shuffle=True, num_workers=nw, generator=g)])
