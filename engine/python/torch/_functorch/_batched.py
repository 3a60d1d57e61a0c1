"""What PyTorch refuses to do with a BatchedTensor, refused here while vmap runs its function (see vmap.py): the
engine keeps which tensors are batched and refuses the ops that cannot be batched (engine/src/batched.ts); reading a
batched tensor as a Python value is refused here, with PyTorch's messages (BatchRulesDynamic.cpp). Only the
reader's code is refused: this package's own Python reads tensors where PyTorch's C++ kernels would."""
import contextlib
import sys

from pyodide.ffi import to_js

from .._engine import _E
from .._tensor import Tensor
from ..jit._trace_notes import seen_by_tracer

_ITEM = ("vmap: It looks like you're calling .item() on a Tensor. We don't support vmap over calling .item() on a "
         "Tensor, please try to rewrite what you're doing with other operations. If error is occurring somewhere "
         "inside PyTorch internals, please file a bug report.")
_CONTROL_FLOW = ("vmap: It looks like you're attempting to use a Tensor in some data-dependent control flow. We "
                 "don't support that yet, please shout over at https://github.com/pytorch/functorch/issues/257 .")
_NO_STORAGE = "Cannot access data pointer of Tensor that doesn't have storage"
# under a grad transform the value reaches vmap as _local_scalar_dense, whose refusal names every cause
_SCALAR = ("vmap: It looks like you're either (1) calling .item() on a Tensor or (2) attempting to use a Tensor in "
           "some data-dependent control flow or (3) encountering this error in PyTorch internals. For (1): we don't "
           "support vmap over calling .item() on a Tensor, please try to rewrite what you're doing with other "
           "operations. For (2): If you're doing some control flow instead, we don't support that yet, please shout "
           "over at https://github.com/pytorch/functorch/issues/257 . For (3): please file an issue.")
_REFUSED = {"item": _ITEM, "__float__": _ITEM, "__int__": _ITEM, "__index__": _ITEM, "__bool__": _CONTROL_FLOW,
            "tolist": _NO_STORAGE, "numpy": _NO_STORAGE}

_transforms = []  # the transforms running, innermost last: "vmap", or "grad" for the autodiff ones


def _refusing(method, message):
    def refused(self, *args, **kwargs):
        if _E.is_batched(self._i) and seen_by_tracer(sys._getframe(1)):
            raise RuntimeError(_SCALAR if _transforms[-1] == "grad" and message is not _NO_STORAGE else message)
        return method(self, *args, **kwargs)
    return refused


@contextlib.contextmanager
def differentiating():
    """An autodiff transform (grad, vjp, jvp) runs its function."""
    _transforms.append("grad")
    try:
        yield
    finally:
        _transforms.pop()


@contextlib.contextmanager
def batched(tensors, randomness):
    """While it lasts, `tensors` are batched, and so is every tensor ops make from them; random ops follow the
    vmap's `randomness`."""
    _E.batched_begin(to_js([t._i for t in tensors]), randomness)
    saved = {} if "vmap" in _transforms else {name: Tensor.__dict__[name] for name in _REFUSED}
    for name, method in saved.items():
        setattr(Tensor, name, _refusing(method, _REFUSED[name]))
    _transforms.append("vmap")
    try:
        yield
    finally:
        _transforms.pop()
        for name, method in saved.items():
            setattr(Tensor, name, method)
        _E.batched_end()
