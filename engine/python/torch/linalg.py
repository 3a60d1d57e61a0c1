"""torch.linalg: factorizations, solvers, norms and the functions PyTorch builds from them.

The engine factors and solves (linalg_lu_factor_ex, linalg_qr, linalg_eigh, _linalg_svd, ...); the rest is written
here with differentiable ops, as PyTorch's composite implementations are. Failures the engine reports through an
`info` tensor are raised here, with the message of the function called.
"""
import builtins
import math

import torch

from . import _autocast_ops, _complex, _composites
from . import _engine, return_types
from ._ops import recorded_as
from ._complex import _scalar_of
from . import _out
from ._out import _CPP_NAMES
from ._tensor import _wrap_dim


class _LinAlgError(RuntimeError):
    """Raised when a linear algebra routine fails on its input (a singular or not positive-definite matrix)."""


_LinAlgError.__module__ = "torch._C"
LinAlgError = _LinAlgError


def _call(name, *args, **kwargs):
    return _engine.call(name, args, kwargs)


def _singular(i):
    return f"The diagonal element {i} is zero, the inversion could not be completed because the input matrix is singular."


def _not_positive_definite(i):
    return (f"The factorization could not be completed because the input is not positive-definite (the leading minor "
            f"of order {i} is not positive-definite).")


def _check_errors(info, api, message):
    """Raises LinAlgError for the first failed matrix, naming its batch element when the input was batched."""
    codes = info.reshape(-1).tolist()
    for b, code in enumerate(codes):
        if code > 0:
            where = f"(Batch element {b}): " if info.dim() > 0 else ""
            raise LinAlgError(f"{api}: {where}{message(code)}")


def _check_matrix(api, A, square=True, name="A"):
    if A.dim() < 2:
        raise RuntimeError(f"{api}: The input tensor {name} must have at least 2 dimensions.")
    if square and A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"{api}: {name} must be batches of square matrices, but they are {A.shape[-2]} by "
                           f"{A.shape[-1]} matrices")


def _check_floating(api, A):  # noqa: N803
    """checkFloatingOrComplex."""
    if not (A.dtype.is_floating_point or A.is_complex()):
        raise RuntimeError(f"{api}: Expected a floating point or complex tensor as input. Got {_scalar_of(A.dtype)}")


def _check_solver(api, A, B, left):  # noqa: N803
    """checkInputsSolver: A square, B a matrix, and their shapes fit the equation."""
    _check_matrix(api, A)
    _check_matrix(api, B, square=False, name="B")
    if (A.shape[-2] != B.shape[-2]) if left else (A.shape[-1] != B.shape[-1]):
        raise RuntimeError(f"{api}: Incompatible shapes of A and B for the equation {'AX = B' if left else 'XA = B'} "
                           f"({A.shape[-2]}x{A.shape[-1]} and {B.shape[-2]}x{B.shape[-1]})")


def _batch_of(B, A):  # noqa: N803
    """_linalg_broadcast_batch_dims: the batch B and A share, refused as infer_size refuses it (B's batch first)."""
    return _composites._infer_size(B.shape[:-2], A.shape[:-2])


def det(A):  # noqa: N803
    return _call("linalg_det", A)


def slogdet(A):  # noqa: N803
    return return_types.linalg_slogdet(_call("linalg_slogdet", A))


@_autocast_ops.policy("linalg_inv_ex")
def inv_ex(A, *, check_errors=False):  # noqa: N803
    inverse, info = _call("linalg_inv_ex", A)
    if check_errors:
        _check_errors(info, "linalg.inv_ex", _singular)
    return return_types.linalg_inv_ex((inverse, info))


@_autocast_ops.policy("linalg_inv")
def inv(A):  # noqa: N803
    inverse, info = _call("linalg_inv_ex", A)
    _check_errors(info, "linalg.inv", _singular)
    return inverse


