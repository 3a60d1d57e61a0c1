"""torch.Generator and the CPU's default generator (PyTorch's torch._C part): PyTorch's CPU mt19937, or for cuda
its Philox generator, with the seed and the state as the ByteTensor PyTorch's get_state returns."""
import random as _random

from . import _engine
from ._engine import _E
from ._device import device as _device


class Generator:
    """A random number generator of its own (mt19937 on the CPU, Philox on cuda), independent of the default one."""

    def __init__(self, device="cpu"):
        where = _device(device)
        if where.type != "cpu":
            _engine.engine(_E.check_device, str(where))
        # a cuda generator is Philox with a (seed, offset) state, as PyTorch's
        self._g = _E.new_generator(_random.getrandbits(32)) if where.type == "cpu" else _E.new_cuda_generator()
        self.device = where

    @classmethod
    def _over(cls, handle, device):
        """A Generator object for one of the engine's default generators."""
        g = object.__new__(cls)
        g._g, g.device = handle, _device(device)
        return g

    def manual_seed(self, seed):
        _E.generator_seed(self._g, int(seed))
        return self

    def seed(self):
        """Seeds with a non-deterministic 64-bit number, and returns it."""
        s = _random.getrandbits(64)
        self.manual_seed(s)
        return s

    def initial_seed(self):
        return _E.generator_initial_seed(self._g)

    def get_state(self):
        """The state as a uint8 tensor laid out as PyTorch's generator of the device lays it out."""
        from ._tensor import Tensor

        return Tensor._wrap(_engine.engine(_E.generator_get_state, self._g))

    def set_state(self, new_state):
        from ._tensor import Tensor
        from ._dtype import uint8

        if not isinstance(new_state, Tensor):
            raise TypeError(f"expected a torch.ByteTensor, but got {type(new_state).__name__}")
        if new_state.dtype is not uint8 or new_state.device.type != "cpu":
            raise TypeError("RNG state must be a torch.ByteTensor")
        if not new_state.is_contiguous():
            raise RuntimeError("RNG state must be contiguous")
        _engine.engine(_E.generator_set_state, self._g, new_state._i)
        return self


Generator.__module__ = "torch._C"  # where PyTorch defines it: <class 'torch._C.Generator'>

default_generator = Generator._over(_E.default_generator(), "cpu")
