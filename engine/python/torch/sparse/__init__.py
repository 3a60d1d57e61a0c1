"""torch.sparse: the ops PyTorch defines on sparse tensors beyond Tensor's own (see torch/_sparse.py)."""
from .._sparse import _sparse_mm as mm, addmm as _addmm, log_softmax, softmax, sum_ as sum  # noqa: A004,F401

__all__ = ["addmm", "log_softmax", "mm", "softmax", "sum"]


def addmm(mat, mat1, mat2, *, beta=1.0, alpha=1.0):
    return _addmm(mat, mat1, mat2, beta=beta, alpha=alpha)