def _solve_operands(api, A, B, left):
    """A and B broadcast to a common batch, B as a matrix; whether B was a (batch of) vector(s)."""
    _check_matrix(api, A)
    vector = B.dim() == 1 or (B.dim() == A.dim() - 1 and tuple(B.shape) == tuple(A.shape[:-1]))
    rhs = B.unsqueeze(-1 if left else -2) if vector else B
    n = A.shape[-1]
    if (rhs.shape[-2] if left else rhs.shape[-1]) != n:
        equation = "AX = B" if left else "XA = B"
        raise RuntimeError(f"{api}: Incompatible shapes of A and B for the equation {equation} ({n}x{n} and "
                           f"{rhs.shape[-2]}x{rhs.shape[-1]})")
    batch = _batch_of(rhs, A)
    return A.expand(*batch, n, n), rhs.expand(*batch, *rhs.shape[-2:]), vector


def solve_ex(A, B, *, left=True, check_errors=False):  # noqa: N803
    A, rhs, vector = _solve_operands("linalg.solve", A, B, left)
    result, info = _call("linalg_solve_ex", A, rhs, left=left)
    if check_errors:
        _check_errors(info, "torch.linalg.solve_ex", lambda _: "The solver failed because the input matrix is singular.")
    return return_types.linalg_solve_ex((result.squeeze(-1 if left else -2) if vector else result, info))


@_autocast_ops.policy("linalg_solve")
def solve(A, B, *, left=True):  # noqa: N803
    result, info = solve_ex(A, B, left=left)
    _check_errors(info, "torch.linalg.solve", lambda _: "The solver failed because the input matrix is singular.")
    return result


def solve_triangular(A, B, *, upper, left=True, unitriangular=False):  # noqa: N803
    _check_solver("linalg.solve_triangular", A, B, left)
    batch = _batch_of(B, A)
    n = A.shape[-1]
    return _call("linalg_solve_triangular", A.expand(*batch, n, n), B.expand(*batch, *B.shape[-2:]), upper=upper,
                 left=left, unitriangular=unitriangular)


@_autocast_ops.policy("linalg_cholesky_ex")
def cholesky_ex(A, *, upper=False, check_errors=False):  # noqa: N803
    L, info = _call("linalg_cholesky_ex", A, upper=upper)
    if check_errors:
        _check_errors(info, "linalg.cholesky_ex", _not_positive_definite)
    return return_types.linalg_cholesky_ex((L, info))


@_autocast_ops.policy("linalg_cholesky")
def cholesky(A, *, upper=False):  # noqa: N803
    L, info = _call("linalg_cholesky_ex", A, upper=upper)
    _check_errors(info, "linalg.cholesky", _not_positive_definite)
    return L


def lu_factor_ex(A, *, pivot=True, check_errors=False):  # noqa: N803
    LU, pivots, info = _call("linalg_lu_factor_ex", A, pivot=pivot)
    if check_errors:
        _check_errors(info, "torch.linalg.lu_factor_ex", _singular)
    return return_types.linalg_lu_factor_ex((LU, pivots, info))


def lu_factor(A, *, pivot=True):  # noqa: N803
    LU, pivots, info = _call("linalg_lu_factor_ex", A, pivot=pivot)
    _check_errors(info, "torch.linalg.lu_factor", _singular)
    return return_types.linalg_lu_factor((LU, pivots))


def lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True):  # noqa: N803
    """torch.lu_unpack: P, L and U with A = P L U from getrf's packed factors; what is not unpacked comes back empty."""
    m, n = LU_data.shape[-2:]
    k = min(m, n)
    L = U = P = LU_data.new_empty((0,))
    if unpack_data:
        L = LU_data[..., :, :k].tril(-1) + torch.eye(m, k, dtype=LU_data.dtype, device=LU_data.device)
        U = LU_data[..., :k, :].triu()
    if unpack_pivots:
        # the row swaps in order give the rows of P^T A; P puts them back
        perms = []
        for pivots in LU_pivots.reshape(-1, k).tolist():
            perm = list(range(m))
            for i, p in enumerate(pivots):
                perm[i], perm[p - 1] = perm[p - 1], perm[i]
            perms.append(perm)
        swapped = torch.eye(m, dtype=LU_data.dtype, device=LU_data.device)[torch.tensor(perms, dtype=torch.long)]
        P = swapped.mT.contiguous().reshape(*LU_data.shape[:-2], m, m)
    return return_types.lu_unpack((P, L, U))


