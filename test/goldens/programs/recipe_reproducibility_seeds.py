# "Reproducibility" notes: seeding Python, numpy and torch, deterministic algorithms, saving and restoring the RNG
# state, per-worker seeds in a DataLoader through worker_init_fn and a seeded generator.
import random

import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset

torch.manual_seed(0)
random.seed(0)
np.random.seed(0)
print(torch.rand(3), random.random(), np.random.rand(2))

torch.use_deterministic_algorithms(True)
print(torch.are_deterministic_algorithms_enabled(), torch.is_deterministic_algorithms_warn_only_enabled())
torch.use_deterministic_algorithms(True, warn_only=True)
print(torch.is_deterministic_algorithms_warn_only_enabled())
torch.use_deterministic_algorithms(False)
print(torch.backends.cudnn.deterministic, torch.backends.cudnn.benchmark)
torch.backends.cudnn.deterministic = True
torch.backends.cudnn.benchmark = False
print(torch.backends.cudnn.deterministic, torch.backends.cudnn.benchmark)

state = torch.get_rng_state()
a = torch.randn(4)
torch.set_rng_state(state)
b = torch.randn(4)
print(torch.equal(a, b), state.dtype, state.shape)
print(torch.initial_seed())
g = torch.Generator()
g.manual_seed(2147483647)
print(torch.randint(0, 100, (5,), generator=g), g.initial_seed())
g_state = g.get_state()
first = torch.rand(2, generator=g)
g.set_state(g_state)
print(torch.equal(first, torch.rand(2, generator=g)))
print(torch.seed() != 0, torch.initial_seed() == torch.initial_seed())
torch.manual_seed(42)
print(torch.initial_seed(), torch.randn(2))


class Squares(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        return torch.tensor([i * i]), torch.rand(1)


def seed_worker(worker_id):
    worker_seed = torch.initial_seed() % 2**32
    np.random.seed(worker_seed)
    random.seed(worker_seed)


g = torch.Generator()
g.manual_seed(0)
loader = DataLoader(Squares(), batch_size=3, shuffle=True, worker_init_fn=seed_worker, generator=g)
for squares, noise in loader:
    print(squares.view(-1).tolist(), noise.shape)
g.manual_seed(0)
print([batch[0].view(-1).tolist() for batch in loader])
