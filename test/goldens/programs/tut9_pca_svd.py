# PCA with torch.linalg.svd: centering, explained variance, a deterministic sign convention, whitening and reconstruction
import torch

torch.manual_seed(0)
n = 100
z = torch.randn(n, 2)
mix = torch.tensor([[3.0, 0.5, 1.0], [0.0, 1.0, -0.5]])
X = (z @ mix + 0.05 * torch.randn(n, 3)).double()
mean = X.mean(0)
Xc = X - mean
U, S, Vh = torch.linalg.svd(Xc, full_matrices=False)
print(U.shape, S.shape, Vh.shape)
# flip signs so the largest-magnitude loading of each component is positive
signs = torch.sign(Vh.gather(1, Vh.abs().argmax(1, keepdim=True)))
Vh = Vh * signs
U = U * signs.T
print(S.numpy().round(4))
explained = S ** 2 / (n - 1)
ratio = explained / explained.sum()
print(explained.numpy().round(4), ratio.numpy().round(5), ratio.cumsum(0).numpy().round(5))
print(Vh.numpy().round(4))
cov = Xc.T @ Xc / (n - 1)
evals, evecs = torch.linalg.eigh(cov)
print(torch.allclose(evals.flip(0), explained), torch.allclose(cov, torch.cov(X.T)))
print(torch.allclose((evecs.flip(1).T * signs).abs(), Vh.abs()))
scores = Xc @ Vh[:2].T
print(scores[:3].numpy().round(4), torch.allclose(scores, U[:, :2] * S[:2]))
recon = scores @ Vh[:2] + mean
print("reconstruction rmse", round(((recon - X) ** 2).mean().sqrt().item(), 5))
white = scores / S[:2] * (n - 1) ** 0.5
print(torch.cov(white.T).numpy().round(6))
print(torch.linalg.svdvals(Xc).numpy().round(4), torch.linalg.matrix_norm(Xc, ord=2).item().__round__(4), torch.linalg.matrix_norm(Xc).item().__round__(4))
U2, S2, V2 = torch.svd(Xc)
print(V2.shape, torch.allclose(S2, S))
Uf, Sf, Vhf = torch.linalg.svd(Xc[:4], full_matrices=True)
print(Uf.shape, Sf.shape, Vhf.shape)
print(torch.allclose(Uf[:, :3] @ torch.diag(Sf) @ Vhf, Xc[:4]))
low = torch.linalg.matrix_rank(torch.outer(torch.arange(1.0, 4.0), torch.arange(1.0, 5.0)))
print(low, torch.linalg.matrix_rank(Xc), torch.linalg.matrix_rank(Xc, tol=10.0))
try:
    torch.linalg.svd(torch.randn(3))
except RuntimeError as e:
    print("RuntimeError:", e)
