"""The torch.* and Tensor.* spellings of linear algebra that predate torch.linalg, over torch.linalg."""
from . import _autocast_ops
from . import linalg, return_types
from ._complex import _scalar_of
from ._warn_once import warn_once


def _deprecated_once(name, message):
    warn_once(message, key=name)


def _linear_solve_check_inputs(b, A, name):  # noqa: N803
    """linearSolveCheckInputs: the checks the solvers taking (b, A) share."""
    if b.dtype != A.dtype:
        raise RuntimeError(f"Expected b and A to have the same dtype, but found b of type {_scalar_of(b.dtype)} and A "
                           f"of type {_scalar_of(A.dtype)} instead.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"A must be batches of square matrices, but they are {A.shape[-2]} by {A.shape[-1]} "
                           "matrices")
    if A.shape[-1] != b.shape[-2]:
        raise RuntimeError(f"Incompatible matrix sizes for {name}: each A matrix is {A.shape[-1]} by {A.shape[-1]} "
                           f"but each b matrix is {b.shape[-2]} by {b.shape[-1]}")


def logdet(input):  # noqa: A002
    linalg._check_matrix("logdet", input)
    linalg._check_floating("logdet", input)
    sign, logabsdet = linalg.slogdet(input)
    if sign.is_complex():
        return sign.log() + logabsdet
    # a negative determinant has no real logarithm
    return logabsdet.masked_fill(sign == -1, float("nan"))


def slogdet(input):  # noqa: A002
    return return_types.slogdet(tuple(linalg.slogdet(input)))


@_autocast_ops.policy("pinverse")
def pinverse(input, rcond=1e-15):  # noqa: A002
    return linalg.pinv(input, rtol=rcond)


@_autocast_ops.policy("cholesky")
def cholesky(input, upper=False):  # noqa: A002
    _deprecated_once("cholesky", (
        "torch.cholesky is deprecated in favor of torch.linalg.cholesky and will be removed in a future PyTorch "
        "release.\nL = torch.cholesky(A)\nshould be replaced with\nL = torch.linalg.cholesky(A)\nand\n"
        "U = torch.cholesky(A, upper=True)\nshould be replaced with\nU = torch.linalg.cholesky(A).mH\n"
        "This transform will produce equivalent results for all valid (symmetric positive definite) inputs."))
    if input.numel() == 0:
        return input.clone()
    linalg._check_matrix("cholesky", input)
    if not (input.dtype.is_floating_point or input.is_complex()):
        raise RuntimeError(f"\"cholesky_cpu\" not implemented for '{_scalar_of(input.dtype)}'")
    L, info = linalg.cholesky_ex(input, upper=upper)
    linalg._check_errors(info, "cholesky", linalg._not_positive_definite)
    return L


@_autocast_ops.policy("cholesky_solve")
def cholesky_solve(input, input2, upper=False):  # noqa: A002
    """Solves A X = B for B = input, given A's Cholesky factor input2 (L, or U with upper)."""
    if input.dim() < 2:
        raise RuntimeError(f"b should have at least 2 dimensions, but has {input.dim()} dimensions instead")
    if input2.dim() < 2:
        raise RuntimeError(f"u should have at least 2 dimensions, but has {input2.dim()} dimensions instead")
    _linear_solve_check_inputs(input, input2, "cholesky_solve")
    L = input2.mT if upper else input2
    Y = linalg.solve_triangular(L, input, upper=False)
    return linalg.solve_triangular(L.mT, Y, upper=True)


@_autocast_ops.policy("cholesky_inverse")
def cholesky_inverse(input, upper=False):  # noqa: A002
    import torch
    linalg._check_matrix("cholesky_inverse", input)
    eye = torch.eye(input.shape[-1], dtype=input.dtype, device=input.device).expand(input.shape)
    return cholesky_solve(eye, input, upper)


@_autocast_ops.policy("triangular_solve")
def triangular_solve(input, A, upper=True, transpose=False, unitriangular=False):  # noqa: A002,N803
    if input.dim() < 2:
        raise RuntimeError(f"torch.triangular_solve: Expected b to have at least 2 dimensions, but it has "
                           f"{input.dim()} dimensions instead")
    if A.dim() < 2:
        raise RuntimeError(f"torch.triangular_solve: Expected A to have at least 2 dimensions, but it has "
                           f"{A.dim()} dimensions instead")
    _linear_solve_check_inputs(input, A, "triangular_solve")
    # the warning comes from the kernel, after the checks
    _deprecated_once("triangular_solve", (
        "torch.triangular_solve is deprecated in favor of torch.linalg.solve_triangularand will be removed in a "
        "future PyTorch release.\ntorch.linalg.solve_triangular has its arguments reversed and does not return a "
        "copy of one of the inputs.\nX = torch.triangular_solve(B, A).solution\nshould be replaced with\n"
        "X = torch.linalg.solve_triangular(A, B)."))
    # ATen copies A column-major, so trsm solves A untransposed or, with transpose, as A^T: the layouts that
    # solve_triangular takes those two forms from
    coefficient = A.mT.contiguous() if transpose else A.mT.contiguous().mT
    solution = linalg.solve_triangular(coefficient, input, upper=upper != transpose, unitriangular=unitriangular)
    return return_types.triangular_solve((solution, A.clone()))


