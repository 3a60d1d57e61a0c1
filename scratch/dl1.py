import time
import torch
from torch.utils.data import Dataset, DataLoader, IterableDataset, get_worker_info


class Slow(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        time.sleep(0.02)
        return torch.tensor([i, i * i]), i % 3


ds = Slow(64)
for workers in (0, 4):
    loader = DataLoader(ds, batch_size=4, num_workers=workers)
    start = time.perf_counter()
    batches = list(loader)
    took = time.perf_counter() - start
    print(workers, len(batches), batches[0], batches[-1][1])
    print(f"  {took:.2f}s")

loader = DataLoader(ds, batch_size=8, num_workers=4)
start = time.perf_counter()
batches = list(loader)
print("warm", f"{time.perf_counter() - start:.2f}s")


class Stream(IterableDataset):
    def __iter__(self):
        info = get_worker_info()
        print("worker", info.id, "of", info.num_workers)
        yield from range(3)


print(list(DataLoader(Stream(), num_workers=2)))
print(list(DataLoader(Stream(), batch_size=2, num_workers=2)))
