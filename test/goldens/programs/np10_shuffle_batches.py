# Mini-batching by hand with numpy: shuffled indices per epoch, slicing batches, stacking into tensors
import numpy as np
import torch

np.random.seed(1)
X = np.arange(20, dtype=np.float32).reshape(10, 2)
y = (X[:, 0] > 8).astype(np.int64)
print(y, y.dtype)
for epoch in range(2):
    perm = np.random.permutation(len(X))
    for start in range(0, len(X), 4):
        idx = perm[start:start + 4]
        xb, yb = torch.from_numpy(X[idx]), torch.from_numpy(y[idx])
        print(epoch, idx, xb.sum().item(), yb.tolist())
rng = np.random.default_rng(7)
order = rng.permutation(10)
print(order, X[order][:3])
Xs = np.stack([X[i] for i in order[:3]])
print(Xs, torch.tensor(Xs).dtype, torch.stack([torch.from_numpy(X[i]) for i in order[:3]]))
chunks = np.array_split(order, 4)
print([len(c) for c in chunks], chunks[-1])
mask = np.random.rand(10) < 0.7
print(mask, X[mask].shape, X[~mask].shape)
train, val = X[:8], X[8:]
print(train.shape, val, np.concatenate([train, val]).shape)
counts = np.bincount(y, minlength=3)
weights = 1.0 / counts[y]
print(counts, weights, weights / weights.sum())
sample = np.random.choice(len(X), size=5, p=weights / weights.sum())
print(sample)
print(torch.utils.data.DataLoader(torch.from_numpy(X), batch_size=4, shuffle=False).__len__())
for batch in torch.utils.data.DataLoader(list(zip(X[:4], y[:4])), batch_size=2):
    print(batch)
