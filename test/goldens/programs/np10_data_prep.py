# Data preparation as in tutorials: normalise features, one-hot via np.eye, train/test split with a permutation,
# then to tensors and a small linear model step
import numpy as np
import torch

np.random.seed(0)
torch.manual_seed(0)
X = np.random.randn(10, 3).astype(np.float32) * np.array([1.0, 10.0, 100.0], dtype=np.float32) + 5
y = np.random.randint(0, 3, size=10)
print(X.mean(axis=0), X.std(axis=0))
Xn = (X - X.mean(axis=0)) / X.std(axis=0)
print(Xn.mean(axis=0).round(6) + 0.0, Xn.std(axis=0), Xn.dtype)
mn, mx = X.min(axis=0, keepdims=True), X.max(axis=0, keepdims=True)
print(((X - mn) / (mx - mn))[:2])
onehot = np.eye(3)[y]
print(y, onehot[:4], onehot.dtype, onehot.sum(axis=0))
oh32 = np.eye(3, dtype=np.float32)[y]
idx = np.random.permutation(len(X))
split = int(0.8 * len(X))
train_idx, test_idx = idx[:split], idx[split:]
print(idx, train_idx.shape, test_idx)
X_train, X_test = Xn[train_idx], Xn[test_idx]
y_train, y_test = y[train_idx], y[test_idx]
print(X_train.shape, X_test.shape, y_train, y_test)
xt = torch.from_numpy(X_train)
yt = torch.from_numpy(y_train)
print(xt.dtype, yt.dtype, xt.shape)
model = torch.nn.Linear(3, 3)
loss = torch.nn.functional.cross_entropy(model(xt), yt)
loss.backward()
print(loss, model.weight.grad.numpy().round(4))
preds = model(torch.tensor(X_test)).argmax(dim=1).numpy()
print(preds, (preds == y_test).mean(), type((preds == y_test).mean()).__name__)
print(torch.nn.functional.one_hot(torch.from_numpy(y)).numpy()[:3], np.array_equal(torch.nn.functional.one_hot(torch.from_numpy(y)).numpy(), onehot.astype(np.int64)))
batches = np.array_split(np.arange(10), 3)
print([b.tolist() for b in batches])
for b in np.split(idx, 5):
    print(b, torch.from_numpy(oh32[b]).sum(0))
ds = torch.utils.data.TensorDataset(torch.from_numpy(Xn), torch.from_numpy(y))
print(len(ds), ds[0][0].dtype, ds[0][1])
