"""torch.backends.quantized: which library runs quantized ops. Quantized kernels here compute as x86's (fbgemm's)
do whichever engine is named; the choice is accepted and remembered, as on a machine that has them all."""
import sys
import types

_ENGINES = ["qnnpack", "none", "onednn", "x86", "fbgemm"]


class _QuantizedBackend(types.ModuleType):
    _engine = "x86"

    @property
    def engine(self):
        return self._engine

    @engine.setter
    def engine(self, name):
        if name not in _ENGINES:
            raise RuntimeError(f"quantized engine {str(name).upper()} is not supported")
        type(self)._engine = name

    @property
    def supported_engines(self):
        return list(_ENGINES)


sys.modules[__name__].__class__ = _QuantizedBackend
