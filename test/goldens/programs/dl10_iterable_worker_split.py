# The IterableDataset docs example: split the range across workers with get_worker_info.
import math

import torch
from torch.utils.data import DataLoader, IterableDataset, get_worker_info


class MyIterableDataset(IterableDataset):
    def __init__(self, start, end):
        super().__init__()
        assert end > start, "this example code only works with end >= start"
        self.start = start
        self.end = end

    def __iter__(self):
        worker_info = get_worker_info()
        if worker_info is None:
            iter_start, iter_end = self.start, self.end
        else:
            per_worker = int(math.ceil((self.end - self.start) / float(worker_info.num_workers)))
            worker_id = worker_info.id
            iter_start = self.start + worker_id * per_worker
            iter_end = min(iter_start + per_worker, self.end)
        return iter(range(iter_start, iter_end))


ds = MyIterableDataset(start=3, end=7)
print(list(DataLoader(ds, num_workers=0)))
print(list(DataLoader(ds, num_workers=2)))
print(list(DataLoader(ds, num_workers=2, batch_size=2)))
print(get_worker_info())


def worker_init_fn(worker_id):
    worker_info = get_worker_info()
    dataset = worker_info.dataset
    overall_start, overall_end = dataset.start, dataset.end
    per_worker = int(math.ceil((overall_end - overall_start) / float(worker_info.num_workers)))
    dataset.start = overall_start + worker_info.id * per_worker
    dataset.end = min(dataset.start + per_worker, overall_end)


class RangeDataset(IterableDataset):
    def __init__(self, start, end):
        self.start, self.end = start, end

    def __iter__(self):
        return iter(range(self.start, self.end))


rd = RangeDataset(3, 7)
print(list(DataLoader(rd, num_workers=2, worker_init_fn=worker_init_fn)))
print(list(DataLoader(rd, num_workers=2)))
print([b.tolist() for b in DataLoader(RangeDataset(0, 10), batch_size=3, num_workers=2, worker_init_fn=worker_init_fn)])


class Info(IterableDataset):
    def __iter__(self):
        info = get_worker_info()
        yield (info.id, info.num_workers, type(info.dataset).__name__)


print(list(DataLoader(Info(), num_workers=2, batch_size=None)))
