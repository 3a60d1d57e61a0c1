# A streaming IterableDataset with a shuffle buffer, a generator-based dataset, batch_size=None and islice.
import itertools
import random
import warnings

import torch
from torch.utils.data import DataLoader, IterableDataset, get_worker_info

warnings.filterwarnings("ignore", message="This DataLoader will create")


class LineStream(IterableDataset):
    def __init__(self, n_lines):
        self.lines = [f"{i},{i * 0.25},{'abc'[i % 3]}" for i in range(n_lines)]

    def parse(self, line):
        i, x, c = line.split(",")
        return {"id": int(i), "x": torch.tensor(float(x)), "cls": c}

    def __iter__(self):
        info = get_worker_info()
        lines = self.lines if info is None else self.lines[info.id::info.num_workers]
        return map(self.parse, lines)


class ShuffleBuffer(IterableDataset):
    def __init__(self, source, size, seed):
        self.source, self.size, self.seed = source, size, seed

    def __iter__(self):
        rng = random.Random(self.seed)
        buf = []
        for item in self.source:
            buf.append(item)
            if len(buf) == self.size:
                yield buf.pop(rng.randrange(len(buf)))
        rng.shuffle(buf)
        yield from buf


stream = LineStream(10)
for b in DataLoader(stream, batch_size=4):
    print(b["id"].tolist(), b["x"].tolist(), b["cls"])
for b in DataLoader(stream, batch_size=4, num_workers=2):
    print("2 workers:", b["id"].tolist(), b["cls"])
print([d["id"] for d in DataLoader(ShuffleBuffer(stream, 4, seed=0), batch_size=None)])
print([b["id"].tolist() for b in DataLoader(ShuffleBuffer(stream, 3, seed=1), batch_size=3)])

first = list(itertools.islice(iter(DataLoader(stream, batch_size=2)), 2))
print([b["id"].tolist() for b in first])


class Fib(IterableDataset):
    def __iter__(self):
        a, b = 0, 1
        while True:
            yield torch.tensor([a], dtype=torch.float64)
            a, b = b, a + b


for i, batch in enumerate(DataLoader(Fib(), batch_size=5)):
    print(i, batch.squeeze(1).tolist())
    if i == 2:
        break
try:
    len(DataLoader(Fib(), batch_size=5))
except TypeError as e:
    print("TypeError:", e)
