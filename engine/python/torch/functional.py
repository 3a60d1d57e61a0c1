"""torch.functional: the torch functions PyTorch writes in Python. torch.functional.X is torch.X.

Most live with the other compositions and reach here through torch's namespace; the ones defined here are those
only this module's layout gives a home (tensordot, block_diag, chain_matmul, unique_consecutive).
"""
import warnings

import torch
from torch import (atleast_1d, atleast_2d, atleast_3d, broadcast_shapes, broadcast_tensors, cartesian_prod,  # noqa: F401
                   cdist, einsum, meshgrid, split, unique)
from ._stft import istft, stft  # noqa: F401
from . import _autocast_ops
from ._tensor import Tensor

__all__ = ["atleast_1d", "atleast_2d", "atleast_3d", "broadcast_shapes", "broadcast_tensors", "cartesian_prod",
           "block_diag", "cdist", "chain_matmul", "einsum", "istft", "norm", "meshgrid", "split", "stft", "tensordot",
           "unique", "unique_consecutive", "unravel_index"]

for _fn in (atleast_1d, atleast_2d, atleast_3d, broadcast_shapes, broadcast_tensors, cartesian_prod, cdist, einsum,
            meshgrid, split, unique):
    _fn.__module__ = __name__  # PyTorch defines them here


def __getattr__(name):
    # unravel_index loads on first use, as torch.unravel_index does
    if name == "unravel_index":
        return torch.unravel_index
    raise AttributeError(f"module '{__name__}' has no attribute '{name}'")


def norm(input, p="fro", dim=None, keepdim=False, out=None, dtype=None):  # noqa: A002
    """A vector norm, or over two dimensions a matrix norm ('fro', the vector 2-norm; 'nuc'), as current PyTorch: on a
    strided tensor it is linalg.vector_norm or linalg.matrix_norm, and its grad_fn theirs."""
    dims = [dim] if isinstance(dim, int) else dim
    if isinstance(p, str):
        if p == "fro" and (dim is None or isinstance(dim, int) or len(dim) <= 2):
            return _out(torch.linalg.vector_norm, out, input, 2, dims, keepdim, dtype=dtype)
        dims = list(range(input.dim())) if dim is None else dims
        return _out(torch.linalg.matrix_norm, out, input, p, dims, keepdim, dtype=dtype)
    return _out(torch.linalg.vector_norm, out, input, 2.0 if p is None else p, dims, keepdim, dtype=dtype)


def _out(fn, out, *args, **kwargs):
    return fn(*args, **kwargs) if out is None else fn(*args, **kwargs, out=out)


def _tensor_norm(self, p="fro", dim=None, keepdim=False, dtype=None):
    return norm(self, p, dim, keepdim, dtype=dtype)


Tensor.norm = _tensor_norm


def tensordot(a, b, dims=2, out=None):
    """Sums the products of a's and b's elements over the paired dimensions (the last `dims` of a with b's first)."""
    if not isinstance(dims, (tuple, list, Tensor, int)):
        raise RuntimeError("tensordot expects dims to be int or Tuple[List[int], List[int]] or List[List[int]] "
                           f"containing two lists, but got dims={dims}")
    if isinstance(dims, Tensor) and dims.numel() > 1:
        dims = dims.tolist()
    elif isinstance(dims, (Tensor, int)):
        n = int(dims.item()) if isinstance(dims, Tensor) else dims
        if n < 0:
            raise RuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
        if isinstance(dims, int) and n > min(a.dim(), b.dim()):
            raise RuntimeError(f"tensordot expects dims < ndim_a or ndim_b, but got dims={dims}")
        dims_a, dims_b = list(range(-n, 0)), list(range(n))
    if isinstance(dims, (tuple, list)):
        dims_a, dims_b = dims
        for name, position, d in (("dims_self", 3, dims_a), ("dims_other", 4, dims_b)):
            if not isinstance(d, (list, tuple)):
                raise TypeError(f"tensordot(): argument '{name}' (position {position}) must be tuple of ints, not "
                                f"{type(d).__name__}")
        dims_a, dims_b = list(dims_a), list(dims_b)
    result = _tensordot(a, b, dims_a, dims_b)
    if out is None:
        return result
    out.resize_(result.shape)
    return out.copy_(result)


@_autocast_ops.policy("tensordot")
def _tensordot(a, b, dims_a, dims_b):
    """ATen's tensordot: both operands permuted so the contracted dimensions meet, then one matrix product (CUDA
    autocast promotes the operands as a whole, so that product runs in the widest one's dtype)."""
    if len(dims_a) != len(dims_b):
        raise RuntimeError("both dimension lists should have same length")
    given_a, given_b = dims_a, dims_b
    dims_a = [d % a.dim() if a.dim() else d for d in dims_a]
    dims_b = [d % b.dim() if b.dim() else d for d in dims_b]
    for da, db, ga, gb in zip(dims_a, dims_b, given_a, given_b):
        s1, s2 = a.shape[da], b.shape[db]
        # a dimension of size 1 against any size broadcasts: the other side is summed over it right away
        if s2 == 1:
            a = a.sum(da, keepdim=True)
        elif s1 == 1:
            b = b.sum(db, keepdim=True)
        elif s1 != s2:
            raise RuntimeError(f"contracted dimensions need to match, but first has size {s1} in dim {ga} "
                               f"and second has size {s2} in dim {gb}")
    free_a = [d for d in range(a.dim()) if d not in dims_a]
    free_b = [d for d in range(b.dim()) if d not in dims_b]
    size_a = size_b = contracted = 1
    for d in free_a:
        size_a *= a.shape[d]
    for d in free_b:
        size_b *= b.shape[d]
    for d in dims_a:
        contracted *= a.shape[d]
    left = a.permute(free_a + dims_a).reshape(size_a, contracted)
    right = b.permute(dims_b + free_b).reshape(contracted, size_b)
    return left.mm(right).reshape([a.shape[d] for d in free_a] + [b.shape[d] for d in free_b])


