# DataLoader workers and randomness: worker_init_fn seeding numpy, get_worker_info inside workers,
# and reproducible shuffling with a torch.Generator.
import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset, get_worker_info


class NoisyPoints(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, idx):
        info = get_worker_info()
        worker = -1 if info is None else info.id
        noise = np.random.randint(0, 1000)
        return {"idx": idx, "worker": worker, "noise": noise, "x": torch.full((2,), float(idx))}


def seed_worker(worker_id):
    worker_seed = torch.initial_seed() % 2**32
    np.random.seed(worker_seed)


def run(num_workers, seed):
    g = torch.Generator()
    g.manual_seed(seed)
    loader = DataLoader(NoisyPoints(8), batch_size=2, shuffle=True, num_workers=num_workers,
                        worker_init_fn=seed_worker, generator=g)
    batches = list(loader)
    return batches


a = run(2, 0)
b = run(2, 0)
for batch in a:
    print(batch["idx"], batch["worker"], batch["x"].shape)
print([torch.equal(x["idx"], y["idx"]) for x, y in zip(a, b)])
print([torch.equal(x["noise"], y["noise"]) for x, y in zip(a, b)])
c = run(0, 0)
print([batch["idx"].tolist() for batch in c])
print([batch["worker"].tolist() for batch in c])
print(get_worker_info())

loader = DataLoader(NoisyPoints(5), batch_size=2, num_workers=2)
print(len(loader))
for batch in loader:
    print(batch["idx"].tolist(), batch["worker"].tolist(), batch["x"].dtype)
