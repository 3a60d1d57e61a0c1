"""torch._dynamo.config: the settings programs read and set. How many graphs one function may compile is read by
torch.compile (eval_frame.py); the rest are kept as given. cache_size_limit is the older name of recompile_limit."""
import contextlib
import sys
import types

recompile_limit = 8
accumulated_recompile_limit = 256
suppress_errors = False
verbose = False
capture_scalar_outputs = False
capture_dynamic_output_shape_ops = False
automatic_dynamic_shapes = True
assume_static_by_default = True
specialize_int = False
optimize_ddp = True
inline_inbuilt_nn_modules = True
error_on_recompile = False

_ALIASES = {"cache_size_limit": "recompile_limit", "accumulated_cache_size_limit": "accumulated_recompile_limit"}


class _Config(types.ModuleType):
    def __getattr__(self, name):
        if name in _ALIASES:
            return getattr(self, _ALIASES[name])
        raise AttributeError(f"module 'torch._dynamo.config' has no attribute '{name}'")

    def __setattr__(self, name, value):
        super().__setattr__(_ALIASES.get(name, name), value)

    @contextlib.contextmanager
    def _patched(self, changes):
        saved = {name: getattr(self, name) for name in changes}
        for name, value in changes.items():
            setattr(self, name, value)
        try:
            yield
        finally:
            for name, value in saved.items():
                setattr(self, name, value)

    def patch(self, arg1=None, arg2=None, **kwargs):
        """config.patch(name, value), config.patch({name: value}) or config.patch(name=value): a context manager and
        decorator setting them while it lasts."""
        changes = dict(arg1) if isinstance(arg1, dict) else ({arg1: arg2} if arg1 is not None else {})
        changes.update(kwargs)
        return self._patched(changes)


_DEFAULTS = {name: value for name, value in globals().items() if not name.startswith("_") and
             isinstance(value, (bool, int))}


def _restore_defaults():
    """The settings as a new process has them."""
    globals().update(_DEFAULTS)


sys.modules[__name__].__class__ = _Config