def block_diag(*tensors):
    """The tensors (each at most 2-d) along the diagonal of one matrix, zeros elsewhere."""
    if not tensors:
        return torch.empty(1, 0)
    for i, t in enumerate(tensors):
        if t.dim() > 2:
            raise RuntimeError(f"torch.block_diag: Input tensors must have 2 or fewer dimensions. Input {i} has "
                               f"{t.dim()} dimensions")
    # the dtype that cat promotes them all to
    dtype = torch.cat([t.reshape(-1)[:0] for t in tensors]).dtype
    blocks = [t.reshape(1, -1) if t.dim() < 2 else t for t in tensors]
    width = sum(blk.shape[1] for blk in blocks)
    rows, col = [], 0
    for blk in blocks:
        h, w = blk.shape
        rows.append(torch.cat([torch.zeros(h, col, dtype=dtype, device=blk.device), blk.to(dtype),
                               torch.zeros(h, width - col - w, dtype=dtype, device=blk.device)], 1))
        col += w
    return torch.cat(rows, 0)


_warned_chain_matmul = False


def chain_matmul(*matrices, out=None):
    """The product of the matrices, multiplied in the order of fewest multiplications (as linalg.multi_dot)."""
    global _warned_chain_matmul
    if not _warned_chain_matmul:
        _warned_chain_matmul = True
        warnings.warn("torch.chain_matmul is deprecated and will be removed in a future PyTorch release. Use "
                      "torch.linalg.multi_dot instead, which accepts a list of two or more tensors rather than "
                      "multiple parameters.", stacklevel=2)
    if len(matrices) == 1 and isinstance(matrices[0], (list, tuple)):
        matrices = tuple(matrices[0])
    for m in matrices:
        if m.dim() != 2:
            raise RuntimeError(f"Tensor dimension is {m.dim()}, expected 2 instead.")
    if not matrices:
        raise RuntimeError("chain_matmul(): Expected one or more matrices")
    for i, (m, n) in enumerate(zip(matrices, matrices[1:])):
        if m.shape[1] != n.shape[0]:
            raise RuntimeError(f"multi_dot(): tensors {i} and {i + 1} with shapes {list(m.shape)} and "
                               f"{list(n.shape)} cannot be multiplied")
    result = matrices[0].clone() if len(matrices) == 1 else _multiply_chain(matrices)
    if out is None:
        return result
    out.resize_(result.shape)
    return out.copy_(result)


def _multiply_chain(ms):
    if len(ms) == 2:
        return ms[0].mm(ms[1])
    if len(ms) == 3:
        # ATen weighs the two orders directly, a tie going to (AB)C
        a, b, c, d = ms[0].shape[0], ms[1].shape[0], ms[2].shape[0], ms[2].shape[1]
        if (a * c) * (b + d) > (b * d) * (a + c):
            return ms[0].mm(ms[1].mm(ms[2]))
        return ms[0].mm(ms[1]).mm(ms[2])
    order = _chain_order([m.shape[0] for m in ms] + [ms[-1].shape[1]])

    def product(i, j):
        return ms[i] if i == j else product(i, order[i][j]).mm(product(order[i][j] + 1, j))

    return product(0, len(ms) - 1)


def _chain_order(p):
    """The classic matrix-chain split points: order[i][j] is where the product of matrices i..j splits."""
    n = len(p) - 1
    cost = [[0] * n for _ in range(n)]
    order = [[0] * n for _ in range(n)]
    for d in range(1, n):
        for i in range(n - d):
            j = i + d
            cost[i][j] = None
            for k in range(i, j):
                q = cost[i][k] + cost[k + 1][j] + p[i] * p[k + 1] * p[j + 1]
                if cost[i][j] is None or q < cost[i][j]:
                    cost[i][j], order[i][j] = q, k
    return order


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):  # noqa: A002
    """Collapses each run of equal consecutive elements (or slices along dim) to one."""
    if dim is None:
        keys = input.reshape(-1).tolist()
        slices = None
    else:
        dim = dim % max(input.dim(), 1)
        moved = input.movedim(dim, 0)
        slices = list(moved)
        keys = [s.reshape(-1).tolist() for s in slices]
    starts, inverse = [], []
    for i, k in enumerate(keys):
        if not starts or keys[starts[-1]] != k:
            starts.append(i)
        inverse.append(len(starts) - 1)
    kept = torch.tensor(starts, dtype=torch.int64, device=input.device)
    if slices is None:
        output = input.reshape(-1)[kept] if starts else input.reshape(-1)
        inverse_shape = input.shape
    else:
        output = moved[kept].movedim(0, dim) if starts else input
        inverse_shape = (len(keys),)
    counts = [b - a for a, b in zip(starts, starts[1:] + [len(keys)])]
    extras = []
    if return_inverse:
        extras.append(torch.tensor(inverse, dtype=torch.int64, device=input.device).reshape(inverse_shape))
    if return_counts:
        extras.append(torch.tensor(counts, dtype=torch.int64, device=input.device))
    return (output, *extras) if extras else output
