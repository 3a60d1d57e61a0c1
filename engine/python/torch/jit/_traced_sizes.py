"""Sizes as torch.jit.trace's tracer has them: while it traces, `x.size(d)` (and each element of `x.shape`) read by
the traced program is a 0-d int64 tensor, noted as aten::size and prim::NumToTensor, so what the program computes
from it is recorded as ops on it (an op taking it as an int records that too: the engine lists the tensors its ops
take as ints). The package's own code reads plain ints: PyTorch does those reads in C++, unseen by the tracer."""
import contextlib
import os
import sys

from .. import _aten_composite
from .._engine import _E
from .._size import Size
from .._tensor import Tensor
from ._trace_notes import _PACKAGE, _note


def _traced_read(frame):
    return not frame.f_code.co_filename.startswith(_PACKAGE + os.sep)


def _size_tensor(tensor, dim, value, frame):
    from .. import _shape_as_tensor, tensor as make_tensor

    if not _aten_composite.noting:  # the trace's check run: the same values, nothing noted
        return make_tensor(value)
    _E.trace_mark(_note(["begin"], []))
    # made from the tensor by recorded ops, so a replay reads the size of the input it is given
    result = _shape_as_tensor(tensor).select(0, dim)
    _E.trace_mark(_note(["size", dim, f"{frame.f_code.co_filename}:{frame.f_lineno}:0"], [tensor, result]))
    return result


class _SizeTracer:
    @staticmethod
    def sizes(tensor, dim, shape):
        """x.size(dim) (dim as given, already checked) or, for None, x.shape: size tensors where the traced
        program reads them."""
        frame = sys._getframe(2)
        if not _traced_read(frame):
            return shape if dim is None else shape[dim]
        if dim is not None:
            return _size_tensor(tensor, dim, shape[dim], frame)
        return tuple.__new__(Size, [_size_tensor(tensor, d, n, frame) for d, n in enumerate(shape)])


@contextlib.contextmanager
def traced_sizes():
    """While it lasts, sizes the traced program reads are size tensors."""
    Tensor._size_tracer = _SizeTracer
    try:
        yield
    finally:
        Tensor._size_tracer = None
