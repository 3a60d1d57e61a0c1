# What a DataLoader raises when a dataset fails, in the main process and in a worker.
import gc
import warnings

import torch
from torch.utils.data import DataLoader, Dataset, IterableDataset

warnings.filterwarnings("ignore", message="This DataLoader will create")


class Flaky(Dataset):
    def __init__(self, bad, exc):
        self.bad, self.exc = bad, exc

    def __len__(self):
        return 6

    def __getitem__(self, i):
        if i == self.bad:
            raise self.exc(f"cannot read sample {i}")
        return torch.tensor([i, i * i])


def first_lines(e, n=2):
    return " / ".join(str(e).splitlines()[:n])


for nw in (0, 1, 2):
    for exc in (ValueError, IndexError, KeyError, RuntimeError, ZeroDivisionError):
        seen = []
        try:
            for batch in DataLoader(Flaky(3, exc), batch_size=2, num_workers=nw):
                seen.append(batch[:, 0].tolist())
        except Exception as e:
            print(nw, exc.__name__, type(e).__name__, seen, "|", first_lines(e))
            if nw > 0:
                print("   mentions worker:", "in DataLoader worker process" in str(e),
                      "traceback:", "Traceback (most recent call last)" in str(e),
                      "original message:", "cannot read sample 3" in str(e))
        # the traceback held the failed loader's iterator: free it before the next loader starts its workers
        gc.collect()


class BadLen(Dataset):
    def __getitem__(self, i):
        return i


try:
    len(DataLoader(BadLen()))
except TypeError as e:
    print("TypeError:", e)


class Explodes(IterableDataset):
    def __iter__(self):
        yield 1
        yield 2
        raise OSError("disk went away")


for nw in (0, 2):
    got = []
    try:
        for b in DataLoader(Explodes(), num_workers=nw):
            got.append(b.item())
    except OSError as e:
        print(nw, "OSError", got, first_lines(e, 1))
    gc.collect()


def bad_init(worker_id):
    if worker_id == 1:
        raise RuntimeError("init failed")


try:
    list(DataLoader(list(range(8)), batch_size=2, num_workers=2, worker_init_fn=bad_init))
except RuntimeError as e:
    print("RuntimeError:", first_lines(e, 1))


def bad_collate(batch):
    raise TypeError("cannot collate " + repr(batch))


for nw in (0, 2):
    try:
        next(iter(DataLoader(list(range(4)), batch_size=2, num_workers=nw, collate_fn=bad_collate)))
    except TypeError as e:
        print(nw, "TypeError:", first_lines(e, 1))
    gc.collect()
try:
    DataLoader(list(range(4)), timeout=-1)
except ValueError as e:
    print("ValueError:", e)
try:
    DataLoader(list(range(4)), batch_size=0)
except ValueError as e:
    print("ValueError:", e)