def lu(A, *, pivot=True):  # noqa: N803
    return return_types.linalg_lu(tuple(_call("linalg_lu", A, pivot=pivot)))


def lu_solve(LU, pivots, B, *, left=True, adjoint=False):  # noqa: N803
    _check_matrix("linalg.lu_solve", LU)
    _check_solver("linalg.lu_solve", LU, B, left)
    batch = torch.broadcast_shapes(LU.shape[:-2], pivots.shape[:-1], B.shape[:-2])
    n = LU.shape[-1]
    return _call("linalg_lu_solve", LU.expand(*batch, n, n), pivots.expand(*batch, n),
                 B.expand(*batch, *B.shape[-2:]), left=left, adjoint=adjoint)


def qr(A, mode="reduced"):  # noqa: N803
    return return_types.linalg_qr(_call("linalg_qr", A, mode))


@_autocast_ops.policy("linalg_householder_product")
def householder_product(A, tau):  # noqa: N803
    return _call("linalg_householder_product", A, tau)


def matrix_exp(A):  # noqa: N803
    return _call("linalg_matrix_exp", A)


def eigh(A, UPLO="L"):  # noqa: N803
    return return_types.linalg_eigh(_call("linalg_eigh", A, UPLO))


def eigvalsh(A, UPLO="L"):  # noqa: N803
    # the vectors are computed when A requires grad (the gradient is built from them), and LAPACK's values then
    # come from another iteration than the values-only one's, which rounds differently
    if torch.is_grad_enabled() and A.requires_grad:
        return eigh(A, UPLO).eigenvalues
    return _call("linalg_eigvalsh", A, UPLO)


def _geev(api, A, vectors):  # noqa: N803
    """(eigenvalues, eigenvectors or None) of each matrix of A, as LAPACK's geev (zgeev for complex A) orders and
    normalises them."""
    from ._geev import geev
    from ._zgeev import zgeev

    # linalg_eig and _linalg_eigvals first take the complex dtype of the result (toComplexType); only linalg_eig
    # refuses non-finite input, before the shape checks
    if not (A.dtype.is_floating_point or A.is_complex()):
        raise RuntimeError(f"Unknown Complex ScalarType for {_SCALAR_NAMES[A.dtype]}")
    if vectors and not bool(torch.isfinite(A).all()):
        raise RuntimeError("torch.linalg.eig: input tensor should not contain infs or NaNs.")
    _check_matrix(api, A)
    n = A.shape[-1]
    dtype = torch.complex128 if A.dtype in (torch.float64, torch.complex128) else torch.complex64
    wide = torch.complex128 if A.is_complex() else torch.float64
    matrices = A.detach().resolve_conj().to(wide).reshape(-1, n, n).tolist() if A.numel() else []
    precision = "double" if A.dtype in (torch.float64, torch.complex128) else "single"
    solver = zgeev if A.is_complex() else geev
    results = [solver(m, vectors, precision) for m in matrices]
    values = torch.tensor([w for w, _ in results], dtype=dtype, device=A.device).reshape(A.shape[:-1])
    if not vectors:
        return values, None
    return values, torch.tensor([v for _, v in results], dtype=dtype, device=A.device).reshape(A.shape)


_SCALAR_NAMES = {torch.int64: "Long", torch.int32: "Int", torch.int16: "Short", torch.int8: "Char",
                 torch.uint8: "Byte", torch.bool: "Bool"}


