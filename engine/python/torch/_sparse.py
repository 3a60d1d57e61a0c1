"""Sparse COO tensors (layout torch.sparse_coo). A sparse tensor is a Tensor over two dense tensors: its indices
(int64, sparse_dim x nnz) and its values (nnz x the dense dims' sizes). Its ops compute on those with dense engine
ops, accumulating in the order PyTorch's sparse CPU kernels do, so autograd reaches the values through the ops
themselves. An engine op given a sparse argument comes here (see _engine.call); one with no sparse kernel raises
PyTorch's error for the SparseCPU backend.
"""
import math

import torch

from ._layout import sparse_coo, sparse_csr
from ._size import Size
from ._tensor import Tensor, _wrap_dim, parse_to


class SparseTensor(Tensor):
    """A COO tensor. It borrows its values' engine handle as its own `_i`, so requires_grad, grad_fn, is_leaf and
    device are its values'."""

    __slots__ = ("_ix", "_v", "_size", "_coalesced")
    _sparse = True
    layout = sparse_coo
    is_sparse = True

    def __del__(self):
        pass  # the handle belongs to _v

    def _read_meta(self):
        self._meta = meta = (self._size, self._v.dtype)
        return meta

    def _set(self, indices, values, coalesced):
        """Gives the tensor new indices and values in place (what an in-place op on it does)."""
        self._ix, self._v, self._coalesced, self._i = indices, values, coalesced, values._i
        self._meta = None

    # -- structure ----------------------------------------------------------------------------------------------
    def sparse_dim(self):
        return self._ix.shape[0]

    def dense_dim(self):
        return self._v.dim() - 1

    def _nnz(self):
        return self._v.shape[0]

    def numel(self):
        return self._size.numel()

    def _indices(self):
        return self._ix

    def _values(self):
        return self._v.detach()  # an alias autograd does not follow, as PyTorch's

    def indices(self):
        if not self._coalesced:
            raise RuntimeError("Cannot get indices on an uncoalesced tensor, please call .coalesce() first")
        return self._ix

    def values(self):
        if not self._coalesced:
            raise RuntimeError("Cannot get values on an uncoalesced tensor, please call .coalesce() first")
        return _recorded("ValuesBackward0", self._v)

    def is_coalesced(self):
        return self._coalesced

    def _coalesced_(self, coalesced):
        self._coalesced = bool(coalesced)
        return self

    def coalesce(self):
        return self if self._coalesced else coalesce(self)

    def to_dense(self, dtype=None, *, masked_grad=None):
        return to_dense(self)

    def to_sparse(self, *args, **kwargs):
        return self

    def to_sparse_csr(self, dense_dim=None):
        from ._sparse_csr import from_coo

        return from_coo(self)

    # -- autograd -----------------------------------------------------------------------------------------------
    @property
    def grad(self):
        g = self._v.grad
        return None if g is None else make(self._ix, g, self._size, self._coalesced)

    @grad.setter
    def grad(self, value):
        self._v.grad = None if value is None else value._v

    def requires_grad_(self, requires_grad=True):
        self._v.requires_grad_(requires_grad)
        return self

    def detach(self):
        return make(self._ix, self._v.detach(), self._size, self._coalesced)

    def clone(self, *, memory_format=None):
        return make(self._ix.clone(), self._v.clone(), self._size, self._coalesced)

    def to(self, *args, **kwargs):
        device, dtype, _non_blocking, copy = parse_to(args, kwargs)
        values = self._v.to(device=device or self._v.device, dtype=dtype or self._v.dtype, copy=copy)
        if values is self._v:
            return self
        return make(self._ix.to(values.device), values, self._size, self._coalesced)

    def type(self, dtype=None, non_blocking=False):
        if dtype is None:
            return "torch.sparse." + self._v.type().split(".")[-1]
        return make(self._ix, self._v.type(dtype), self._size, self._coalesced)

    # -- what a layout without strided storage lacks ------------------------------------------------------------
    def stride(self, dim=None):
        raise RuntimeError("Sparse tensors do not have strides")

    def is_contiguous(self, memory_format=None):
        raise RuntimeError("Sparse tensors do not have is_contiguous")

    def data_ptr(self):
        raise RuntimeError("Cannot access data pointer of Tensor that doesn't have storage")

    def storage(self):
        raise NotImplementedError("Cannot access storage of SparseTensorImpl")

    untyped_storage = _typed_storage = storage

    def reshape(self, *shape):
        raise RuntimeError("reshape is not implemented for sparse tensors")

    def numpy(self, *, force=False):
        raise TypeError("can't convert Sparse layout tensor to numpy. Use Tensor.to_dense() first.")

    tolist = data_ptr

    def item(self):
        if self.numel() != 1:
            raise ValueError("only one element tensors can be converted to Python scalars")
        return self.to_dense().item()

    # -- views --------------------------------------------------------------------------------------------------
    def transpose(self, dim0, dim1):
        return _transpose(self, dim0, dim1, "TransposeBackward0")

    def t(self):
        if self.sparse_dim() != 2 or self.dense_dim() != 0:
            raise RuntimeError(f"t() expects a tensor with <= 2 sparse and 0 dense dimensions, but got "
                               f"{self.sparse_dim()} sparse and {self.dense_dim()} dense dimensions")
        return _transpose(self, 0, 1, "TBackward0")

    def __getitem__(self, index):
        """Integers only, each selecting along the leading dim left."""
        result = self
        for i in index if isinstance(index, tuple) else (index,):
            if type(i) is not int:
                raise NotImplementedError(_no_kernel("index.Tensor"))
            result = result.select(0, i)
        return result

    def select(self, dim, index):
        return select(self, dim, index)

    def __repr__(self):
        from ._sparse_str import coo_str

        return coo_str(self)

    __hash__ = Tensor.__hash__


