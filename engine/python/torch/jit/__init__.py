"""torch.jit: TorchScript's scripting (checked, typed functions and modules) and tracing (recorded ops)."""
from ._script import RecursiveScriptModule, ScriptFunction, ScriptModule, script  # noqa: F401
from ._serialization import load, save  # noqa: F401
from ._freeze import freeze, optimize_for_inference  # noqa: F401
from ._trace import TopLevelTracedModule, TracerWarning, is_tracing, trace, trace_module  # noqa: F401
from ._trace_check import TracingCheckError  # noqa: F401
from typing import Final  # noqa: F401  (TorchScript's Final is typing's)

from .frontend import FrontendError, NotSupportedError, UnsupportedNodeError  # noqa: F401


def is_scripting():
    """False: code runs as Python, also inside scripted functions (it is how TorchScript-only branches are kept)."""
    return False


def ignore(drop=False, **kwargs):
    if callable(drop):
        return drop
    return lambda fn: fn


def unused(fn):
    return fn


def export(fn):
    """Marks a module's method to be compiled with its forward (scripting compiles forward and what it calls)."""
    fn._torchscript_modifier = "export"
    return fn


def annotate(the_type, the_value):
    return the_value

