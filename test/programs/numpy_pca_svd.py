# PCA of correlated 3-d data with numpy's linalg: the covariance's eigenvalues (eigvalsh) equal the squared singular
# values of the centred data; projecting onto the top components in torch keeps the explained variance.
import numpy as np
import torch

np.random.seed(3)
latent = np.random.randn(200, 2)
mix = np.array([[2.0, 0.5, 0.1], [0.3, 1.0, 0.8]])
data = latent @ mix + 0.05 * np.random.randn(200, 3)
centred = data - data.mean(axis=0)
cov = centred.T @ centred / (len(data) - 1)
evals = np.linalg.eigvalsh(cov)
print("covariance eigenvalues:", evals)
s = np.linalg.svd(centred, compute_uv=False)
print("singular values:", s)
print("agree:", np.allclose(np.sort(s ** 2 / (len(data) - 1)), evals))
ratio = evals[::-1] / evals.sum()
print("explained variance ratio:", np.round(ratio, 6), "rank:", np.linalg.matrix_rank(centred))
print("2-norm and nuclear norm:", round(np.linalg.norm(centred, 2), 6), round(np.linalg.norm(centred, "nuc"), 6))
u, s2, vt = np.linalg.svd(centred, full_matrices=False)
top = torch.from_numpy(vt[:2].T.copy())
proj = torch.from_numpy(centred) @ top
print("projected:", tuple(proj.shape), "variance kept:", round(float(proj.var(dim=0, unbiased=True).sum() / cov.trace()), 6))
recon = (proj @ top.T).numpy()
print("reconstruction error:", round(float(np.linalg.norm(recon - centred)), 6))
L = np.linalg.cholesky(cov)
print("cholesky:", np.round(L, 6))
white = np.linalg.solve(L, centred.T)
print("whitened covariance is identity:", np.allclose(white @ white.T / (len(data) - 1), np.eye(3)))