# PyTorch reports it under the class name Tensor, as type(s) prints
SparseTensor.__name__ = SparseTensor.__qualname__ = "Tensor"
SparseTensor.__module__ = "torch"


def _transpose(s, dim0, dim1, name):
    """Two sparse dims swap their index rows (the result no longer sorted); two dense dims, the values' dims."""
    n = s.dim()
    dim0, dim1 = _wrap_dim(dim0, n), _wrap_dim(dim1, n)
    size = _swapped(s._size, dim0, dim1)
    k = s.sparse_dim()
    if min(dim0, dim1) >= k:
        return make(s._ix, _recorded(name, s._v.transpose(dim0 - k + 1, dim1 - k + 1)), size, s._coalesced)
    if max(dim0, dim1) >= k:
        raise RuntimeError("transpose(): cannot transpose sparse dim with dense dim")
    order = list(range(k))
    order[dim0], order[dim1] = dim1, dim0
    return make(s._ix[order], _recorded(name, s._v), size, False)


def _recorded(name, t):
    """t, its grad_fn named as PyTorch's sparse kernel records it (when t joins autograd at all)."""
    if not t.requires_grad:
        return t
    from . import _ops

    return _ops.INTERNAL["_named_grad"](t, name)


def _swapped(size, dim0, dim1):
    size = list(size)
    size[dim0], size[dim1] = size[dim1], size[dim0]
    return size


def make(indices, values, size, coalesced=False):
    s = object.__new__(SparseTensor)
    s._ix, s._v, s._size, s._coalesced, s._i = indices, values, Size(size), coalesced, values._i
    return s