@_autocast_ops.policy("svd")
def svd(input, some=True, compute_uv=True):  # noqa: A002
    """The older convention: V rather than V^H, `some` for the thin factors, zero U and V without compute_uv."""
    if input.dim() < 2:
        raise RuntimeError(f"linalg.svd: input should have at least 2 dimensions, but has {input.dim()} dimensions "
                           "instead")
    if not compute_uv:
        m, n = input.shape[-2], input.shape[-1]
        S = linalg.svdvals(input)
        return return_types.svd((input.new_zeros((*input.shape[:-2], m, m)), S,
                                 input.new_zeros((*input.shape[:-2], n, n))))
    U, S, Vh = linalg.svd(input, full_matrices=not some)
    return return_types.svd((U, S, Vh.mH))


@_autocast_ops.policy("qr")
def qr(input, some=True):  # noqa: A002
    _deprecated_once("qr", (
        "torch.qr is deprecated in favor of torch.linalg.qr and will be removed in a future PyTorch release.\n"
        "The boolean parameter 'some' has been replaced with a string parameter 'mode'.\nQ, R = torch.qr(A, some)\n"
        "should be replaced with\nQ, R = torch.linalg.qr(A, 'reduced' if some else 'complete')"))
    return return_types.qr(tuple(linalg.qr(input, "reduced" if some else "complete")))


def lu(A, pivot=True, get_infos=False):  # noqa: N803
    _deprecated_once("lu", (
        "torch.lu is deprecated in favor of torch.linalg.lu_factor / torch.linalg.lu_factor_ex and will be removed in "
        "a future PyTorch release.\nLU, pivots = torch.lu(A, compute_pivots)\nshould be replaced with\n"
        "LU, pivots = torch.linalg.lu_factor(A, compute_pivots)\nand\n"
        "LU, pivots, info = torch.lu(A, compute_pivots, get_infos=True)\nshould be replaced with\n"
        "LU, pivots, info = torch.linalg.lu_factor_ex(A, compute_pivots)"))
    LU, pivots, infos = linalg.lu_factor_ex(A, pivot=pivot)
    return (LU, pivots, infos) if get_infos else (LU, pivots)


@_autocast_ops.policy("lu_solve")
def lu_solve(input, LU_data, LU_pivots):  # noqa: A002,N803
    # PyTorch's message lacks the space before "and"
    _deprecated_once("lu_solve", (
        "torch.lu_solve is deprecated in favor of torch.linalg.lu_solveand will be removed in a future PyTorch "
        "release.\nNote that torch.linalg.lu_solve has its arguments reversed.\nX = torch.lu_solve(B, LU, pivots)\n"
        "should be replaced with\nX = torch.linalg.lu_solve(LU, pivots, B)"))
    return linalg.lu_solve(LU_data, LU_pivots, input)


def geqrf(input):  # noqa: A002
    return return_types.geqrf(tuple(linalg._call("geqrf", input)))


def frobenius_norm(input, dim=(), keepdim=False):  # noqa: A002
    """The older spelling of a vector 2-norm over at most two dims (current PyTorch runs torch.norm)."""
    dims = [dim] if isinstance(dim, int) else list(dim)
    if len(dims) > 2:
        raise RuntimeError(f"Expected at most 2 dimensions, but got {len(dims)} dimensions instead.")
    import torch

    return torch.norm(input, 2, dims or None, keepdim)


def nuclear_norm(input, dim=None, keepdim=False):  # noqa: A002
    """The sum of singular values, of a 2-D input or over the two dims given."""
    if isinstance(dim, bool):  # nuclear_norm(input, keepdim)
        dim, keepdim = None, dim
    if dim is None:
        if input.dim() != 2:
            raise RuntimeError(f"Expected a tensor with 2 dimensions, but got a tensor with {input.dim()} "
                               f"dimension{'' if input.dim() == 1 else 's'} instead.")
        dim = (0, 1)
    if len(dim) != 2:
        raise RuntimeError("nuclear norm requires a 'dim' argument of size 2")
    return linalg.matrix_norm(input, "nuc", dim, keepdim)


_SHARED = {"det": linalg.det, "logdet": logdet, "slogdet": slogdet, "inverse": linalg.inv, "pinverse": pinverse,
           "cholesky": cholesky, "cholesky_solve": cholesky_solve, "cholesky_inverse": cholesky_inverse,
           "triangular_solve": triangular_solve, "svd": svd, "qr": qr, "matrix_power": linalg.matrix_power,
           "geqrf": geqrf, "orgqr": linalg.householder_product, "matrix_exp": linalg.matrix_exp, "lu": lu,
           "lu_solve": lu_solve}
METHODS = _SHARED
FUNCTIONS = {**_SHARED, "lu_unpack": linalg.lu_unpack, "frobenius_norm": frobenius_norm, "nuclear_norm": nuclear_norm}
