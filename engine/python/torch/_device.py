"""torch.device: a device type and an optional index, parsed by the engine as c10::Device parses them."""
import builtins as _builtins

from ._engine import _E, engine


_MISSING = object()


def _invalid(args):
    got = ", ".join(type(a).__name__ for a in args)
    return TypeError(f"Device() received an invalid combination of arguments - got ({got}), but expected one of:\n"
                     " * (torch.device device)\n * (str type, int index)\n")


class device:
    """An immutable (type, index) pair: device('cuda'), device('cuda:0'), device('cuda', 0), device(0)."""

    __slots__ = ("_type", "_index", "_outer")

    def __init__(self, type=_MISSING, index=None):  # noqa: A002 - PyTorch's parameter names
        if isinstance(type, device) and index is None:
            self._type, self._index = type._type, type._index
            return
        if _builtins.type(type) is int:
            type, index = "cuda", type  # noqa: A001 - a bare ordinal names a CUDA device
        elif not isinstance(type, str):
            raise _invalid([] if type is _MISSING else [type])
        if index is not None and _builtins.type(index) is not int:
            raise TypeError(f"Device(): argument 'index' (position 2) must be int, not {_builtins.type(index).__name__}")
        self._type, self._index = engine(_E.parse_device, type, index).to_py()

    @property
    def type(self):
        return self._type

    @property
    def index(self):
        return self._index

    def __repr__(self):
        if self._index is None:
            return f"device(type='{self._type}')"
        return f"device(type='{self._type}', index={self._index})"

    def __str__(self):
        return self._type if self._index is None else f"{self._type}:{self._index}"

    def __eq__(self, other):
        return isinstance(other, device) and (self._type, self._index) == (other._type, other._index)

    def __hash__(self):
        return hash((self._type, self._index))

    def __reduce__(self):
        return (device, (str(self),))

    def __enter__(self):
        """`with torch.device(...)`: factories default to this device inside the block."""
        from . import get_default_device, set_default_device

        self._outer = getattr(self, "_outer", [])
        self._outer.append(get_default_device())
        set_default_device(self)
        return self

    def __exit__(self, *exc):
        from . import set_default_device

        set_default_device(self._outer.pop())
        return False


device.__module__ = "torch"


_BY_NAME = {}


def named(text):
    """The torch.device a tensor reports for the engine's device name ('cpu', 'cuda:0'), made once per name."""
    d = _BY_NAME.get(text)
    if d is None:
        d = _BY_NAME[text] = device(text)
    return d