def eig(A):  # noqa: N803
    """Eigenvalues and eigenvectors of a general real square matrix (complex in general), as LAPACK's geev
    returns them: its eigenvalue order, eigenvectors of unit norm with their largest component real."""
    return return_types.linalg_eig(_geev("linalg.eig", A, True))


def eigvals(A):  # noqa: N803
    return _geev("linalg.eigvals", A, False)[0]


@_autocast_ops.policy("linalg_svd")
def svd(A, full_matrices=True, *, driver=None):  # noqa: N803
    _check_driver(driver)
    return return_types.linalg_svd(_call("_linalg_svd", A, full_matrices, True))


@_autocast_ops.policy("linalg_svdvals")
def svdvals(A, *, driver=None):  # noqa: N803
    _check_driver(driver)
    # U and V are computed when A requires grad: the gradient of S is built from them
    return _call("_linalg_svd", A, False, A.requires_grad)[1]


def _check_driver(driver):
    if driver is not None:
        raise RuntimeError("torch.linalg.svd: keyword argument `driver=` is only supported on CUDA inputs with "
                           "cuSOLVER backend.")


def _tolerances(A, atol, rtol):
    """PyTorch's defaults: rtol = eps * max(m, n) unless a positive atol is given, then 0; atol = 0."""
    if rtol is None:
        rtol = 0.0 if atol is not None and _positive(atol) else _eps(A) * builtins.max(A.shape[-2], A.shape[-1])
    return (0.0 if atol is None else atol), rtol


def _eps(A):  # noqa: N803
    """The machine epsilon of A's (real) element type (_get_epsilon): a complex matrix's is its parts'."""
    real = _complex._REAL_OF.get(A.dtype, A.dtype)
    if real not in (torch.float32, torch.float64):
        raise RuntimeError("This function doesn't handle types other than float and double")
    return torch.finfo(real).eps


def _positive(atol):
    return bool((atol > 0).all()) if isinstance(atol, torch.Tensor) else atol > 0


def _as_batched(value, like):
    """A float tolerance, or a tensor of them per batch element, shaped to compare with a batch of vectors' ends."""
    if isinstance(value, torch.Tensor):
        return value.to(like.dtype).unsqueeze(-1)
    return torch.tensor(value, dtype=like.dtype, device=like.device)


def _cutoff(S_max, atol, rtol, like):
    return torch.maximum(_as_batched(atol, like), _as_batched(rtol, like) * S_max)


def pinv(A, *, atol=None, rtol=None, hermitian=False, rcond=None):  # noqa: N803
    if A.dim() < 2 or not (A.dtype.is_floating_point or A.is_complex()):
        raise RuntimeError(f"linalg.pinv({A.type()[6:-6]}{{{list(A.shape)}}}): expected a tensor with 2 or more "
                           f"dimensions of float, double, cfloat or cdouble types")
    if rcond is not None:
        atol, rtol = 0.0, rcond
    atol, rtol = _tolerances(A, atol, rtol)
    if A.numel() == 0:
        return A.new_zeros((*A.shape[:-2], A.shape[-1], A.shape[-2]))
    if hermitian:
        L, V = eigh(A)
        cutoff = _cutoff(L.abs().amax(-1, keepdim=True), atol, rtol, L)
        L_pinv = torch.where(L.abs() > cutoff, L.reciprocal(), torch.zeros_like(L))
        return recorded_as("LinalgPinvBackward0", (V * L_pinv.unsqueeze(-2).to(V.dtype)) @ V.mH)
    U, S, Vh = svd(A, full_matrices=False)
    cutoff = _cutoff(S.narrow(-1, 0, 1), atol, rtol, S)
    S_pinv = torch.where(S > cutoff, S.reciprocal(), torch.zeros_like(S))
    return recorded_as("LinalgPinvBackward0", (Vh.mH * S_pinv.unsqueeze(-2).to(Vh.dtype)) @ U.mH)


