# lu_factor, solve, inv, det and slogdet compute in the input's dtype as reference LAPACK's getrf2 and getrs do
import hashlib
import torch


def hexes(t):
    return [float.hex(v) for v in t.flatten().tolist()]


def show(label, t):
    h = hexes(t)
    print(label, tuple(t.shape), hashlib.md5(' '.join(h).encode()).hexdigest(), h[:3])


torch.manual_seed(0)
for dtype in (torch.float32, torch.float64):
    for n in (1, 2, 3, 4, 5, 7, 8, 13, 16, 33):
        A = torch.randn(n, n).to(dtype)
        B = torch.randn(n, 3).to(dtype)
        LU, pivots = torch.linalg.lu_factor(A)
        show(f'{dtype} n={n} lu', LU)
        print(pivots.tolist())
        show(f'{dtype} n={n} solve', torch.linalg.solve(A, B))
        show(f'{dtype} n={n} solve A.T', torch.linalg.solve(A.T, B))
        show(f'{dtype} n={n} solve right', torch.linalg.solve(A, B.T, left=False))
        show(f'{dtype} n={n} inv', torch.linalg.inv(A))
        show(f'{dtype} n={n} lu_solve', torch.linalg.lu_solve(LU, pivots, B))
        show(f'{dtype} n={n} lu_solve adjoint', torch.linalg.lu_solve(LU, pivots, B, adjoint=True))
        show(f'{dtype} n={n} det', torch.linalg.det(A))
        show(f'{dtype} n={n} det A.T', torch.linalg.det(A.T))
        if dtype == torch.float32:
            sign, logabs = torch.linalg.slogdet(A)
            show(f'{dtype} n={n} slogdet', torch.stack([sign, logabs]))
    A = torch.randn(4, 6, 6).to(dtype)
    show(f'{dtype} batch det', torch.det(A))
    show(f'{dtype} batch inv', torch.inverse(A))
    show(f'{dtype} batch solve', torch.linalg.solve(A, torch.randn(4, 6).to(dtype)))
    S = torch.tensor([[1., 2., 3.], [2., 4., 6.], [1., 0., 1.]], dtype=dtype)
    print(torch.linalg.det(S), torch.linalg.slogdet(S), torch.linalg.lu_factor_ex(S))
