"""torch.jit: TorchScript's scripting (checked, typed functions and modules) and tracing (recorded ops)."""
from typing import Final  # noqa: F401  (TorchScript's Final is typing's)

from .. import _lazy

# the compiler and the tracer load when a program first names them; the markers below are all most programs use
__getattr__, __dir__ = _lazy.attributes(__name__, {
    **_lazy.names("._script", "RecursiveScriptModule", "ScriptFunction", "ScriptModule", "script"),
    **_lazy.names("._serialization", "load", "save"),
    **_lazy.names("._freeze", "freeze", "optimize_for_inference"),
    **_lazy.names("._trace", "TopLevelTracedModule", "TracerWarning", "is_tracing", "trace", "trace_module"),
    **_lazy.names("._trace_check", "TracingCheckError"),
    **_lazy.names("._interpreter_errors", "Error"),
    **_lazy.names(".frontend", "FrontendError", "NotSupportedError", "UnsupportedNodeError"),
})


def is_scripting():
    """False: code runs as Python, also inside scripted functions (it is how TorchScript-only branches are kept)."""
    return False


def ignore(drop=False, **kwargs):
    """Marks a function or method to be left to Python: a scripted caller calls it as a Python op (drop=True: as
    unused does)."""
    def mark(fn):
        fn._torchscript_modifier = "unused" if drop is True else "ignore"
        return fn
    return mark(drop) if callable(drop) else mark


def unused(fn):
    """Marks a method not to be compiled: a scripted caller raises where it would call it."""
    fn._torchscript_modifier = "unused"
    return fn


def export(fn):
    """Marks a module's method to be compiled with its forward (scripting compiles forward and what it calls)."""
    fn._torchscript_modifier = "export"
    return fn


def isinstance(obj, target_type):  # noqa: A001 - torch.jit.isinstance, as PyTorch names it
    """Whether obj is of a TorchScript type written as typing writes it (List[int], Dict[str, Tensor], Optional[...]):
    a container's elements are checked too."""
    from ._types import matches

    return matches(obj, target_type)


def annotate(the_type, the_value):
    return the_value