def matrix_rank(A, *, atol=None, rtol=None, hermitian=False, tol=None):  # noqa: N803
    if A.dim() < 2:
        raise RuntimeError("torch.linalg.matrix_rank: The input tensor input must have at least 2 dimensions.")
    if tol is not None:
        atol, rtol = tol, 0.0
    atol, rtol = _tolerances(A, atol, rtol)
    S = eigvalsh(A).abs() if hermitian else svdvals(A)
    if S.shape[-1] == 0:
        return torch.zeros(S.shape[:-1], dtype=torch.int64, device=S.device)
    return (S > _cutoff(S.amax(-1, keepdim=True), atol, rtol, S)).sum(-1)


@_autocast_ops.policy("linalg_lstsq")
def lstsq(A, B, rcond=None, *, driver=None):  # noqa: N803
    """The least-squares solution as LAPACK's default CPU driver (gelsy) gives it: the minimum-norm one, with the
    rank; the singular values and residuals only the SVD drivers (gelsd, gelss) and gels return."""
    drivers = ("gels", "gelsy", "gelsd", "gelss")
    if driver is not None and driver not in drivers:
        raise RuntimeError("torch.linalg.lstsq: parameter `driver` should be one of (gels, gelsy, gelsd, gelss)")
    driver = driver or "gelsy"
    vector = B.dim() == A.dim() - 1
    if vector and A.shape[-2] != B.shape[-1]:
        raise RuntimeError("torch.linalg.lstsq: input.size(-2) should match other.size(-1)")
    rhs = B.unsqueeze(-1) if vector else B
    if not vector and A.shape[-2] != B.shape[-2]:
        raise RuntimeError("torch.linalg.lstsq: input.size(-2) should match other.size(-2)")
    m, n = A.shape[-2], A.shape[-1]
    rtol = _eps(A) * builtins.max(m, n) if rcond is None or rcond < 0 else rcond
    solution = pinv(A, rtol=rtol) @ rhs
    empty = A.new_empty((0,))
    rank = matrix_rank(A, rtol=rtol) if driver != "gels" else empty.long()
    singular_values = svdvals(A) if driver in ("gelsd", "gelss") else empty
    residuals = empty
    if m > n and driver != "gelsy" and bool((rank == n).all()):
        residuals = ((A @ solution - rhs).abs() ** 2).sum(-2)
    if vector:
        solution = solution.squeeze(-1)
    return return_types.linalg_lstsq((solution, residuals, rank, singular_values))


def _scalar_text(value):
    """A number as c10's Scalar and C++ streams print it (6 significant digits, inf, no trailing .0)."""
    return str(value) if isinstance(value, int) else f"{value:g}"


def _check_norm_dtype(dtype, input_dtype, api):
    """check_linalg_norm_dtype: the dtype asked for holds the input's values without narrowing."""
    if dtype is None:
        return
    if not (dtype.is_floating_point or dtype.is_complex):
        raise RuntimeError(f"{api}: dtype should be floating point or complex, but got {_scalar_of(dtype)}")
    if input_dtype.is_complex != dtype.is_complex:
        kind = "complex" if input_dtype.is_complex else "real"
        raise RuntimeError(f"{api}: dtype should be {kind} for {kind} inputs, but got {_scalar_of(dtype)}")
    if torch.promote_types(input_dtype, dtype) != dtype:
        raise RuntimeError(f"{api}: the dtype of the input ({_scalar_of(input_dtype)}) should be convertible without "
                           f"narrowing to the specified dtype ({_scalar_of(dtype)})")


def vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None):  # noqa: A002
    _check_floating("linalg.vector_norm", x)
    if x.numel() == 0 and not isinstance(ord, str) and (ord < 0 or ord == math.inf):
        # the norm's reduction has no identity: each reduced dimension must hold values
        if dim is None or dim == ():
            raise RuntimeError(f"linalg.vector_norm cannot compute the {_scalar_text(ord)} norm on an empty tensor "
                               "because the operation does not have an identity")
        for d in [dim] if isinstance(dim, int) else dim:
            if x.shape[d] == 0:
                raise RuntimeError(f"linalg.vector_norm cannot compute the {_scalar_text(ord)} norm on the dimension "
                                   f"{d}because this dimension is empty and the operation does not have an identity")
    _check_norm_dtype(dtype, x.dtype, "linalg.vector_norm")
    x = x.to(dtype) if dtype is not None else x
    return _call("linalg_vector_norm", x, ord, [dim] if isinstance(dim, int) else dim, keepdim)


def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, *, dtype=None):  # noqa: N803,A002
    if ord not in ("fro", "nuc") if isinstance(ord, str) else abs(ord) not in (1, 2, math.inf):
        raise RuntimeError(f"linalg.matrix_norm: Order {ord if isinstance(ord, str) else _scalar_text(float(ord))} "
                           "not supported.")
    _check_matrix("linalg.matrix_norm", A, square=False)
    _check_floating("linalg.matrix_norm", A)
    if len(dim) != 2:
        raise RuntimeError(f"linalg.matrix_norm: dim must be a 2-tuple. Got {' '.join(str(d) for d in dim)}")
    dim = tuple(_wrap_dim(d, A.dim()) for d in dim)
    if dim[0] == dim[1]:
        raise RuntimeError(f"linalg.matrix_norm: dims must be different. Got ({dim[0]}, {dim[1]})")
    _check_norm_dtype(dtype, A.dtype, "linalg.matrix_norm")
    A = A.to(dtype) if dtype is not None else A
    if ord == "fro":
        return vector_norm(A, 2, dim, keepdim)
    if ord == "nuc" or ord in (2, -2):
        moved = A.movedim(dim, (-2, -1))
        S = svdvals(moved)
        result = S.sum(-1) if ord == "nuc" else (S.amax(-1) if ord == 2 else S.amin(-1))
        if keepdim:
            result = result.unsqueeze(-1).unsqueeze(-1).movedim((-2, -1), dim)
        return result
    # 1: the largest column sum (sum over the rows' dim); inf: the largest row sum
    summed, picked = dim if abs(ord) == 1 else dim[::-1]
    if not keepdim and picked > summed:
        picked -= 1
    sums = A.abs().sum(summed, keepdim=keepdim)
    return sums.amax(picked, keepdim=keepdim) if ord > 0 else sums.amin(picked, keepdim=keepdim)


def norm(A, ord=None, dim=None, keepdim=False, *, dtype=None):  # noqa: N803,A002
    if dim is not None:
        dim = (dim,) if isinstance(dim, int) else tuple(dim)
        if len(dim) not in (1, 2):
            raise RuntimeError(f"linalg.norm: If dim is specified, it must be of length 1 or 2. Got {list(dim)}")
    elif ord is not None and A.dim() not in (1, 2):
        raise RuntimeError(f"linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got {A.dim()}D.")
    # a string order is always a matrix norm; a numeric one is where two dims are named or A is a matrix
    if isinstance(ord, str) or (ord is not None and (len(dim) == 2 if dim is not None else A.dim() == 2)):
        return matrix_norm(A, ord, (0, 1) if dim is None else dim, keepdim, dtype=dtype)
    return vector_norm(A, 2 if ord is None else ord, dim, keepdim, dtype=dtype)


