"""numpy.linalg's factorisations (eig, eigh, svd, qr, cholesky, lstsq) through the engine's LAPACK-conventioned
torch.linalg, and what numpy builds on them (eigvalsh, pinv, matrix_rank, the 2-norm and nuclear norm). As numpy
does, each computes in float64 and gives float32 results for float32 inputs."""
from ._dtype import COMPLEX64, COMPLEX128, FLOAT32, FLOAT64


def _linalg_error(message):
    from .linalg import LinAlgError

    return LinAlgError(message)


def _arr(a):
    from ._creation import asarray

    return asarray(a)


def _result_type(*arrays):
    """numpy's _commonType: single precision only when every input is float32 or complex64, complex when any
    input is; float16 is refused."""
    for a in arrays:
        if a.dtype.char == "e":
            raise TypeError(f"array type {a.dtype.name} is unsupported in linalg")
    single = all(a.dtype in (FLOAT32, COMPLEX64) for a in arrays)
    if any(a.dtype.kind == "c" for a in arrays):
        return COMPLEX64 if single else COMPLEX128
    return FLOAT32 if single else FLOAT64


def _complex_of(dt):
    return COMPLEX64 if dt in (FLOAT32, COMPLEX64) else COMPLEX128


def _real_of(dt):
    """The dtype of what is real even for complex input (eigenvalues of Hermitian matrices, singular values)."""
    return FLOAT32 if dt in (FLOAT32, COMPLEX64) else FLOAT64


def _stacked_2d(a):
    if a.ndim < 2:
        raise _linalg_error(f"{a.ndim}-dimensional array given. Array must be at least two-dimensional")


def _tensor(a):
    import torch

    return torch.from_numpy(a.astype(COMPLEX128 if a.dtype.kind == "c" else FLOAT64))


def _array(t, dt):
    return t.numpy().astype(dt)


def eigh(a, UPLO="L"):
    from .linalg import _square
    import torch

    a = _arr(a)
    _square(a)
    dt = _result_type(a)
    w, v = torch.linalg.eigh(_tensor(a), UPLO=UPLO)
    return _array(w, _real_of(dt)), _array(v, dt)


def eigvalsh(a, UPLO="L"):
    from .linalg import _square
    import torch

    a = _arr(a)
    _square(a)
    return _array(torch.linalg.eigvalsh(_tensor(a), UPLO=UPLO), _real_of(_result_type(a)))


def _general_eig(a, vectors):
    """numpy's eig/eigvals through LAPACK's geev (as the engine computes it): for a real matrix, real results
    when every eigenvalue is real, as numpy gives them, else complex ones."""
    from .linalg import _square
    from . import _ufunc as _u
    import torch

    a = _arr(a)
    _square(a)
    if not bool(_u.isfinite(a).all()):
        raise _linalg_error("Array must not contain infs or NaNs")
    dt = _result_type(a)
    t = _tensor(a)
    w, v = torch.linalg.eig(t) if vectors else (torch.linalg.eigvals(t), None)
    if dt.kind == "c" or bool((w.imag != 0).any()):
        dt = _complex_of(dt)
        return (_array(w, dt), _array(v, dt)) if vectors else _array(w, dt)
    w = _array(w.real, dt)
    return (w, _array(v.real, dt)) if vectors else w


def eig(a):
    return _general_eig(a, True)


def eigvals(a):
    return _general_eig(a, False)


def svd(a, full_matrices=True, compute_uv=True, hermitian=False):
    import torch

    a = _arr(a)
    _stacked_2d(a)
    dt = _result_type(a)
    if hermitian:
        # numpy's route: eigenvalues by magnitude, largest first, their signs moved onto the right vectors
        from ._manip import argsort, sort, swapaxes, take_along_axis
        from . import _ufunc as _u

        if not compute_uv:
            return sort(_u.absolute(eigvalsh(a)))[..., ::-1]
        s, u = eigh(a)
        sgn = _u.sign(s)
        s = _u.absolute(s)
        sidx = argsort(s)[..., ::-1]
        sgn = take_along_axis(sgn, sidx, axis=-1)
        s = take_along_axis(s, sidx, axis=-1)
        u = take_along_axis(u, sidx[..., None, :], axis=-1)
        return u, s, swapaxes(_u.multiply(u, sgn[..., None, :]), -1, -2)
    t = _tensor(a)
    if not compute_uv:
        return _array(torch.linalg.svdvals(t), _real_of(dt))
    u, s, vh = torch.linalg.svd(t, full_matrices=full_matrices)
    return _array(u, dt), _array(s, _real_of(dt)), _array(vh, dt)


