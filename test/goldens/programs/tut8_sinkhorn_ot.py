# Entropic optimal transport with Sinkhorn iterations in the log domain, between two small point clouds
import torch

torch.manual_seed(0)
x = torch.randn(5, 2)
y = torch.randn(6, 2) + 1.0
a = torch.full((5,), 1 / 5)
b = torch.full((6,), 1 / 6)
C = torch.cdist(x, y, p=2) ** 2
print(C.shape, C.min(), C.max())


def sinkhorn_log(a, b, C, eps=0.1, iters=100):
    f = torch.zeros_like(a)
    g = torch.zeros_like(b)
    for _ in range(iters):
        f = eps * torch.log(a) - eps * torch.logsumexp((g[None, :] - C) / eps, dim=1)
        g = eps * torch.log(b) - eps * torch.logsumexp((f[:, None] - C) / eps, dim=0)
    P = torch.exp((f[:, None] + g[None, :] - C) / eps)
    return P, f, g


P, f, g = sinkhorn_log(a, b, C)
print(P.sum(1), P.sum(0), sep="\n")
print("transport cost:", (P * C).sum())
print(P.argmax(dim=1))
K = torch.exp(-C / 1.0)
u = torch.ones(5)
for _ in range(50):
    v = b / (K.t() @ u)
    u = a / (K @ v)
P2 = u[:, None] * K * v[None, :]
print(torch.allclose(P2.sum(0), b, atol=1e-6), (P2 * C).sum())
xr = x.clone().requires_grad_(True)
P3, _, _ = sinkhorn_log(a, b, torch.cdist(xr, y) ** 2, eps=0.5, iters=20)
cost = (P3 * torch.cdist(xr, y) ** 2).sum()
cost.backward()
print(cost, xr.grad)