@_autocast_ops.policy("linalg_cond")
def cond(A, p=None):  # noqa: N803
    if A.dim() < 2:
        raise RuntimeError("linalg.cond: The input tensor must have at least 2 dimensions.")
    if p not in ("fro", "nuc") if isinstance(p, str) else p is not None and abs(p) not in (1, 2, math.inf):
        raise RuntimeError(f"linalg.cond got an invalid norm type: {p if isinstance(p, str) else _scalar_text(float(p))}")
    if p is None or p in (2, -2):
        S = svdvals(A)
        return S[..., 0] / S[..., -1] if p != -2 else S[..., -1] / S[..., 0]
    # the order as std::to_string writes it: a float Scalar with six decimals
    shown = p if isinstance(p, str) else f"{p:f}" if isinstance(p, float) and math.isfinite(p) else _scalar_text(p)
    _check_matrix(f"linalg.cond(ord={shown})", A)
    inverse, info = _call("linalg_inv_ex", A)
    result = matrix_norm(A, p) * matrix_norm(inverse, p)
    # a singular matrix's condition number is infinite
    return torch.where(info > 0, torch.full_like(result, math.inf), result)


def matrix_power(A, n):  # noqa: N803
    _check_matrix("linalg.matrix_power", A)
    if n == 0:
        return torch.eye(A.shape[-1], dtype=A.dtype, device=A.device).expand(A.shape).clone()
    if n < 0:
        A, n = inv(A), -n
    if n == 1:
        return A.clone()
    # binary powering, the squares multiplied in as the bits of n come
    result = z = None
    while n > 0:
        z = A if z is None else z @ z
        if n & 1:
            result = z if result is None else result @ z
        n >>= 1
    return result


def cross(input, other, *, dim=-1):  # noqa: A002
    a_size, b_size = input.shape[dim], other.shape[dim]
    if a_size != 3 or b_size != 3:
        raise RuntimeError(f"linalg.cross: inputs dimension {dim} must have length 3. Got {a_size} and {b_size}")
    if input.dim() != other.dim():
        raise RuntimeError("linalg.cross: inputs must have the same number of dimensions.")
    return _call("linalg_cross", input, other, dim=dim)


