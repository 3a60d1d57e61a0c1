# random_split with fractions and a seeded generator; Subset indices; len of each part.
import torch
from torch.utils.data import DataLoader, Subset, TensorDataset, random_split

torch.manual_seed(0)
ds = TensorDataset(torch.arange(10).float(), torch.arange(10) % 3)
train, val, test = random_split(ds, [0.7, 0.2, 0.1], generator=torch.Generator().manual_seed(42))
print(len(train), len(val), len(test))
print(type(train).__name__, train.indices, val.indices, test.indices)
print(train[0])
a, b = random_split(range(10), [3, 7], generator=torch.Generator().manual_seed(1))
print(list(a), list(b))
a, b, c = random_split(range(11), [0.5, 0.3, 0.2], generator=torch.Generator().manual_seed(1))
print(len(a), len(b), len(c))
parts = random_split(range(7), [0.34, 0.33, 0.33], generator=torch.Generator().manual_seed(0))
print([len(p) for p in parts])
try:
    random_split(range(10), [3, 3])
except ValueError as e:
    print("ValueError:", e)
try:
    random_split(range(10), [0.5, 0.6])
except ValueError as e:
    print("ValueError:", e)
sub = Subset(ds, [9, 0, 4])
for x, y in DataLoader(sub, batch_size=2):
    print(x, y)
print(len(DataLoader(train, batch_size=3)), len(DataLoader(train, batch_size=3, drop_last=True)))
