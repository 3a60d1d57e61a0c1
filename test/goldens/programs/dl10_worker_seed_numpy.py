# Seeding numpy per worker with worker_init_fn, and the loader's generator making shuffling reproducible.
import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset, get_worker_info


class NumpyRandom(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        info = get_worker_info()
        return i, (info.id if info else -1)


def seed_worker(worker_id):
    worker_seed = torch.initial_seed() % 2 ** 32
    np.random.seed(worker_seed)
    info = get_worker_info()
    assert info.id == worker_id
    assert info.seed == torch.initial_seed()


g = torch.Generator()
g.manual_seed(0)
loader = DataLoader(NumpyRandom(), batch_size=2, num_workers=2, worker_init_fn=seed_worker, generator=g, shuffle=True)
first = [(i.tolist(), w.tolist()) for i, w in loader]
g.manual_seed(0)
second = [(i.tolist(), w.tolist()) for i, w in loader]
print(first)
print(first == second)
print(sorted(sum((i for i, _ in first), [])))

# iterating twice without reseeding gives a new order, same elements
torch.manual_seed(3)
l2 = DataLoader(list(range(6)), batch_size=3, shuffle=True)
e1 = [b.tolist() for b in l2]
e2 = [b.tolist() for b in l2]
print(e1, e2, e1 != e2, sorted(sum(e1, [])) == sorted(sum(e2, [])))
torch.manual_seed(3)
print([b.tolist() for b in l2] == e1)
print(len(l2), len(DataLoader(list(range(7)), batch_size=3)), len(DataLoader(list(range(7)), batch_size=3, drop_last=True)))
it = iter(l2)
print(len(it))
print(type(it).__name__, type(iter(DataLoader(list(range(6)), num_workers=2))).__name__)