# -- construction --------------------------------------------------------------------------------------------------
def sparse_coo_tensor(indices=None, values=None, size=None, *, dtype=None, device=None, requires_grad=False,
                      check_invariants=None, is_coalesced=None):
    """torch.sparse_coo_tensor: values at indices, sized to fit the largest index when no size is given (or, given
    only a size, no elements at all)."""
    if indices is None and values is None:
        return empty_sparse(size, dtype, device).requires_grad_(requires_grad)
    if not isinstance(indices, Tensor):
        indices = torch.tensor(indices)
    if not isinstance(values, Tensor):
        values = torch.tensor(values, dtype=dtype)
    if indices.dtype != torch.int64:
        indices = indices.long()
    if dtype is not None and values.dtype != dtype:
        values = values.to(dtype)
    if device is not None:
        indices, values = indices.to(device), values.to(device)
    if indices.dim() != 2:
        raise RuntimeError(f"indices must be sparse_dim x nnz, but got: {list(indices.shape)}")
    if values.dim() == 0:
        raise RuntimeError("values must be at least 1-dimensional")
    sparse_dim, nnz = indices.shape
    if values.shape[0] != nnz:
        raise RuntimeError(f"indices and values must have same nnz, but got nnz from indices: {nnz}, nnz from "
                           f"values: {values.shape[0]}")
    highest = indices.amax(1).tolist() if nnz else [-1] * sparse_dim
    for d, low in enumerate(indices.amin(1).tolist() if nnz else []):
        if low < 0:
            raise RuntimeError(f"found negative index {low} for dim {d}")
    if size is None:
        size = [h + 1 for h in highest] + list(values.shape[1:])
    size = list(size)
    if len(size) != sparse_dim + values.dim() - 1:
        raise RuntimeError(f"number of dimensions must be sparse_dim ({sparse_dim}) + dense_dim ({values.dim() - 1}), "
                           f"but got {len(size)}")
    for d, h in enumerate(highest):
        if h >= size[d]:
            raise RuntimeError(f"size is inconsistent with indices: for dim {d}, size is {size[d]} but found index {h}")
    if requires_grad:
        values = values.detach().requires_grad_()
    else:  # a sparse tensor built from values that need grad is no leaf
        values = _recorded("SparseCooTensorWithDimsAndTensorsBackward0", values)
    return make(indices, values, size, bool(is_coalesced))


def empty_sparse(size, dtype=None, device=None):
    """A sparse tensor of `size` with no elements specified (torch.sparse_coo_tensor(size=...))."""
    dtype = dtype or torch.get_default_dtype()
    return make(torch.empty((len(size), 0), dtype=torch.int64, device=device),
                torch.empty((0,), dtype=dtype, device=device), size)


def to_sparse(dense, sparse_dim=None, *, layout=None, blocksize=None, dense_dim=None):
    """Tensor.to_sparse: the nonzero entries of a dense tensor (rows of its first sparse_dim dims that hold any
    nonzero value), in row-major order, so coalesced."""
    if layout is not None and layout is not sparse_coo:
        from ._sparse_csr import from_dense

        return from_dense(dense)
    n = dense.dim() if sparse_dim is None else sparse_dim
    if n < 1 and dense.dim() > 0:
        raise RuntimeError("sparse_dim must be >0 if dimensionality > 0")
    if n > dense.dim():
        raise RuntimeError("sparse_dim must be less than or equal to self.dim()")
    lead = dense.reshape(list(dense.shape[:n]) + [-1]) if n < dense.dim() else dense.unsqueeze(-1)
    indices = (lead != 0).any(-1).nonzero().t().contiguous()
    values = dense[tuple(indices)] if n else dense.unsqueeze(0)
    return make(indices, _recorded("ToSparseBackward0", values), dense.shape, True)


# -- the COO kernels -----------------------------------------------------------------------------------------------
def _flat_index(s):
    """Each element's row-major position over the sparse dims."""
    flat = torch.zeros(s._nnz(), dtype=torch.int64, device=s._v.device)
    for d in range(s.sparse_dim()):
        flat = flat * s._size[d] + s._ix[d]
    return flat


def coalesce(s):
    """PyTorch's _coalesce_sparse_cpu: elements sorted by position, duplicates summed in their stored order."""
    if s._nnz() < 2:
        return make(s._ix.clone(), s._v.clone(), s._size, True)
    keys = _flat_index(s).tolist()
    order = sorted(range(len(keys)), key=keys.__getitem__)
    slot, firsts, slots = {}, [], [0] * len(keys)
    for j in order:
        k = keys[j]
        if k not in slot:
            slot[k] = len(firsts)
            firsts.append(j)
        slots[j] = slot[k]
    device = s._v.device
    values = torch.zeros((len(firsts),) + tuple(s._v.shape[1:]), dtype=s._v.dtype, device=device)
    values = values.index_add(0, torch.tensor(slots, device=device), s._v)
    return make(s._ix[:, torch.tensor(firsts, device=device)], _recorded("CoalesceBackward0", values), s._size, True)


