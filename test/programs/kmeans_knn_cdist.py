# k-means clustering and k-nearest-neighbour classification with torch.cdist.
import torch

torch.manual_seed(42)
centers = torch.tensor([[0.0, 0.0], [4.0, 4.0], [-4.0, 3.0]])
X = torch.cat([c + torch.randn(30, 2) for c in centers])
y = torch.arange(3).repeat_interleave(30)
print(X.shape, y.shape, y[:5], y.bincount())


def kmeans(X, k, iters=20, seed=0):
    g = torch.Generator().manual_seed(seed)
    C = X[torch.randperm(len(X), generator=g)[:k]].clone()
    for it in range(iters):
        d = torch.cdist(X, C)
        labels = d.argmin(dim=1)
        newC = torch.stack([X[labels == j].mean(0) for j in range(k)])
        shift = (newC - C).norm(dim=1).max()
        C = newC
        if shift < 1e-6:
            print(f"converged after {it + 1} iterations")
            break
    inertia = (torch.cdist(X, C).min(dim=1).values ** 2).sum()
    return C, labels, inertia


C, labels, inertia = kmeans(X, 3)
order = C[:, 0].argsort()
print(C[order])
print(f"inertia = {inertia:.3f}")
print(labels.bincount())
for k in range(1, 6):
    _, _, inn = kmeans(X, k, seed=1)
    print(f"k={k} inertia={inn.item():10.3f}")

perm = torch.randperm(len(X))
train_idx, test_idx = perm[:70], perm[70:]
Xtr, ytr, Xte, yte = X[train_idx], y[train_idx], X[test_idx], y[test_idx]
D = torch.cdist(Xte, Xtr)
print(D.shape, D.dtype)
for k in [1, 3, 5, 7]:
    knn = D.topk(k, largest=False)
    votes = ytr[knn.indices]
    pred = torch.mode(votes, dim=1).values
    acc = (pred == yte).float().mean()
    print(f"k={k}: accuracy {acc:.3f}")
print(knn.values[:2])
print(torch.cdist(Xte[:2], Xtr[:3], p=1))
print(torch.cdist(Xte[:2].double(), Xtr[:3].double(), p=float("inf")))
print(torch.cdist(Xte[:2].unsqueeze(0), Xtr[:3].unsqueeze(0)).shape)
a = torch.tensor([[0.0, 0.0], [3.0, 4.0]])
print(torch.cdist(a, a), torch.pdist(a), torch.nn.functional.pairwise_distance(a, a.flip(0)))
try:
    torch.cdist(torch.randn(3, 2), torch.randn(4, 3))
except RuntimeError as e:
    print("RuntimeError:", e)
