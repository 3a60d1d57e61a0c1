# Common IterableDataset mistakes: a dataset that reports a length but is copied into every worker without
# sharding yields duplicates, and the loader warns once it yields more than len() promised.
import warnings

import torch
from torch.utils.data import DataLoader, IterableDataset, get_worker_info

warnings.filterwarnings("ignore", message="This DataLoader will create")


class Reported(IterableDataset):
    def __init__(self, n, shard):
        self.n, self.shard = n, shard

    def __len__(self):
        return self.n

    def __iter__(self):
        info = get_worker_info()
        if self.shard and info is not None:
            return iter(range(info.id, self.n, info.num_workers))
        return iter(range(self.n))

    def __repr__(self):
        return f"Reported(n={self.n})"


def run(loader, ask_len):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        if ask_len:
            print("len:", len(loader))
        out = [b.tolist() if isinstance(b, torch.Tensor) else b for b in loader]
    print(out)
    for w in caught:
        print(" ", w.category.__name__, str(w.message)[:120])
        print("   workers hint:", "multiprocessing data-loading" in str(w.message))


run(DataLoader(Reported(4, shard=False), num_workers=2), ask_len=True)
run(DataLoader(Reported(4, shard=False), num_workers=2), ask_len=False)
run(DataLoader(Reported(5, shard=True), num_workers=2, batch_size=2), ask_len=True)
run(DataLoader(Reported(5, shard=False), num_workers=2, batch_size=2), ask_len=True)
run(DataLoader(Reported(3, shard=False), batch_size=None), ask_len=True)
loader = DataLoader(Reported(2, shard=False), num_workers=2, persistent_workers=True)
print("len:", len(loader))
for epoch in range(2):
    run(loader, ask_len=False)