def to_dense(s):
    """zeros(size).add_(s): each element added in stored order to the row it indexes."""
    dense_shape = tuple(s._size[s.sparse_dim():])
    flat = torch.zeros((math.prod(s._size[:s.sparse_dim()]),) + dense_shape, dtype=s._v.dtype, device=s._v.device)
    return _recorded("ToDenseBackward0", flat.index_add(0, _flat_index(s), s._v).reshape(s._size))


def _check_same_size(a, b, name):
    if a.shape != b.shape:
        raise RuntimeError(f"{name}: expected sizes of 'self' and 'other' to match, but {list(a.shape)} != "
                           f"{list(b.shape)}")


def _add_sparse(a, b, alpha, name):
    """PyTorch's add_out_sparse_contiguous: one walk over both index lists, merging equal positions (t + alpha*s);
    the result is coalesced when both operands are."""
    _check_same_size(a, b, "add")
    dtype = torch.result_type(a._v, b._v)
    ta, tb = a._ix.t().tolist(), b._ix.t().tolist()
    ia = ib = 0
    out, from_a, from_b = [], [], []
    while ia < len(ta) or ib < len(tb):
        if ib >= len(tb) or ia < len(ta) and ta[ia] < tb[ib]:
            from_a.append(len(out))
            out.append(ta[ia])
            ia += 1
        elif ia >= len(ta) or tb[ib] < ta[ia]:
            from_b.append(len(out))
            out.append(tb[ib])
            ib += 1
        else:
            from_a.append(len(out))
            from_b.append(len(out))
            out.append(ta[ia])
            ia += 1
            ib += 1
    device = a._v.device
    values = torch.zeros((len(out),) + tuple(a._v.shape[1:]), dtype=dtype, device=device)
    values = values.index_add(0, torch.tensor(from_a, dtype=torch.int64, device=device), a._v.to(dtype))
    values = values.index_add(0, torch.tensor(from_b, dtype=torch.int64, device=device), b._v.to(dtype) * alpha
                              if alpha != 1 else b._v.to(dtype))
    indices = torch.tensor(out, dtype=torch.int64, device=device).reshape(len(out), a.sparse_dim()).t()
    return make(indices.contiguous(), _recorded(name, values), a._size, a._coalesced and b._coalesced)


def _add_dense_sparse(d, s, alpha, name="AddBackward0"):
    """dense + alpha * sparse, a dense tensor: each element added in stored order (add_out_dense_sparse_cpu)."""
    _check_same_size(d, s, "add")
    dtype = torch.result_type(d, s._v)
    n = s.sparse_dim()
    flat = d.to(dtype).reshape((-1,) + tuple(s._size[n:]))
    return _recorded(name, flat.index_add(0, _flat_index(s), s._v.to(dtype), alpha=alpha).reshape(s._size))


def add(input, other, *, alpha=1, _name="AddBackward0"):  # noqa: A002
    if isinstance(input, SparseTensor) and isinstance(other, SparseTensor):
        return _add_sparse(input, other, alpha, _name)
    if isinstance(other, SparseTensor) and isinstance(input, Tensor):
        return _add_dense_sparse(input, other, alpha, _name)
    if isinstance(other, Tensor):
        raise RuntimeError("add(sparse, dense) is not supported. Use add(dense, sparse) instead.")
    raise NotImplementedError(_no_kernel("add"))


def sub(input, other, *, alpha=1):  # noqa: A002
    return add(input, other, alpha=-alpha, _name="SubBackward0")


def add_(input, other, *, alpha=1):  # noqa: A002
    """In place: a dense tensor's rows get the elements added in stored order; a sparse one takes the merged sum."""
    if not isinstance(input, SparseTensor):
        if not isinstance(other, SparseTensor):
            raise NotImplementedError(_no_kernel("add_"))
        _check_same_size(input, other, "add_")
        n = other.sparse_dim()
        rows = input.view((-1,) + tuple(other._size[n:])) if input.is_contiguous() else None
        if rows is None:
            input.copy_(_add_dense_sparse(input, other, alpha))
        else:
            rows.index_add_(0, _flat_index(other), other._v.to(input.dtype), alpha=alpha)
        return input
    result = add(input, other, alpha=alpha)
    input._set(result._ix, result._v.to(input.dtype), result._coalesced)
    return input


