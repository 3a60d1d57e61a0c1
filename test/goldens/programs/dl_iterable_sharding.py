# IterableDatasets split between workers with get_worker_info, as in the PyTorch docs' examples.
import math
import warnings

import torch
from torch.utils.data import DataLoader, IterableDataset, get_worker_info

# the suggested worker count depends on the machine
warnings.filterwarnings("ignore", message="This DataLoader will create")


class MyIterableDataset(IterableDataset):
    def __init__(self, start, end):
        super().__init__()
        assert end > start, "this example code only works with end >= start"
        self.start = start
        self.end = end

    def __iter__(self):
        worker_info = get_worker_info()
        if worker_info is None:
            iter_start = self.start
            iter_end = self.end
        else:
            per_worker = int(math.ceil((self.end - self.start) / float(worker_info.num_workers)))
            worker_id = worker_info.id
            iter_start = self.start + worker_id * per_worker
            iter_end = min(iter_start + per_worker, self.end)
        return iter(range(iter_start, iter_end))


ds = MyIterableDataset(start=3, end=7)
print(list(DataLoader(ds, num_workers=0)))
print(list(DataLoader(ds, num_workers=2)))
print(list(DataLoader(ds, num_workers=3)))
print(list(DataLoader(ds, num_workers=2, batch_size=3)))

ds = MyIterableDataset(start=0, end=20)
for batch in DataLoader(ds, batch_size=4, num_workers=3):
    print(batch.tolist())
for batch in DataLoader(ds, batch_size=4, num_workers=3, drop_last=True):
    print("drop_last", batch.tolist())


def worker_init_fn(worker_id):
    worker_info = get_worker_info()
    dataset = worker_info.dataset
    overall_start = dataset.start
    overall_end = dataset.end
    per_worker = int(math.ceil((overall_end - overall_start) / float(worker_info.num_workers)))
    dataset.start = overall_start + worker_id * per_worker
    dataset.end = min(dataset.start + per_worker, overall_end)


class Plain(IterableDataset):
    def __init__(self, start, end):
        self.start, self.end = start, end

    def __iter__(self):
        return iter(range(self.start, self.end))


ds = Plain(3, 7)
print(list(DataLoader(ds, num_workers=2)))
print(list(DataLoader(ds, num_workers=2, worker_init_fn=worker_init_fn)))
print(list(DataLoader(ds, num_workers=3, worker_init_fn=worker_init_fn, batch_size=None)))


class Stream(IterableDataset):
    """Every worker yields interleaved items: worker k takes items k, k+n, k+2n..."""

    def __init__(self, n):
        self.n = n

    def __iter__(self):
        info = get_worker_info()
        wid, nw = (0, 1) if info is None else (info.id, info.num_workers)
        for i in range(wid, self.n, nw):
            yield {"idx": i, "value": torch.tensor([i * 0.5, -i * 0.5])}


for nw in (0, 1, 2, 3):
    out = [b["idx"].tolist() for b in DataLoader(Stream(11), batch_size=3, num_workers=nw)]
    print(nw, out)

batch = next(iter(DataLoader(Stream(4), batch_size=2, num_workers=2)))
print(batch)
