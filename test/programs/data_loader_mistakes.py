# Common DataLoader mistakes and what PyTorch says about them.
import torch
from torch.utils.data import DataLoader, Dataset, IterableDataset, TensorDataset, RandomSampler


class NoLen(Dataset):
    def __getitem__(self, i):
        return torch.tensor([float(i)])


class Stream(IterableDataset):
    def __iter__(self):
        return iter(range(5))


class Ragged(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        return torch.ones(i + 1)


data = TensorDataset(torch.arange(6.0))
attempts = {
    "persistent without workers": lambda: DataLoader(data, persistent_workers=True),
    "negative workers": lambda: DataLoader(data, num_workers=-1),
    "shuffle iterable": lambda: DataLoader(Stream(), shuffle=True),
    "batch_sampler with drop_last": lambda: DataLoader(data, batch_sampler=[[0, 1]], drop_last=True),
    "batch_size None with drop_last": lambda: DataLoader(data, batch_size=None, drop_last=True),
    "len of no-len dataset": lambda: len(DataLoader(NoLen(), batch_size=2)),
    "ragged batch": lambda: next(iter(DataLoader(Ragged(), batch_size=2))),
    "timeout negative": lambda: DataLoader(data, timeout=-1),
    "generator on iterable": lambda: list(DataLoader(Stream(), batch_size=2)),
    "random_split too long": lambda: torch.utils.data.random_split(data, [4, 4]),
    "index out of range": lambda: data[10],
}
for name, attempt in attempts.items():
    try:
        out = attempt()
        print(f"{name}: ok {out if not isinstance(out, DataLoader) else type(out).__name__}")
    except Exception as e:
        print(f"{name}: {type(e).__name__}: {e}")

loader = DataLoader(Stream(), batch_size=2, drop_last=True)
print(list(loader))
print(len(DataLoader(data, batch_size=4)), len(DataLoader(data, batch_size=4, drop_last=True)))
print(len(DataLoader(data, batch_size=None)), next(iter(DataLoader(data, batch_size=None))))
