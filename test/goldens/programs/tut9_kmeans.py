# k-means clustering in PyTorch: k-means++ seeding with multinomial, Lloyd iterations, inertia and a silhouette score
import torch

torch.manual_seed(0)
centers_true = torch.tensor([[0.0, 0.0], [5.0, 5.0], [0.0, 6.0]])
X = torch.cat([c + torch.randn(30, 2) for c in centers_true])
print(X.shape, X.mean(0))


def kmeans_pp(X, k):
    idx = [torch.randint(len(X), (1,)).item()]
    for _ in range(1, k):
        d2 = torch.cdist(X, X[idx]).min(dim=1).values ** 2
        idx.append(torch.multinomial(d2 / d2.sum(), 1).item())
    return X[idx].clone()


def kmeans(X, k, iters=20):
    C = kmeans_pp(X, k)
    for it in range(iters):
        assign = torch.cdist(X, C).argmin(dim=1)
        newC = torch.zeros_like(C).index_add_(0, assign, X) / torch.bincount(assign, minlength=k).unsqueeze(1).float()
        shift = (newC - C).norm(dim=1).max().item()
        C = newC
        if shift < 1e-6:
            print("converged after", it + 1, "iterations")
            break
    inertia = ((X - C[assign]) ** 2).sum().item()
    return C, assign, inertia


C, assign, inertia = kmeans(X, 3)
order = C[:, 0] * 10 + C[:, 1]
C = C[order.argsort()]
print(C)
print(torch.bincount(assign), round(inertia, 3))
for k in [1, 2, 3, 4]:
    torch.manual_seed(1)
    print(k, round(kmeans(X, k)[2], 2))


def silhouette(X, labels):
    D = torch.cdist(X, X)
    k = int(labels.max()) + 1
    same = labels[:, None] == labels[None, :]
    a = (D * same).sum(1) / (same.sum(1) - 1).clamp_min(1)
    b = torch.stack([D[:, labels == j].mean(1) for j in range(k)], 1)
    b = b.masked_fill(torch.nn.functional.one_hot(labels, k).bool(), float("inf")).min(1).values
    return ((b - a) / torch.maximum(a, b)).mean()


torch.manual_seed(0)
_, assign, _ = kmeans(X, 3)
print(round(silhouette(X, assign).item(), 4))
print(torch.cdist(X[:2], centers_true), torch.cdist(X[:2], centers_true, p=1))
print(torch.cdist(X[:2].unsqueeze(0), centers_true.unsqueeze(0)).shape)
print(torch.multinomial(torch.tensor([0.0, 1.0, 3.0]), 4, replacement=True))
try:
    torch.multinomial(torch.tensor([-1.0, 1.0]), 1)
except RuntimeError as e:
    print("RuntimeError:", e)
