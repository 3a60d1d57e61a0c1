"""numpy.linalg: norm, det, slogdet, inv, solve and matrix_power, with LAPACK's LU factorisation (partial pivoting,
multipliers scaled by the pivot's reciprocal as dgetf2 scales them) and numpy's det through slogdet; the
factorisations (eigh, svd, qr, cholesky, lstsq, pinv, matrix_rank) are in _decompositions; multi_dot and cond
build on both."""
import math
import operator

from . import _dtype as _d
from . import _ufunc as _u
from ._dtype import FLOAT32, FLOAT64
from ._ndarray import from_values, scalar
from ._products import matmul, dot
from ._decompositions import (  # noqa: F401
    eig, eigvals, eigh, eigvalsh, svd, qr, cholesky, lstsq, pinv, matrix_rank, svd_norm,
)


class LinAlgError(ValueError):
    pass


LinAlgError.__module__ = "numpy.linalg"


def _arr(a):
    from ._creation import asarray

    return asarray(a)


def _float_type(dt):
    return FLOAT32 if dt is FLOAT32 or dt.char == "e" else FLOAT64


def _square(a):
    if a.ndim < 2:
        raise LinAlgError(f"{a.ndim}-dimensional array given. Array must be at least two-dimensional")
    if a._shape[-1] != a._shape[-2]:
        raise LinAlgError("Last 2 dimensions of the array must be square")


def _matrices(a):
    """Each trailing 2-d matrix of a as a list of row lists of floats."""
    n = a._shape[-1]
    vals = [float(v) for v in a._values()]
    size = n * n
    return [[vals[k + i * n:k + (i + 1) * n] for i in range(n)] for k in range(0, len(vals), size)] if size else \
        [[] for _ in range(math.prod(a._shape[:-2]))]


def _factor(m, singular_ok=False):
    """(LU rows, row permutation, permutation sign) of m, factored in place as LAPACK's dgetf2 does; a zero pivot
    raises numpy's error unless `singular_ok`, and leaves a zero on the diagonal."""
    n = len(m)
    perm, sign = list(range(n)), 1
    for j in range(n):
        p = max(range(j, n), key=lambda i: abs(m[i][j]))
        if m[p][j] == 0:
            if singular_ok:
                continue
            raise LinAlgError("Singular matrix")
        if p != j:
            m[p], m[j] = m[j], m[p]
            perm[p], perm[j] = perm[j], perm[p]
            sign = -sign
        r = 1.0 / m[j][j]
        pivot_row = m[j]
        for i in range(j + 1, n):
            row = m[i]
            row[j] *= r
            lij = row[j]
            if lij:
                for k in range(j + 1, n):
                    row[k] -= lij * pivot_row[k]
    return m, perm, sign


def _sign_logdet(m):
    """numpy's slogdet of one matrix: the sign and the sum of the logs of the LU diagonal's magnitudes."""
    lu, _, sign = _factor(m, singular_ok=True)
    s, acc = float(sign), 0.0
    for i in range(len(lu)):
        d = lu[i][i]
        if d == 0:
            return 0.0, -math.inf
        if d < 0:
            s = -s
        acc += math.log(abs(d))
    return s, acc


def slogdet(a):
    a = _arr(a)
    _square(a)
    ft = _float_type(a._dtype)
    pairs = [_sign_logdet(m) for m in _matrices(a)]
    shape = a._shape[:-2]
    if not shape:
        return _result(ft, pairs[0][0]), _result(ft, pairs[0][1])
    return from_values([p[0] for p in pairs], shape, ft), from_values([p[1] for p in pairs], shape, ft)


def _result(ft, v):
    return scalar(_d.round_value(v, ft), ft)


def det(a):
    """numpy computes det as sign * exp(logdet), so det([[1, 2], [3, 4]]) is -2.0000000000000004 as there."""
    a = _arr(a)
    _square(a)
    ft = _float_type(a._dtype)
    out = [s * math.exp(acc) for s, acc in map(_sign_logdet, _matrices(a))]
    shape = a._shape[:-2]
    if not shape:
        return _result(ft, out[0])
    return from_values(_d.unpack(_d.pack(out, ft), ft), shape, ft)