def _scaled(s, values, name):
    """s's elements with new values (an op that keeps zeros zero, applied to each element as stored)."""
    return make(s._ix, _recorded(name, values), s._size, s._coalesced)


def mul(input, other):  # noqa: A002
    if isinstance(input, SparseTensor) and isinstance(other, SparseTensor):
        return _mul_sparse(input, other)
    s, o = (input, other) if isinstance(input, SparseTensor) else (other, input)
    if isinstance(o, Tensor) and o.dim() > 0:
        # a dense factor is read at the sparse operand's elements
        return _scaled(s, s._v * o.expand(s._size)[tuple(s._ix)], "MulBackward0")
    return _scaled(s, s._v * o, "MulBackward0")


def _in_place(op):
    """op's in-place form: a scalar (or 0-dim) operand scales the stored values where they are, as PyTorch's
    mul_out_sparse_scalar does, so a tensor from _values() sees it; any other operand takes op's result."""
    def apply(input, other, **kwargs):  # noqa: A002
        if isinstance(other, SparseTensor) or isinstance(other, Tensor) and other.dim() > 0:
            result = op(input, other, **kwargs)
            input._set(result._ix, result._v.to(input.dtype), result._coalesced)
        else:
            getattr(input._v, f"{op.__name__}_")(other, **kwargs)
        return input

    apply.__name__ = f"{op.__name__}_"
    return apply


def _mul_sparse(a, b):
    """Both operands coalesced, then the elements at positions they share, multiplied (mul_out_sparse_cpu)."""
    _check_same_size(a, b, "mul")
    a, b = a.coalesce(), b.coalesce()
    at = {tuple(p): i for i, p in enumerate(a._ix.t().tolist())}
    pairs = [(at[tuple(p)], j) for j, p in enumerate(b._ix.t().tolist()) if tuple(p) in at]
    pairs.sort()
    device = a._v.device
    ia = torch.tensor([p[0] for p in pairs], dtype=torch.int64, device=device)
    ib = torch.tensor([p[1] for p in pairs], dtype=torch.int64, device=device)
    return make(a._ix[:, ia], _recorded("MulBackward0", a._v[ia] * b._v[ib]), a._size, True)


def div(input, other, *, rounding_mode=None):  # noqa: A002
    if not isinstance(input, SparseTensor) or isinstance(other, Tensor) and other.dim() > 0:
        raise RuntimeError("Sparse division requires a scalar or zero-dim dense tensor divisor (got shape "
                           f"{list(other.shape)} for divisor)")
    return _scaled(input, torch.div(input._v, other, rounding_mode=rounding_mode), "DivBackward0")


def neg(input):  # noqa: A002
    return _scaled(input, -input._v, "NegBackward0")


def _values_op(name, node):
    """An op that keeps zeros zero, applied to the coalesced values (PyTorch's coalesced_unary_ufunc)."""
    def op(input, *args, **kwargs):  # noqa: A002
        c = input.coalesce()
        return make(c._ix.clone(), _recorded(node, getattr(torch, name)(c._v, *args, **kwargs)), c._size, True)

    op.__name__ = name
    return op


def pow_(input, exponent):  # noqa: A002
    """A positive scalar power of the coalesced values (pow_out_sparse_scalar), which keeps zeros zero."""
    if isinstance(exponent, Tensor) or exponent <= 0:
        raise NotImplementedError(_no_kernel("pow"))
    c = input.coalesce()
    return make(c._ix.clone(), _recorded("PowBackward0", c._v.pow(exponent)), c._size, True)


