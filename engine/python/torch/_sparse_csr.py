"""Sparse CSR tensors (layout torch.sparse_csr): a 2-D tensor as its row offsets (crow_indices), the column of each
element (col_indices) and the elements' values, rows in order. Products run through the COO kernels of
torch/_sparse.py, which add a row's elements in the same order PyTorch's CSR kernels do."""
import torch

from ._layout import sparse_csr
from ._size import Size
from ._tensor import Tensor
from . import _sparse
from ._warn_once import warn_once


class SparseCsrTensor(Tensor):
    """A CSR tensor; like a COO one, it borrows its values' engine handle as its own `_i`."""

    __slots__ = ("_crow", "_col", "_v", "_size")
    _sparse = True
    layout = sparse_csr
    is_sparse_csr = True

    def __del__(self):
        pass  # the handle belongs to _v

    def _read_meta(self):
        self._meta = meta = (self._size, self._v.dtype)
        return meta

    def crow_indices(self):
        return self._crow

    def col_indices(self):
        return self._col

    def values(self):
        return self._v

    def _nnz(self):
        return self._v.shape[0]

    def numel(self):
        return self._size.numel()

    def to_sparse(self, *args, **kwargs):
        rows = torch.repeat_interleave(torch.arange(self._size[0], device=self._v.device), self._crow.diff())
        return _sparse.make(torch.stack([rows, self._col]), self._v, self._size, True)

    to_sparse_coo = to_sparse

    def to_sparse_csr(self, dense_dim=None):
        return self

    def to_dense(self, dtype=None, *, masked_grad=None):
        return self.to_sparse().to_dense()

    def detach(self):
        return make(self._crow, self._col, self._v.detach(), self._size)

    def stride(self, dim=None):
        raise RuntimeError("Sparse CSR tensors do not have strides")

    def __matmul__(self, other):
        return dispatch("matmul", (self, other), {})

    def __repr__(self):
        from ._sparse_str import csr_str

        return csr_str(self)

    __hash__ = Tensor.__hash__


SparseCsrTensor.__name__ = SparseCsrTensor.__qualname__ = "Tensor"
SparseCsrTensor.__module__ = "torch"


def make(crow, col, values, size):
    # the warning SparseCsrTensorImpl's constructor gives once
    warn_once("Sparse CSR tensor support is in beta state. If you miss a functionality in the sparse tensor support, "
              "please submit a feature request to https://github.com/pytorch/pytorch/issues.")
    s = object.__new__(SparseCsrTensor)
    s._crow, s._col, s._v, s._size, s._i = crow, col, values, Size(size), values._i
    return s


def sparse_csr_tensor(crow_indices, col_indices, values, size=None, *, dtype=None, device=None, requires_grad=False,
                      check_invariants=None):
    crow, col = (t if isinstance(t, Tensor) else torch.tensor(t) for t in (crow_indices, col_indices))
    values = values if isinstance(values, Tensor) else torch.tensor(values, dtype=dtype)
    if dtype is not None:
        values = values.to(dtype)
    if device is not None:
        crow, col, values = crow.to(device), col.to(device), values.to(device)
    if crow.shape[0] < 1 or col.shape[0] != values.shape[0]:
        raise RuntimeError(f"col_indices and values must have the same number of elements, but got "
                           f"col_indices.numel(): {col.shape[0]}, values.numel(): {values.shape[0]}")
    if size is None:
        size = (crow.shape[0] - 1, int(col.max()) + 1 if col.numel() else 0)
    if requires_grad:
        values = values.detach().requires_grad_()
    return make(crow.long(), col.long(), values, size)


def from_coo(s):
    """A 2-D COO tensor in CSR: coalesced, each row's count of elements summed into offsets."""
    if s.dim() != 2 or s.dense_dim() != 0:
        raise RuntimeError(f"Only 2D tensors can be converted to the SparseCsr layout but got shape: {list(s.shape)}")
    c = s.coalesce()
    counts = torch.bincount(c._indices()[0], minlength=s.shape[0])
    crow = torch.cat([counts.new_zeros(1), counts.cumsum(0)])
    return make(crow, c._indices()[1].clone(), c._values(), s.shape)


def from_dense(t):
    if t.dim() != 2:
        raise RuntimeError(f"Only 2D tensors can be converted to the SparseCsr layout but got shape: {list(t.shape)}")
    return from_coo(_sparse.to_sparse(t))


_THROUGH_COO = ("mm", "matmul", "addmm")


def dispatch(name, args, kwargs):
    """Runs op `name` on arguments some of which are CSR tensors: the products as COO ones, nothing else."""
    if name not in _THROUGH_COO:
        raise NotImplementedError(_sparse._no_kernel(name, "SparseCsrCPU"))
    args = [a.to_sparse() if isinstance(a, SparseCsrTensor) else a for a in args]
    return _sparse.OPS[name](*args, **kwargs)


METHODS = {"to_sparse_csr": from_dense}
FUNCTIONS = {"sparse_csr_tensor": sparse_csr_tensor}
