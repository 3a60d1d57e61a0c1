# A dataset that fails inside a worker: the re-raised error's message, as a user prints it.
import gc

import torch
from torch.utils.data import DataLoader, Dataset


class Corrupt(Dataset):
    def __len__(self):
        return 6

    def __getitem__(self, idx):
        if idx == 4:
            raise ValueError(f"corrupt file at index {idx}")
        return torch.tensor(float(idx))


loader = DataLoader(Corrupt(), batch_size=2, num_workers=2)
try:
    for batch in loader:
        print(batch)
except ValueError as e:
    msg = str(e)
    lines = msg.splitlines()
    print(type(e).__name__, lines[0])
    print(lines[1])
    print(lines[-1])
    print([l.strip() for l in lines if l.strip().startswith("raise ")])
    print(any("in __getitem__" in l for l in lines))
gc.collect()


class KeyFail(Dataset):
    def __len__(self):
        return 2

    def __getitem__(self, idx):
        return {"a": 1}["b"]


try:
    next(iter(DataLoader(KeyFail(), num_workers=1)))
except KeyError as e:
    print(type(e).__name__, str(e).splitlines()[0], str(e).splitlines()[-1])
gc.collect()


class CustomError(Exception):
    pass


class Custom(Dataset):
    def __len__(self):
        return 2

    def __getitem__(self, idx):
        raise CustomError("my message")


try:
    next(iter(DataLoader(Custom(), num_workers=1)))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0], str(e).splitlines()[-1])
gc.collect()


class NeedsArgs(Exception):
    def __init__(self, a, b):
        super().__init__(f"{a}-{b}")


class Custom2(Dataset):
    def __len__(self):
        return 2

    def __getitem__(self, idx):
        raise NeedsArgs(1, 2)


try:
    next(iter(DataLoader(Custom2(), num_workers=1)))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0], str(e).splitlines()[-1])
gc.collect()
