"""torch.linalg's LU-based routines, singular values and vectors, and Hermitian eigendecompositions on complex
matrices.

The engine's factorizations are real, so a complex matrix is factored here, in double precision as the real path
factors in float64, with LAPACK's partial pivoting (getrf picks the first row of largest |re| + |im|); the results
are stored in the input's dtype. A singular matrix is reported through an int32 `info` tensor as LAPACK reports it
(the first zero pivot, counted from 1), which torch.linalg turns into PyTorch's LinAlgError.
"""
import math

import torch

from . import _complex, _engine


def _name(dtype):
    return _complex._SCALAR_NAMES.get(dtype) or _complex._scalar(dtype)


def _check(api, A, square=True):  # noqa: N803
    """PyTorch's checks on a batch of matrices, in the order linalg's checkers make them."""
    if A.dim() < 2:
        raise RuntimeError(f"{api}: The input tensor A must have at least 2 dimensions.")
    if not (A.dtype.is_floating_point or A.dtype.is_complex):
        raise RuntimeError(f"{api}: Expected a floating point or complex tensor as input. Got "
                           f"{_name(A.dtype)}")
    if square and A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"{api}: A must be batches of square matrices, but they are {A.shape[-2]} by "
                           f"{A.shape[-1]} matrices")


def _matrices(t):
    """The (..., m, n) tensor's matrices as lists of rows of Python complex numbers."""
    m, n = t.shape[-2:]
    pairs = _complex._resolved(t)._r.to(torch.float64) if t.dtype.is_complex else \
        torch.stack([t.to(torch.float64), torch.zeros(t.shape, dtype=torch.float64)], -1)
    flat = pairs.reshape(-1, m, n, 2).tolist() if t.numel() else []
    return [[[complex(re, im) for re, im in row] for row in mat] for mat in flat]


def _tensor(blocks, shape, dtype):
    """Blocks of equal shape (nested lists of numbers) stacked as one tensor of `shape` and `dtype`."""
    flat = []

    def walk(v):
        if isinstance(v, list):
            for x in v:
                walk(x)
        else:
            flat.append(v)

    walk(blocks)
    if dtype.is_complex:
        return _complex.from_values(flat, shape, dtype)
    return torch.tensor(flat, dtype=dtype).reshape(shape)


def _lu(a):
    """getrf: LU of square `a` in place of a copy, its pivots (from 1) and info (the first zero pivot, from 1)."""
    n = len(a)
    lu = [row[:] for row in a]
    pivots, info = [], 0
    for j in range(n):
        p = max(range(j, n), key=lambda i: (abs(lu[i][j].real) + abs(lu[i][j].imag), -i))
        pivots.append(p + 1)
        if lu[p][j] == 0:
            info = info or j + 1
            continue
        lu[j], lu[p] = lu[p], lu[j]
        for i in range(j + 1, n):
            f = lu[i][j] = lu[i][j] / lu[j][j]
            if f != 0:
                for c in range(j + 1, n):
                    lu[i][c] -= f * lu[j][c]
    return lu, pivots, info


def _divide(a, b):
    """a / b as Fortran divides complex numbers: a zero divisor gives nan + nanj rather than an exception."""
    return a / b if b != 0 else complex(math.nan, math.nan)


def _lu_solve(lu, pivots, b):
    """getrs: X with A X = B from A's LU factors: B's rows swapped, then L and U solved column by column as BLAS's
    trsm solves them, which skips every zero entry (so a singular U leaves them zero rather than nan)."""
    n = len(lu)
    x = [row[:] for row in b]
    for i, p in enumerate(pivots):
        x[i], x[p - 1] = x[p - 1], x[i]
    for c in range(len(b[0]) if b else 0):
        for k in range(n):
            if x[k][c] != 0:
                for i in range(k + 1, n):
                    x[i][c] -= x[k][c] * lu[i][k]
        for k in reversed(range(n)):
            if x[k][c] != 0:
                x[k][c] = _divide(x[k][c], lu[k][k])
                for i in range(k):
                    x[i][c] -= x[k][c] * lu[i][k]
    return x


def _batch(A):  # noqa: N803
    return list(A.shape[:-2])


def _infos(codes, batch):
    return torch.tensor(codes, dtype=torch.int32).reshape(batch)


def _determinants(A):  # noqa: N803
    """(sign, log|det|, det) of each matrix from its LU: U's diagonal, negated for each row swap."""
    out = []
    for a in _matrices(A):
        lu, pivots, _ = _lu(a)
        swaps = sum(p != i + 1 for i, p in enumerate(pivots))
        diagonal = [lu[i][i] for i in range(len(lu))]
        d = math.prod(diagonal, start=complex(-1 if swaps % 2 else 1))
        sign = math.prod((u / abs(u) if u != 0 else 0 for u in diagonal), start=complex(-1 if swaps % 2 else 1))
        log_abs = math.fsum(math.log(abs(u)) if u != 0 else -math.inf for u in diagonal)
        out.append((sign, log_abs, d))
    return out