def select(s, dim, index):
    """The elements whose index along a sparse dim is `index`, that dim dropped (a dense dim: the values')."""
    dim = _wrap_dim(dim, s.dim())
    size = list(s._size)
    n = size[dim]
    if not -n <= index < n:
        raise IndexError(f"select(): index {index} out of range for tensor of size {size} at dimension {dim}")
    index %= n
    del size[dim]
    if dim >= s.sparse_dim():
        values = s._v.select(dim - s.sparse_dim() + 1, index)
        return make(s._ix, _recorded("SelectBackward0", values), size, s._coalesced)
    keep = (s._ix[dim] == index).nonzero().reshape(-1)
    rows = [d for d in range(s.sparse_dim()) if d != dim]
    if not rows:
        return _recorded("SelectBackward0", s._v[keep].sum(0))
    return make(s._ix[rows][:, keep], _recorded("SelectBackward0", s._v[keep]), size, s._coalesced)


def addmm(input, mat1, mat2, *, beta=1, alpha=1, _name="SparseAddmmBackward0"):  # noqa: A002
    """beta * input + alpha * (mat1 @ mat2) for a sparse mat1: PyTorch's s_addmm_out_sparse_dense_worker adds each
    element's scaled row of mat2 to its output row, in stored order."""
    if not isinstance(mat1, SparseTensor) or isinstance(mat2, SparseTensor):
        raise NotImplementedError(_no_kernel("addmm"))
    if mat1.sparse_dim() != 2 or mat1.dense_dim() != 0:
        raise RuntimeError(f"addmm: matrices expected, got {mat1.sparse_dim()}D, {mat2.dim()}D tensors")
    if mat2.dim() != 2:
        raise RuntimeError(f"addmm: matrices expected, got {mat1.dim()}D, {mat2.dim()}D tensors")
    if mat1.shape[1] != mat2.shape[0]:
        raise RuntimeError(f"addmm: Argument #3 (dense): Expected dim 0 size {mat1.shape[1]}, got {mat2.shape[0]}")
    shape = (mat1.shape[0], mat2.shape[1])
    if beta == 0:
        base = torch.zeros(shape, dtype=mat2.dtype, device=mat2.device)
    else:
        base = input.expand(shape).to(mat2.dtype)
        base = base * beta if beta != 1 else base.clone()
    scaled = mat1._v * alpha if alpha != 1 else mat1._v
    return _recorded(_name, base.index_add(0, mat1._ix[0], scaled.unsqueeze(1) * mat2[mat1._ix[1]]))


def mm(mat1, mat2):
    """PyTorch's _sparse_mm: sparse @ dense by addmm; dense @ sparse as the transpose of sparse.t() @ dense.t()."""
    for name, m in (("self", mat1), ("mat2", mat2)):
        if isinstance(m, SparseTensor) and m.requires_grad and torch.is_grad_enabled():
            # mm's derivative formula reads this operand's strides (torch.sparse.mm's does not)
            raise RuntimeError(f"The backward pass for this operation requires the '{name}' tensor to be strided, "
                               "but a sparse tensor was given instead. Please either use a strided tensor or set "
                               f"requires_grad=False for '{name}'")
    if isinstance(mat1, SparseTensor) and isinstance(mat2, SparseTensor):
        raise NotImplementedError(_no_kernel("mm"))
    return _sparse_mm(mat1, mat2, "MmBackward0")


def _sparse_mm(mat1, mat2, name="SparseAddmmBackward0"):
    if isinstance(mat1, SparseTensor):
        return addmm(None, mat1, mat2, beta=0, _name=name)
    if mat1.dim() != 2:
        raise RuntimeError(f"mm: matrices expected, got {mat1.dim()}D tensor")
    return addmm(None, mat2.t(), mat1.t(), beta=0, _name=name).t()


def matmul(input, other):  # noqa: A002
    if isinstance(input, SparseTensor) and other.dim() == 1:
        return mm(input, other.unsqueeze(1)).squeeze(1)
    return mm(input, other)


def sparse_mask(input, mask):  # noqa: A002
    """A dense tensor's values at a sparse tensor's elements, as a sparse tensor with the mask's indices."""
    if input.shape != mask.shape:
        raise RuntimeError(f"sparse_mask(): operands have incompatible sizes; self has size {list(input.shape)} but "
                           f"mask has size {list(mask.shape)}")
    return make(mask._ix, _recorded("SparseMaskBackward0", input[tuple(mask._ix)]), mask._size, mask._coalesced)


