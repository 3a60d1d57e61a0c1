"""The repr of sparse tensors, as torch/_tensor_str.py's _str_intern prints them: the index and value tensors, then
size, nnz, dtype (when not a default one) and layout."""
import torch

from ._tensor_str import _add_suffixes, _tensor_str

_PREFIX = "tensor("


def _part(name, t):
    prefix = f"{name}=tensor("
    text = _tensor_str(t.detach(), len(_PREFIX) + len(prefix))
    if t.numel() == 0:
        text += ", size=" + str(tuple(t.shape))
    return prefix + text + ")"


def _suffixes(s):
    suffixes = [f"size={tuple(s.shape)}", f"nnz={s._nnz()}"]
    if s.dtype not in (torch.get_default_dtype(), torch.int64, torch.bool):
        suffixes.append(f"dtype={s.dtype}")
    suffixes.append(f"layout={s.layout}")
    if s.grad_fn is not None:
        suffixes.append(f"grad_fn=<{type(s.grad_fn).__name__}>")
    elif s.requires_grad:
        suffixes.append("requires_grad=True")
    return suffixes


def _str(s, parts, force_newline):
    body = (",\n" + " " * len(_PREFIX)).join(_part(name, t) for name, t in parts)
    return _add_suffixes(_PREFIX + body, _suffixes(s), len(_PREFIX), force_newline)


def coo_str(s):
    return _str(s, (("indices", s._indices()), ("values", s._values())), True)


def csr_str(s):
    return _str(s, (("crow_indices", s.crow_indices()), ("col_indices", s.col_indices()), ("values", s.values())),
                False)
