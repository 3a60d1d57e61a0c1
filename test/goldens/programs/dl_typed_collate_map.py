# Typed datasets and samplers (Dataset[...] generics) and extending default collation with a collate_fn_map.
import collections
import warnings
from abc import ABC, abstractmethod
from typing import Iterator, List, Tuple

import torch
from torch import Tensor
from torch.utils.data import DataLoader, Dataset, IterableDataset, Sampler
from torch.utils.data._utils.collate import collate, default_collate_fn_map

warnings.filterwarnings("ignore", message="This DataLoader will create")


class Pairs(Dataset[Tuple[Tensor, int]]):
    def __init__(self, n: int) -> None:
        self.n = n

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i: int) -> Tuple[Tensor, int]:
        return torch.tensor([i, -i], dtype=torch.float32), i % 2


class Counter(IterableDataset[int]):
    def __iter__(self) -> Iterator[int]:
        return iter(range(5))


class EveryOther(Sampler[int]):
    def __init__(self, n: int) -> None:
        self.n = n

    def __iter__(self) -> Iterator[int]:
        return iter(range(0, self.n, 2))

    def __len__(self) -> int:
        return (self.n + 1) // 2


class Chunks(Sampler[List[int]]):
    def __init__(self):
        pass

    def __iter__(self):
        yield [0, 1]
        yield [2]

    def __len__(self):
        return 2


print([(x.tolist(), y.tolist()) for x, y in DataLoader(Pairs(5), batch_size=2, sampler=EveryOther(5))])
print([b.tolist() for b in DataLoader(Counter(), batch_size=2)])
print([x.tolist() for x, _ in DataLoader(Pairs(5), batch_sampler=Chunks())])
print(Dataset[int], Sampler[int].__origin__ is Sampler)

Point = collections.namedtuple("Point", "x y")


class Box:
    def __init__(self, v):
        self.v = v


def collate_box(batch, *, collate_fn_map=None):
    return torch.tensor([b.v for b in batch]) * 100


custom_map = {**default_collate_fn_map, Box: collate_box}


def my_collate(batch):
    return collate(batch, collate_fn_map=custom_map)


samples = [{"box": Box(i), "pt": Point(i, float(i)), "t": torch.ones(2) * i} for i in range(3)]
print(my_collate(samples))
print(collate([1, 2, 3], collate_fn_map=default_collate_fn_map))
print([t in default_collate_fn_map for t in (torch.Tensor, float, int)])
try:
    collate([Box(1), Box(2)], collate_fn_map=default_collate_fn_map)
except TypeError as e:
    print("TypeError:", str(e).split(";")[0])
try:
    collate([Box(1), Box(2)])
except TypeError as e:
    print("TypeError:", str(e).split(";")[0])

print([(x.tolist(), y.tolist()) for x, y in DataLoader(Pairs(4), batch_size=2, num_workers=2)])
print([b.tolist() for b in DataLoader(Counter(), batch_size=3, num_workers=2)])
print(isinstance(Counter(), collections.abc.Iterable), isinstance(Pairs(1), Dataset))


class Source(Dataset, ABC):
    @abstractmethod
    def load(self, i):
        ...

    def __getitem__(self, i):
        return self.load(i)


class Squares(Source):
    def __len__(self):
        return 5

    def load(self, i):
        return i * i


print([b.tolist() for b in DataLoader(Squares(), batch_size=2, num_workers=2)])
try:
    Source()
except TypeError as e:
    print("TypeError:", "abstract" in str(e))