def sum_(input, dim=None, dtype=None):  # noqa: A002
    """torch.sparse.sum: every element's sum over the coalesced values; summed over sparse dims, a coalesced sparse
    tensor of what is left; over all sparse dims, a dense tensor (PyTorch's _sparse_sum)."""
    if dtype is not None:
        input = input.to(dtype)
    if dim is None:
        return _recorded("SumBackward0", input.coalesce()._v.sum())
    dims = {_wrap_dim(d, input.dim()) for d in ([dim] if isinstance(dim, int) else dim)}
    n = input.sparse_dim()
    values = input._v
    dense_dims = sorted(d - n + 1 for d in dims if d >= n)
    if dense_dims:
        values = values.sum(dense_dims)
    keep = [d for d in range(n) if d not in dims]
    if not keep:
        return _recorded("SparseSumBackward0", values.sum(0))
    size = [input._size[d] for d in range(input.dim()) if d not in dims]
    summed = coalesce(make(input._ix[keep], values, size))
    return make(summed._ix, _recorded("SparseSumBackward0", summed._v), size, True)


def _tensor_sum(input, dim=None, keepdim=False, *, dtype=None):  # noqa: A002
    """Tensor.sum on a sparse tensor (current PyTorch's sum_sparse_coo): torch.sparse.sum, then the summed dims
    put back as size 1 for keepdim."""
    result = sum_(input, dim, dtype)
    if keepdim and dim is not None:
        if result._sparse:
            raise NotImplementedError(_no_kernel("unsqueeze"))
        for d in sorted(_wrap_dim(d, input.dim()) for d in ([dim] if isinstance(dim, int) else dim)):
            result = result.unsqueeze(d)
    return result


def _pools(s, dim):
    """The pool of each element: elements share a pool when their indices agree everywhere but along dim."""
    keys = s._ix.t().tolist()
    pool, pools = {}, []
    for k in keys:
        pools.append(pool.setdefault(tuple(v for d, v in enumerate(k) if d != dim), len(pool)))
    return torch.tensor(pools, dtype=torch.int64, device=s._v.device), len(pool)


def _softmax(input, dim, log, dtype=None):  # noqa: A002
    """PyTorch's cpu_sparse_coo_softmax over the coalesced input: per pool of elements along dim, the max, the sum
    of exp(v - max) in stored order, then each v's share (unspecified elements count as -inf)."""
    if dtype is not None:
        input = input.to(dtype)
    s = input.coalesce()
    name = "SparseLogSoftmaxBackward0" if log else "SparseSoftmaxBackward0"
    dim = _wrap_dim(dim, s.dim())
    n = s.sparse_dim()
    if dim >= n:
        values = (torch.log_softmax if log else torch.softmax)(s._v, dim - n + 1)
        return make(s._ix, _recorded(name, values), s._size, True)
    pool, count = _pools(s, dim)
    rows = pool.view((-1,) + (1,) * s.dense_dim()).expand(s._v.shape)
    shape = (count,) + tuple(s._v.shape[1:])
    mx = torch.full(shape, -math.inf, dtype=s._v.dtype).scatter_reduce(0, rows, s._v, "amax")
    e = torch.exp(s._v - mx[pool])
    sums = torch.zeros(shape, dtype=s._v.dtype).index_add(0, pool, e)
    if log:
        values = s._v - (mx + torch.log(sums))[pool]
    else:
        values = e * (1.0 / sums)[pool]
    return make(s._ix, _recorded(name, values), s._size, True)


def softmax(input, dim, dtype=None):  # noqa: A002
    return _softmax(input, dim, False, dtype)


def log_softmax(input, dim, dtype=None):  # noqa: A002
    return _softmax(input, dim, True, dtype)


# -- dispatch ------------------------------------------------------------------------------------------------------
def _no_kernel(name, backend="SparseCPU"):
    return (f"Could not run 'aten::{name}' with arguments from the '{backend}' backend. This could be because the "
            "operator doesn't exist for this backend, or was omitted during the selective/custom build process (if "
            "using custom build). If you are a Facebook employee using PyTorch on mobile, please visit "
            "https://fburl.com/ptmfixes for possible resolutions.")


