"""Python functions that PyTorch runs as one aten op. While torch.jit.trace notes its recording, a call of one is
noted as that op, with the ops it ran inside left out of the graph: PyTorch's tracer sees the aten op alone."""
import functools
import inspect
import json

from ._engine import _E
from ._tensor import Tensor

# whether a jit trace is noting its recording
noting = False


def aten_op(name, arguments, inplace_name=None):
    """Makes the decorated function (its first parameter the input tensor) record as aten `name`; arguments:
    (its parameter, the aten op's type) for the op's arguments after the input; with an `inplace` parameter set, the
    op is `inplace_name`."""
    def decorate(fn):
        signature, code = inspect.signature(fn), fn.__code__

        @functools.wraps(fn)
        def op(*args, **kwargs):
            if not noting:
                return fn(*args, **kwargs)
            bound = signature.bind(*args, **kwargs)
            bound.apply_defaults()
            _E.trace_mark(json.dumps([json.dumps(["begin"]), []]))
            result = fn(*args, **kwargs)
            values = [[param, type_name, bound.arguments[param]] for param, type_name in arguments]
            called = inplace_name if inplace_name and bound.arguments.get("inplace") else name
            # PyTorch's tracer sees the op called from this function's frame, which holds its arguments
            source = f"{code.co_filename}:{code.co_firstlineno}:0"
            held = [(k, v) for k, v in bound.arguments.items() if isinstance(v, Tensor)]
            first = next(iter(bound.arguments.values()))
            _E.trace_mark(json.dumps([json.dumps(["op", called, values, source, [k for k, _ in held]]),
                                      [first._i, result._i] + [v._i for _, v in held]]))
            return result
        return op
    return decorate
