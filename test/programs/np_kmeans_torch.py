# k-means on numpy blobs, written once in numpy and once in torch, checking they agree.
import numpy as np
import torch

np.random.seed(2)
centers = np.array([[0.0, 0.0], [5.0, 5.0], [0.0, 6.0]])
points = np.concatenate([c + np.random.randn(20, 2) * 0.7 for c in centers])
print(points.shape, points[:2])


def kmeans_np(X, k, iters=10):
    C = X[np.random.choice(len(X), k, replace=False)]
    for _ in range(iters):
        d = ((X[:, None, :] - C[None, :, :]) ** 2).sum(axis=2)
        labels = d.argmin(axis=1)
        C = np.array([X[labels == j].mean(axis=0) for j in range(k)])
    return C, labels


def kmeans_torch(X, C, iters=10):
    for _ in range(iters):
        labels = torch.cdist(X, C).argmin(dim=1)
        C = torch.stack([X[labels == j].mean(0) for j in range(C.shape[0])])
    return C, labels


np.random.seed(10)
C_np, lab_np = kmeans_np(points, 3)
order = np.argsort(C_np[:, 0] + 10 * C_np[:, 1])
print(np.round(C_np[order], 3))
print(np.bincount(lab_np), np.unique(lab_np, return_counts=True))
np.random.seed(10)
init = points[np.random.choice(len(points), 3, replace=False)]
C_t, lab_t = kmeans_torch(torch.from_numpy(points), torch.from_numpy(init))
print(C_t.dtype, torch.allclose(C_t, torch.from_numpy(C_np)))
print((lab_t.numpy() == lab_np).all(), torch.bincount(lab_t))
inertia = ((points - C_np[lab_np]) ** 2).sum()
print(f"inertia {inertia:.4f}", round(float(inertia), 3))
dist = np.linalg.norm(points[:, None] - C_np[None], axis=-1)
print(dist.shape, dist.min(axis=1)[:4])
print(torch.cdist(torch.from_numpy(points[:4]), C_t).min(1).values)
