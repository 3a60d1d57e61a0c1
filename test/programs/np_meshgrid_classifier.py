# Classifying 2-D points made with numpy, then evaluating the net on a meshgrid (decision-boundary style, no plot).
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

np.random.seed(0)
torch.manual_seed(0)
n = 40
r = np.concatenate([np.random.uniform(0, 1, n), np.random.uniform(1.5, 2.5, n)])
theta = np.random.uniform(0, 2 * np.pi, 2 * n)
X = np.stack([r * np.cos(theta), r * np.sin(theta)], axis=1).astype(np.float32)
y = np.concatenate([np.zeros(n), np.ones(n)]).astype(np.int64)
print(X.shape, X.dtype, y.shape, np.bincount(y))
print(X[:3])

perm = np.random.permutation(len(X))
X, y = X[perm], y[perm]
Xt, yt = torch.from_numpy(X), torch.from_numpy(y)

net = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 2))
opt = torch.optim.Adam(net.parameters(), lr=0.05)
for step in range(100):
    logits = net(Xt)
    loss = F.cross_entropy(logits, yt)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 25 == 0:
        acc = (logits.argmax(1) == yt).float().mean()
        print(f"step {step} loss {loss.item():.4f} acc {acc.item():.3f}")

xx, yy = np.meshgrid(np.linspace(-3, 3, 5), np.linspace(-3, 3, 4))
print(xx.shape, yy.shape)
print(xx)
grid = np.column_stack([xx.ravel(), yy.ravel()])
with torch.no_grad():
    probs = F.softmax(net(torch.tensor(grid, dtype=torch.float32)), dim=1).numpy()
Z = probs.argmax(axis=1).reshape(xx.shape)
print(Z)
print(np.round(probs[:4], 3))
print("fraction class 1 on grid:", Z.mean())
pred = net(Xt).argmax(1).numpy()
print("train accuracy:", (pred == y).mean(), np.sum(pred != y), "errors")
print(np.where(pred != y)[0])
