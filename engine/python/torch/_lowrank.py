"""Randomized low-rank SVD and PCA (Halko et al., 2009), as torch/_lowrank.py computes them: the same draws from
the global generator in the same order, so a seeded program gets PyTorch's factors."""
import torch


def _floating_dtype(A):
    return A.dtype if A.dtype in (torch.float16, torch.float32, torch.float64) else torch.float32


def _matmul(A, B):
    return torch.sparse.mm(A, B) if A.is_sparse else torch.matmul(A, B)


def _approximate_basis(A, q, niter, M):
    """q orthonormal columns Q with Q Q^H (A - M) close to A - M (Algorithm 4.4), without forming A - M."""
    def project(R, adjoint=False):
        out = _matmul(A.mH if adjoint else A, R)
        return out if M is None else out - _matmul(M.mH if adjoint else M, R)

    R = torch.randn(A.shape[-1], q, dtype=A.dtype if A.is_complex() else _floating_dtype(A), device=A.device)
    Q = torch.linalg.qr(project(R)).Q
    for _ in range(niter):
        Q = torch.linalg.qr(project(Q, adjoint=True)).Q
        Q = torch.linalg.qr(project(Q)).Q
    return Q


def _svd_lowrank(A, q=6, niter=2, M=None):
    """Algorithm 5.1: the SVD of the small Q^H (A - M), lifted back by Q; a wide A is factored as its adjoint."""
    q = 6 if q is None else q
    niter = 2 if niter is None else niter
    m, n = A.shape[-2:]
    if M is not None:
        M = M.broadcast_to(A.size())
    if m < n:
        A = A.mH
        M = None if M is None else M.mH
    Q = _approximate_basis(A, q, niter, M)
    B = _matmul(Q.mH, A)
    if M is not None:
        B = B - _matmul(Q.mH, M)
    U, S, Vh = torch.linalg.svd(B, full_matrices=False)
    U, V = Q.matmul(U), Vh.mH
    return (V, S, U) if m < n else (U, S, V)


def svd_lowrank(A, q=6, niter=2, M=None):
    return _svd_lowrank(A, q=q, niter=niter, M=M)


def pca_lowrank(A, q=None, center=True, niter=2):
    m, n = A.shape[-2:]
    if q is None:
        q = min(6, m, n)
    elif not (q >= 0 and q <= min(m, n)):
        raise ValueError(f"q(={q}) must be non-negative integer and not greater than min(m, n)={min(m, n)}")
    if not (niter >= 0):
        raise ValueError(f"niter(={niter}) must be non-negative integer")
    if not center:
        return _svd_lowrank(A, q, niter=niter)
    if A.is_sparse:
        if len(A.shape) != 2:
            raise ValueError("pca_lowrank input is expected to be 2-dimensional tensor")
        # the column means as an (n, 1) sparse matrix, spread over m rows without densifying A
        c = torch.sparse.sum(A, dim=(-2,)) / m
        columns = c.indices()[0]
        indices = torch.zeros(2, len(columns), dtype=columns.dtype)
        indices[0] = columns
        C_t = torch.sparse_coo_tensor(indices, c.values(), (n, 1), dtype=_floating_dtype(A))
        M = torch.sparse.mm(C_t, torch.ones(A.shape[:-2] + (1, m), dtype=_floating_dtype(A))).mT
        return _svd_lowrank(A, q, niter=niter, M=M)
    return _svd_lowrank(A - A.mean(dim=(-2,), keepdim=True), q, niter=niter)