def _chain_order(shapes):
    """The parenthesisation with fewest scalar multiplications (the matrix-chain recurrence multi_dot uses)."""
    n = len(shapes)
    p = [shapes[0][0]] + [s[1] for s in shapes]
    cost = [[0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(1, n):
        for i in range(n - length):
            j = i + length
            cost[i][j] = None
            for k in range(i, j):
                c = cost[i][k] + cost[k + 1][j] + p[i] * p[k + 1] * p[j + 1]
                if cost[i][j] is None or c < cost[i][j]:
                    cost[i][j], split[i][j] = c, k
    return split


def multi_dot(tensors):
    n = len(tensors)
    if n < 2:
        raise RuntimeError(f"multi_dot(): expected at least 2 tensors but got {n}")
    first, last = tensors[0], tensors[-1]
    mats = [first.unsqueeze(0) if first.dim() == 1 else first, *tensors[1:-1],
            last.unsqueeze(-1) if last.dim() == 1 else last]
    for i, t in enumerate(mats):
        if t.dim() != 2:
            which = "first" if i == 0 else "last" if i == n - 1 else None
            if which:
                raise RuntimeError(f"multi_dot(): the {which} tensor must be 1D or 2D but got {tensors[i].dim()}D")
            raise RuntimeError(f"multi_dot(): tensor {i} must be 2D but got {t.dim()}D")
    for i in range(1, n):
        if mats[i].dtype != mats[0].dtype:
            raise RuntimeError(f"multi_dot(): all tensors must have be the same dtype but tensor 0 is "
                               f"{_CPP_NAMES[str(mats[0].dtype)[6:]]} and tensor {i} {_CPP_NAMES[str(mats[i].dtype)[6:]]}")
        if mats[i - 1].shape[-1] != mats[i].shape[0]:
            raise RuntimeError(f"multi_dot(): tensors {i - 1} and {i} with shapes {list(tensors[i - 1].shape)} and "
                               f"{list(tensors[i].shape)} cannot be multiplied")
    split = _chain_order([tuple(t.shape) for t in mats])

    def product(i, j):
        return mats[i] if i == j else product(i, split[i][j]) @ product(split[i][j] + 1, j)

    result = product(0, n - 1)
    if first.dim() == 1:
        result = result.squeeze(0)
    if last.dim() == 1:
        result = result.squeeze(-1)
    return result


@_autocast_ops.policy("linalg_vecdot")
def vecdot(x, y, *, dim=-1):
    _check_floating("linalg.vecdot", x)
    if x.dtype != y.dtype:
        raise RuntimeError(f"linalg.vecdot: Expected x and y to have the same dtype, but found x of type "
                           f"{_scalar_of(x.dtype)} and y of type {_scalar_of(y.dtype)} instead")
    # two vectors are vdot's, with its checks
    if x.dim() == 1 and y.dim() == 1:
        return torch.vdot(x, y)
    return (x.conj() * y).sum(dim)


def diagonal(A, *, offset=0, dim1=-2, dim2=-1):  # noqa: N803
    return torch.diagonal(A, offset, dim1, dim2)


def matmul(input, other, *, out=None):  # noqa: A002
    return torch.matmul(input, other, out=out)


_VANDER_DTYPES = (torch.float32, torch.float64, torch.complex64, torch.complex128)


def vander(x, *, N=None):  # noqa: N803
    """Powers x^0 .. x^(N-1) along a new last dimension, as a row of ones beside cumprod of the repeated x
    (integer inputs count in int64, as cumprod promotes them)."""
    if x.dtype not in _VANDER_DTYPES and (x.dtype.is_floating_point or x.dtype is torch.bool):
        raise RuntimeError("linalg.vander supports floating point, complex, and integer tensors, "
                           f"but got {_scalar_of(x.dtype)}")
    x = x.unsqueeze(-1) if x.dim() == 0 else x
    n = x.shape[-1] if N is None else N
    if n <= 1:
        raise RuntimeError("N must be greater than 1.")
    powers = x.unsqueeze(-1).expand(*x.shape, n - 1).cumprod(-1)
    return torch.cat([powers.new_ones(*x.shape, 1), powers], -1)


@_autocast_ops.policy("linalg_tensorinv")
def tensorinv(A, ind=2):  # noqa: N803
    if ind <= 0:
        raise RuntimeError(f"Expected a strictly positive integer for 'ind', but got {ind}")
    rows, cols = A.shape[:ind], A.shape[ind:]
    if math.prod(rows) != math.prod(cols):
        raise RuntimeError(f"Expected self to satisfy the requirement prod(self.shape[ind:]) == "
                           f"prod(self.shape[:ind]), but got {math.prod(cols)} != {math.prod(rows)}")
    return inv(A.reshape(math.prod(rows), math.prod(cols))).reshape(*cols, *rows)


@_autocast_ops.policy("linalg_tensorsolve")
def tensorsolve(A, B, dims=None):  # noqa: N803
    if dims is not None:
        dims = [d % A.dim() for d in dims]
        A = A.movedim(dims, list(range(A.dim() - len(dims), A.dim())))
    rest = A.shape[B.dim():]
    if math.prod(rest) != B.numel():
        raise RuntimeError(f"Expected self to satisfy the requirement prod(self.shape[other.ndim:]) == "
                           f"prod(self.shape[:other.ndim]), but got {math.prod(rest)} != {B.numel()}")
    return solve(A.reshape(B.numel(), math.prod(rest)), B.reshape(-1)).reshape(rest)


__all__ = ["LinAlgError", "det", "slogdet", "inv", "inv_ex", "solve", "solve_ex", "solve_triangular", "cholesky",
           "cholesky_ex", "lu", "lu_factor", "lu_factor_ex", "lu_solve", "qr", "householder_product", "matrix_exp", "eig", "eigvals",
           "eigh", "eigvalsh", "svd", "svdvals", "pinv", "matrix_rank", "lstsq", "vector_norm", "matrix_norm", "norm",
           "cond", "matrix_power", "cross", "multi_dot", "vecdot", "diagonal", "matmul", "vander", "tensorinv",
           "tensorsolve"]

_out.accept_out(globals(), _out.LINALG_NAMES, "linalg_")