# the ops that keep zeros zero, by the name of the node PyTorch records for each
_ZERO_PRESERVING = {"abs": "Abs", "sqrt": "Sqrt", "sin": "Sin", "tan": "Tan", "tanh": "Tanh", "asin": "Asin",
                    "atan": "Atan", "sinh": "Sinh", "asinh": "Asinh", "expm1": "Expm1", "log1p": "Log1P",
                    "sign": "Sign", "sgn": "Sgn", "floor": "Floor", "ceil": "Ceil", "round": "Round", "trunc": "Trunc",
                    "frac": "Frac", "angle": "Angle", "erf": "Erf", "deg2rad": "Deg2Rad", "rad2deg": "Rad2Deg",
                    "square": "Pow", "relu": "Relu"}

OPS = {"add": add, "sub": sub, "add_": add_, "mul": mul, "div": div, "true_divide": div, "neg": neg,
       "mul_": _in_place(mul), "div_": _in_place(div),
       "negative": neg, "pow": pow_, "mm": mm, "matmul": matmul, "addmm": addmm, "sparse_mask": sparse_mask,
       "sum": _tensor_sum, "softmax": softmax, "log_softmax": log_softmax, "select": select,
       "clone": SparseTensor.clone, "detach": SparseTensor.detach,
       **{name: _values_op(name, f"{node}Backward0") for name, node in _ZERO_PRESERVING.items()}}


# engine ops whose ATen name differs
_ATEN_NAMES = {"max_all": "max", "min_all": "min"}


def dispatch(name, args, kwargs):
    """Runs op `name` on arguments some of which are sparse (those in CSR, through torch/_sparse_csr.py)."""
    if any(getattr(a, "layout", None) is sparse_csr for a in args):
        from . import _sparse_csr

        return _sparse_csr.dispatch(name, args, kwargs)
    op = OPS.get(name)
    if op is None:
        raise NotImplementedError(_no_kernel(_ATEN_NAMES.get(name, name)))
    return op(*args, **kwargs)


def _operator(name, reflected=False):
    def method(self, other):
        if not isinstance(other, (int, float, bool, Tensor)):
            return NotImplemented
        return dispatch(name, (other, self) if reflected else (self, other), {})

    return method


for _name, _op in (("add", "add"), ("sub", "sub"), ("mul", "mul"), ("truediv", "div"), ("matmul", "matmul"),
                   ("pow", "pow")):
    setattr(SparseTensor, f"__{_name}__", _operator(_op))
for _name, _op in (("radd", "add"), ("rsub", "sub"), ("rmul", "mul"), ("rmatmul", "matmul")):
    setattr(SparseTensor, f"__{_name}__", _operator(_op, reflected=True))
SparseTensor.__neg__ = neg
SparseTensor.__iadd__ = add_


def _unsupported_operator(name):
    def method(self, *args):
        raise NotImplementedError(_no_kernel(name))

    return method


for _name in ("floordiv", "mod", "and", "or", "xor", "lshift", "rshift", "eq", "ne", "lt", "le", "gt", "ge",
              "invert"):
    setattr(SparseTensor, f"__{_name}__", _unsupported_operator(_name))
SparseTensor.__abs__ = OPS["abs"]


def _dense_to_dense(self, dtype=None, *, masked_grad=None):
    return self if dtype is None else self.to(dtype)


def install(functions):
    """Tensor's sparse conversions, torch.sparse_coo_tensor and torch.sparse_csr_tensor, and torch.sparse."""
    from . import _sparse_csr, sparse  # noqa: F401 (torch.sparse is a submodule every program can reach)

    methods = {"to_sparse": to_sparse, "to_sparse_coo": to_sparse, "sparse_mask": sparse_mask,
               "to_dense": _dense_to_dense, **_sparse_csr.METHODS}
    for name, fn in methods.items():
        setattr(Tensor, name, fn)
    functions.update(sparse_coo_tensor=sparse_coo_tensor, **_sparse_csr.FUNCTIONS)
