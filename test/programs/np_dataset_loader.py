# A Dataset over numpy arrays: what the default collate does with numpy items, dtypes that come out, and shapes.
import numpy as np
import torch
from torch.utils.data import Dataset, DataLoader, TensorDataset


class NumpyDataset(Dataset):
    def __init__(self, n):
        rng = np.random.RandomState(7)
        self.x = rng.randn(n, 3)
        self.y = rng.randint(0, 2, size=n)

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i], self.y[i]


ds = NumpyDataset(10)
x0, y0 = ds[0]
print(type(x0).__name__, x0.dtype, x0.shape, type(y0).__name__, y0)
loader = DataLoader(ds, batch_size=4, shuffle=False)
for xb, yb in loader:
    print(xb.dtype, xb.shape, yb.dtype, yb)
print(next(iter(loader))[0])


class FloatDataset(NumpyDataset):
    def __getitem__(self, i):
        return self.x[i].astype(np.float32), np.float32(self.y[i]), {"idx": i, "norm": np.linalg.norm(self.x[i])}


xb, yb, meta = next(iter(DataLoader(FloatDataset(6), batch_size=3)))
print(xb.dtype, yb, yb.dtype, meta["idx"], meta["norm"])

X = np.linspace(0, 1, 8, dtype=np.float32).reshape(4, 2)
Y = np.array([0, 1, 1, 0])
tds = TensorDataset(torch.from_numpy(X), torch.from_numpy(Y))
print(tds[1])
torch.manual_seed(0)
for xb, yb in DataLoader(tds, batch_size=2, shuffle=True):
    print(xb, yb)

batches = [np.full((2,), i) for i in range(3)]
print(torch.utils.data.default_collate(batches))
print(torch.utils.data.default_collate([np.float64(1.5), np.float64(2.5)]))
print(torch.utils.data.default_collate([np.int32(1), np.int32(2)]).dtype)
print(torch.utils.data.default_convert(np.arange(3)))
print(torch.utils.data.default_convert([np.arange(2), np.ones(2)]))