def qr(a, mode="reduced"):
    import torch

    if mode not in ("reduced", "complete", "r", "raw"):
        raise ValueError(f"Unrecognized mode '{mode}'")
    a = _arr(a)
    _stacked_2d(a)
    dt = _result_type(a)
    t = _tensor(a)
    if mode == "raw":
        # numpy hands back LAPACK's Fortran-ordered factor as it lies in memory: the transpose
        h, tau = torch.geqrf(t)
        return _array(h.transpose(-2, -1), dt), _array(tau, dt)
    q, r = torch.linalg.qr(t, mode="r" if mode == "r" else mode)
    return _array(r, dt) if mode == "r" else (_array(q, dt), _array(r, dt))


def cholesky(a):
    from .linalg import _square
    import torch

    a = _arr(a)
    _square(a)
    dt = _result_type(a)
    l, info = torch.linalg.cholesky_ex(_tensor(a))
    if bool((info != 0).any()):
        raise _linalg_error("Matrix is not positive definite")
    return _array(l, dt)


_RCOND_WARNING = ("`rcond` parameter will change to the default of machine precision times ``max(M, N)`` where M "
                  "and N are the input matrix dimensions.\nTo use the future default and silence this warning we "
                  "advise to pass `rcond=None`, to keep using the old, explicitly pass `rcond=-1`.")


def lstsq(a, b, rcond="warn"):
    """(solution, residuals, rank, singular values) by LAPACK's gelsd, as numpy solves; the residuals only for a
    tall full-rank a, as there."""
    import torch
    from ._creation import array
    from ._dtype import int32

    a, b = _arr(a), _arr(b)
    is_1d = b.ndim == 1
    if is_1d:
        b = b.reshape(b.shape + (1,))
    if a.ndim != 2 or b.ndim != 2:
        bad = a if a.ndim != 2 else b
        raise _linalg_error(f"{bad.ndim}-dimensional array given. Array must be two-dimensional")
    m, n = a.shape
    if m != b.shape[0]:
        raise _linalg_error("Incompatible dimensions")
    dt = _result_type(a, b)
    if rcond == "warn":
        import warnings

        warnings.warn(_RCOND_WARNING, FutureWarning, stacklevel=2)
        rcond = -1
    if rcond is None:
        rcond = 2.220446049250313e-16 * max(n, m)
    elif rcond < 0:
        rcond = 2.220446049250313e-16  # LAPACK takes a negative rcond as machine precision
    x, resids, rank, s = torch.linalg.lstsq(_tensor(a), _tensor(b), rcond=rcond, driver="gelsd")
    rank = int(rank)
    if is_1d:
        x = x.squeeze(-1)  # the residuals keep their length-1 axis, as numpy's do
    resids = _array(resids, dt) if rank == n and m > n else array([], dtype=dt)
    return _array(x, dt), resids, int32(rank), _array(s, dt)


def pinv(a, rcond=1e-15, hermitian=False):
    """numpy's pseudo-inverse: singular values at most rcond times the largest count as zero, the rest inverted."""
    from ._products import matmul
    from ._reduce import amax
    from ._manip import swapaxes
    from . import _ufunc as _u

    a = _arr(a)
    rcond = _arr(rcond)
    if a.ndim >= 2 and 0 in a.shape[-2:]:
        from ._creation import empty

        return empty(a.shape[:-2] + (a.shape[-1], a.shape[-2]), dtype=_result_type(a))
    # numpy factors the conjugate, so that the transposes below are conjugate transposes of a's factors
    u, s, vt = svd(a.conj(), full_matrices=False, hermitian=hermitian)
    cutoff = _u.multiply(rcond.reshape(rcond.shape + (1,)), amax(s, axis=-1, keepdims=True))
    large = _u.greater(s, cutoff)
    s = _u.true_divide(1, s, where=large, out=s)
    s[~large] = 0
    return matmul(swapaxes(vt, -1, -2), _u.multiply(s.reshape(s.shape + (1,)), swapaxes(u, -1, -2)))


def matrix_rank(A, tol=None, hermitian=False):
    from ._reduce import amax, count_nonzero
    from ._getlimits import finfo
    from . import _ufunc as _u

    A = _arr(A)
    if A.ndim < 2:
        return int(not bool(_u.equal(A, 0).all()))
    S = svd(A, compute_uv=False, hermitian=hermitian)
    if tol is None:
        tol = _u.multiply(amax(S, axis=-1, keepdims=True), max(A.shape[-2:]) * finfo(S.dtype).eps)
    else:
        tol = _arr(tol)
        tol = tol.reshape(tol.shape + (1,))
    return count_nonzero(_u.greater(S, tol), axis=-1)


def svd_norm(x, row_axis, col_axis, op):
    """The 2-norm (op amax), its negative (amin) or the nuclear norm (sum) of the matrices over two axes."""
    from ._manip import moveaxis

    y = moveaxis(x, (row_axis, col_axis), (-2, -1))
    return op(svd(y, compute_uv=False), axis=-1)