def _solve_lu(lu, perm, b_cols):
    n = len(lu)
    out = []
    for col in b_cols:
        x = [col[p] for p in perm]
        for i in range(n):
            acc = x[i]
            for k in range(i):
                acc -= lu[i][k] * x[k]
            x[i] = acc
        for i in range(n - 1, -1, -1):
            acc = x[i]
            for k in range(i + 1, n):
                acc -= lu[i][k] * x[k]
            x[i] = acc / lu[i][i]
        out.append(x)
    return out


def inv(a):
    a = _arr(a)
    _square(a)
    ft = _float_type(a._dtype)
    n = a._shape[-1]
    values = []
    for m in _matrices(a):
        lu, perm, _ = _factor(m)
        cols = _solve_lu(lu, perm, [[1.0 if i == j else 0.0 for i in range(n)] for j in range(n)])
        values.extend(cols[j][i] for i in range(n) for j in range(n))
    return from_values(_d.unpack(_d.pack(values, ft), ft), a._shape, ft)


def solve(a, b):
    a, b = _arr(a), _arr(b)
    _square(a)
    ft = _float_type(_d.result_type(a._dtype, b._dtype))
    n = a._shape[-1]
    vector = b.ndim == 1 or (b.ndim == a.ndim - 1)
    bb = b.reshape(b._shape + (1,)) if vector else b
    if bb._shape[-2] != n:
        raise ValueError(f"solve1: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature "
                         f"(m,m),(m)->(m) (size {bb._shape[-2]} is different from {n})" if vector else
                         f"solve: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature "
                         f"(m,m),(m,n)->(m,n) (size {bb._shape[-2]} is different from {n})")
    k = bb._shape[-1]
    mats = _matrices(a)
    rhs = [float(v) for v in bb._values()]
    values = []
    for idx, m in enumerate(mats):
        lu, perm, _ = _factor(m)
        block = rhs[idx * n * k:(idx + 1) * n * k]
        cols = _solve_lu(lu, perm, [[block[i * k + j] for i in range(n)] for j in range(k)])
        values.extend(cols[j][i] for i in range(n) for j in range(k))
    out = from_values(_d.unpack(_d.pack(values, ft), ft), bb._shape if len(mats) > 1 or a.ndim > 2 else (n, k), ft)
    return out.reshape(out._shape[:-1]) if vector else out


def matrix_power(a, n):
    a = _arr(a)
    _square(a)
    n = operator.index(n)
    if n < 0:
        a, n = inv(a), -n
    from ._creation import eye
    from ._manip import broadcast_to

    result = broadcast_to(eye(a._shape[-1], dtype=a._dtype), a._shape).copy()
    base = a
    while n:
        if n & 1:
            result = matmul(result, base)
        n >>= 1
        if n:
            base = matmul(base, base)
    return result


def norm(x, ord=None, axis=None, keepdims=False):
    x = _arr(x)
    if x._dtype.kind in "biu":
        x = x.astype(FLOAT64)
    if axis is None:
        if ord is None or (ord in ("f", "fro") and x.ndim == 2) or (ord == 2 and x.ndim == 1):
            flat = x.reshape(-1)
            ret = _u.sqrt(dot(flat, flat))
            if keepdims:
                ret = _arr(ret).reshape((1,) * x.ndim)
            return ret
        axis = tuple(range(x.ndim))
    elif not isinstance(axis, tuple):
        try:
            axis = (operator.index(axis),)
        except TypeError:
            raise TypeError("'axis' must be None, an integer or a tuple of integers") from None
    from ._reduce import sum as _sum, amax, amin

    if len(axis) == 1:
        if ord == math.inf:
            return amax(_u.absolute(x), axis=axis, keepdims=keepdims)
        if ord == -math.inf:
            return amin(_u.absolute(x), axis=axis, keepdims=keepdims)
        if ord == 0:
            return _u.not_equal(x, 0).astype(x._dtype).sum(axis=axis, keepdims=keepdims)
        if ord == 1:
            return _sum(_u.absolute(x), axis=axis, keepdims=keepdims)
        if ord is None or ord == 2:
            return _u.sqrt(_sum(_u.multiply(x, x), axis=axis, keepdims=keepdims))
        if isinstance(ord, str):
            raise ValueError(f"Invalid norm order '{ord}' for vectors")
        absx = _u.absolute(x)
        absx = _u.power(absx, ord)
        ret = _sum(absx, axis=axis, keepdims=keepdims)
        return _u.power(ret, _u.true_divide(1, ord))
    if len(axis) == 2:
        row_axis, col_axis = (_u.normalize_axis(a, x.ndim) for a in axis)
        if row_axis == col_axis:
            raise ValueError("Duplicate axes given.")
        if ord is None or ord in ("f", "fro"):
            ret = _u.sqrt(_sum(_u.multiply(x, x), axis=axis))
        elif ord in (1, -1):
            if col_axis > row_axis:
                col_axis -= 1
            pick = amax if ord == 1 else amin
            ret = pick(_sum(_u.absolute(x), axis=row_axis), axis=col_axis)
        elif ord in (math.inf, -math.inf):
            if row_axis > col_axis:
                row_axis -= 1
            pick = amax if ord == math.inf else amin
            ret = pick(_sum(_u.absolute(x), axis=col_axis), axis=row_axis)
        elif ord in (2, -2, "nuc"):
            ret = svd_norm(x, row_axis, col_axis, {2: amax, -2: amin, "nuc": _sum}[ord])
        else:
            raise ValueError("Invalid norm order for matrices.")
        if keepdims:
            shape = list(x._shape)
            shape[axis[0]] = shape[axis[1]] = 1
            ret = _arr(ret).reshape(shape)
        return ret
    raise ValueError("Improper number of dimensions to norm.")



