"""torch.linalg: the vector and matrix norms (decompositions and solvers are not in the engine yet)."""
import torch


def vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None):  # noqa: A002
    x = x.to(dtype) if dtype is not None else x
    if dim is None:
        return x.reshape(-1).norm(ord) if not keepdim else x.norm(ord, list(range(x.dim())), keepdim=True)
    return x.norm(ord, dim, keepdim=keepdim)


def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, *, dtype=None):  # noqa: N803
    if ord != "fro":
        raise NotImplementedError(f"matrix_norm ord={ord!r} is not supported here; only 'fro' is")
    return vector_norm(A, 2, dim, keepdim, dtype=dtype)


def norm(A, ord=None, dim=None, keepdim=False, *, dtype=None):  # noqa: N803
    if ord is None or (A.dim() == 1 and dim is None) or isinstance(dim, int):
        return vector_norm(A, 2 if ord is None else ord, dim, keepdim, dtype=dtype)
    return matrix_norm(A, ord, (-2, -1) if dim is None else dim, keepdim, dtype=dtype)


__all__ = ["vector_norm", "matrix_norm", "norm"]
