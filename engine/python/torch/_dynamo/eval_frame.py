"""torch.compile's wrappers: a compiled function, or an OptimizedModule around a module.

Compiled code runs eagerly here, op by op, exactly as the uncompiled code does (what PyTorch's backends guarantee is
the same numbers, within rounding); capturing graphs and fusing their kernels is not done yet. The wrappers, their
arguments' checks and their state dicts are PyTorch's, so programs written for torch.compile run unchanged.
"""
import functools

from ..nn import Module
from .exc import InvalidBackend

_BACKENDS = ("cudagraphs", "inductor", "onnxrt", "openxla", "tvm")
_DEBUG_BACKENDS = ("eager", "aot_eager", "aot_eager_decomp_partition")
_MODES = ("default", "reduce-overhead", "max-autotune", "max-autotune-no-cudagraphs")


def list_backends(exclude_tags=("debug", "experimental")):
    return sorted(_BACKENDS) if exclude_tags else sorted(_BACKENDS + _DEBUG_BACKENDS)


def reset():
    """Forgets compiled code (there is none to forget: compiled calls run eagerly)."""


class OptimizedModule(Module):
    def __init__(self, mod, dynamo_ctx=None):
        super().__init__()
        self._orig_mod = mod
        self.dynamo_ctx = dynamo_ctx

    def forward(self, *args, **kwargs):
        return self._orig_mod(*args, **kwargs)

    def __getattr__(self, name):
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self._modules["_orig_mod"], name)


def compile(model=None, *, fullgraph=False, dynamic=None, backend="inductor", mode=None, options=None,  # noqa: A001
            disable=False):
    if model is None:
        def decorate(fn):
            return compile(fn, fullgraph=fullgraph, dynamic=dynamic, backend=backend, mode=mode, options=options,
                           disable=disable)
        return decorate
    if mode is not None and options is not None:
        raise RuntimeError("Either mode or options can be specified, but both can't be specified at the same time.")
    if mode is not None and mode not in _MODES:
        raise RuntimeError(f"Unrecognized mode={mode}, should be one of: {', '.join(_MODES)}")
    if isinstance(backend, str) and backend not in _BACKENDS + _DEBUG_BACKENDS:
        raise InvalidBackend(backend)
    if isinstance(model, Module):
        return OptimizedModule(model)
    if not callable(model):
        raise RuntimeError(f"torch.compile expects a callable or a Module, got {type(model).__name__}")

    @functools.wraps(model)
    def compiled(*args, **kwargs):
        return model(*args, **kwargs)
    compiled._torchdynamo_orig_callable = model
    return compiled