def det(A):  # noqa: N803
    _check("linalg.det", A)
    dets = _determinants(A)
    return _tensor([d for _, _, d in dets], _batch(A), A.dtype)


def slogdet(A):  # noqa: N803
    _check("linalg.slogdet", A)
    dets = _determinants(A)
    real = _complex._REAL_OF[A.dtype]
    return (_tensor([s for s, _, _ in dets], _batch(A), A.dtype),
            _tensor([v for _, v, _ in dets], _batch(A), real))


def _solve(A, B, left):  # noqa: N803
    """X with A X = B (left) or X A = B (as A^T X^T = B^T) for each matrix pair, and each A's info."""
    xs, codes = [], []
    for a, b in zip(_matrices(A), _matrices(B)):
        if not left:
            a, b = [list(r) for r in zip(*a)], [list(r) for r in zip(*b)]
        lu, pivots, info = _lu(a)
        codes.append(info)
        x = _lu_solve(lu, pivots, b)
        xs.append(x if left else [list(r) for r in zip(*x)])
    return xs, codes


def inv_ex(A):  # noqa: N803
    _check("linalg.inv", A)
    n = A.shape[-1]
    eye = torch.eye(n, dtype=A.dtype).expand(A.shape)
    xs, codes = _solve(A, eye, True)
    return _tensor(xs, list(A.shape), A.dtype), _infos(codes, _batch(A))


def solve_ex(A, B, *, left=True):  # noqa: N803
    _check("linalg.solve", A)
    if B.dtype != A.dtype:
        raise RuntimeError(f"linalg.solve: Expected A and B to have the same dtype, but found A of type "
                           f"{_name(A.dtype)} and B of type {_name(B.dtype)} instead")
    xs, codes = _solve(A, B, left)
    return _tensor(xs, list(B.shape), A.dtype), _infos(codes, _batch(A))


def _pairs(A):  # noqa: N803
    return _complex._resolved(A)._r.contiguous()


def _eigh(A, UPLO, vectors):  # noqa: N803
    _check("linalg.eigh", A)
    if UPLO not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO}")
    return _engine.call("_linalg_eigh_pairs", (_pairs(A), UPLO, vectors), {})


def eigh(A, UPLO="L"):  # noqa: N803
    """The eigenvalues and vectors of a Hermitian matrix as zheevd (cheevd for complex64) computes them, which fixes
    the vectors' phases."""
    values, pairs = _eigh(A, UPLO, True)
    return values, _complex._wrap(pairs)


def eigvalsh(A, UPLO="L"):  # noqa: N803
    """The eigenvalues alone, by zheevd's values-only path."""
    return _eigh(A, UPLO, False)[0]


def svd(A, full_matrices=False, compute_uv=True):  # noqa: N803
    """The singular values and vectors as zgesdd (cgesdd for complex64) computes them, which fixes the vectors'
    phases."""
    _check("linalg.svd", A, square=False)
    U, S, Vh = _engine.call("_linalg_svd_pairs", (_pairs(A), full_matrices, compute_uv), {})
    if not compute_uv:
        return U, S, Vh
    return _complex._wrap(U), S, _complex._wrap(Vh)


def qr(A, mode="reduced"):  # noqa: N803
    """Q and R as zgeqrf and zungqr (cgeqrf, cungqr for complex64) compute them."""
    Q, R = _engine.call("_linalg_qr_pairs", (_pairs(A), mode), {})
    return _complex._wrap(Q), _complex._wrap(R)


def geqrf(input):  # noqa: A002
    a, tau = _engine.call("_geqrf_pairs", (_pairs(input),), {})
    return _complex._wrap(a), _complex._wrap(tau)


def householder_product(A, tau):  # noqa: N803
    """zungqr's product of the reflectors; a real tau is taken as complex for the computation, and refused (by
    dtype) with PyTorch's message once the shapes pass."""
    taus = tau if tau.dtype.is_complex else torch.complex(tau, torch.zeros_like(tau))
    return _complex._wrap(_engine.call("_householder_product_pairs", (_pairs(A), _pairs(taus), _name(A.dtype),
                                                                       _name(tau.dtype)), {}))


def ormqr(input, input2, input3, left=True, transpose=False):  # noqa: A002
    """zunmqr's product of the reflectors with another matrix; real operands are taken as complex for the
    computation, and refused (by dtype) with PyTorch's message once the shapes pass."""
    pairs = [_pairs(t if t.dtype.is_complex else torch.complex(t, torch.zeros_like(t))) for t in (input, input2, input3)]
    names = [_name(t.dtype) for t in (input, input2, input3)]
    return _complex._wrap(_engine.call("_ormqr_pairs", (*pairs, left, transpose, *names), {}))


OPS = {"linalg_det": det, "linalg_slogdet": slogdet, "linalg_inv_ex": inv_ex, "linalg_solve_ex": solve_ex,
       "_linalg_svd": svd, "linalg_eigh": eigh,
       "linalg_eigvalsh": eigvalsh, "linalg_qr": qr, "geqrf": geqrf, "linalg_householder_product": householder_product,
       "ormqr": ormqr}