def multi_dot(arrays, *, out=None):
    """The product of a chain of matrices, multiplied in the order that costs fewest scalar products (numpy's
    matrix-chain order, which decides the rounding)."""
    from ._manip import atleast_2d

    n = len(arrays)
    if n < 2:
        raise ValueError("Expecting at least two arrays.")
    if n == 2:
        return dot(arrays[0], arrays[1])
    arrays = [_arr(a) for a in arrays]
    ndim_first, ndim_last = arrays[0].ndim, arrays[-1].ndim
    if ndim_first == 1:
        arrays[0] = atleast_2d(arrays[0])
    if ndim_last == 1:
        arrays[-1] = atleast_2d(arrays[-1]).T
    for a in arrays:
        if a.ndim != 2:
            raise LinAlgError(f"{a.ndim}-dimensional array given. Array must be two-dimensional")
    result = _chain(arrays, _chain_order(arrays), 0, n - 1)
    if ndim_first == 1 and ndim_last == 1:
        return result[0, 0]
    return result.ravel() if ndim_first == 1 or ndim_last == 1 else result


def _chain_order(arrays):
    """split[i][j]: where the cheapest product of arrays[i..j] splits (numpy's _multi_dot_matrix_chain_order; for
    three matrices its cost comparison picks the same split)."""
    n = len(arrays)
    p = [a.shape[0] for a in arrays] + [arrays[-1].shape[1]]
    cost = [[0.0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(1, n):
        for i in range(n - length):
            j = i + length
            cost[i][j] = math.inf
            for k in range(i, j):
                q = cost[i][k] + cost[k + 1][j] + p[i] * p[k + 1] * p[j + 1]
                if q < cost[i][j]:
                    cost[i][j] = q
                    split[i][j] = k
    return split


def _chain(arrays, split, i, j):
    if i == j:
        return arrays[i]
    return dot(_chain(arrays, split, i, split[i][j]), _chain(arrays, split, split[i][j] + 1, j))


def cond(x, p=None):
    """The condition number: a ratio of singular values for p None, 2 or -2, else norm(x, p) * norm(inv(x), p);
    a singular matrix's is inf."""
    x = _arr(x)
    if x.ndim >= 2 and 0 in x.shape[-2:]:
        raise LinAlgError("cond is not defined on empty arrays")
    if p is None or p == 2 or p == -2:
        s = svd(x, compute_uv=False)
        r = _u.true_divide(s[..., -1], s[..., 0]) if p == -2 else _u.true_divide(s[..., 0], s[..., -1])
    else:
        _square(x)
        try:
            r = _u.multiply(norm(x, p, axis=(-2, -1)), norm(inv(x), p, axis=(-2, -1)))
        except LinAlgError:
            return math.inf
    r = _arr(r)
    nan_mask = _u.isnan(r)
    if bool(nan_mask.any()):
        nan_mask = _u.logical_and(nan_mask, _u.logical_not(_u.isnan(x).any(axis=(-2, -1))))
        if r.ndim:
            r[nan_mask] = math.inf
        elif bool(nan_mask):
            r = _arr(math.inf)
    return r[()] if r.ndim == 0 else r
