"""The unpickler torch.load uses when weights_only=True (current PyTorch's default).

It reads the protocol-2 opcodes torch.save writes and builds only what a checkpoint of weights needs: tensors,
parameters, containers, numbers and strings, dtypes, devices, and whatever globals the user allowlisted with
torch.serialization.add_safe_globals. Any other global, or a call to anything else, raises UnpicklingError with
PyTorch's wording (torch.load then wraps it in its own message).
"""
import functools
import pickle
import struct
import warnings
from _compat_pickle import IMPORT_MAPPING, NAME_MAPPING
from _codecs import encode
from collections import Counter, OrderedDict
from pickle import UnpicklingError, decode_long

# modules never allowed, even when a user allowlists something from them
_BLOCKLISTED_MODULES = ("sys", "os", "posix", "nt")

_marked_safe_globals = set()


def _add_safe_globals(safe_globals):
    global _marked_safe_globals
    _marked_safe_globals = _marked_safe_globals | set(safe_globals)


def _get_safe_globals():
    return list(_marked_safe_globals)


def _clear_safe_globals():
    global _marked_safe_globals
    _marked_safe_globals = set()


def _remove_safe_globals(globals_to_remove):
    global _marked_safe_globals
    _marked_safe_globals = _marked_safe_globals - set(globals_to_remove)


class _safe_globals:
    def __init__(self, safe_globals):
        self.safe_globals = safe_globals

    def __enter__(self):
        _add_safe_globals(self.safe_globals)

    def __exit__(self, type, value, tb):  # noqa: A002
        _remove_safe_globals(self.safe_globals)


def _get_user_allowed_globals():
    """The allowlisted globals by the name a pickle gives them: module.qualname, or the name a (global, name) pair
    states."""
    allowed = {}
    for f in _marked_safe_globals:
        if isinstance(f, tuple):
            if len(f) != 2:
                raise ValueError("Expected tuple of length 2 (global, str of callable full path), but got tuple of "
                                 f"length: {len(f)}")
            if type(f[1]) is not str:
                raise TypeError(f"Expected second item in tuple to be str of callable full path, but got: {type(f[1])}")
            allowed[f[1]] = f[0]
        else:
            allowed[f"{f.__module__}.{f.__qualname__}"] = f
    return allowed


@functools.lru_cache(maxsize=1)
def _get_allowed_globals():
    import torch
    from torch import _tensor, _utils, storage
    from torch.serialization import StorageType

    allowed = {
        "collections.OrderedDict": OrderedDict,
        "collections.Counter": Counter,
        "torch.nn.parameter.Parameter": torch.nn.Parameter,
        "torch.Size": torch.Size,
        "torch.Tensor": torch.Tensor,
        "torch.device": torch.device,
        "_codecs.encode": encode,  # how protocol 2 writes bytes
        "builtins.bytearray": bytearray,
        "builtins.set": set,
        "builtins.complex": complex,
        "torch.storage.TypedStorage": storage.TypedStorage,
        "torch.storage.UntypedStorage": storage.UntypedStorage,
        "torch._tensor._rebuild_from_type_v2": _tensor._rebuild_from_type_v2,
    }
    for dtype in (*torch._dtype.BY_NAME.values(), *torch._dtype.INTEGERS, *torch._dtype.PARTS):
        allowed[str(dtype)] = dtype
    for scheme in (torch.per_tensor_affine, torch.per_channel_affine):
        allowed[str(scheme)] = scheme
    for name in storage.LEGACY:
        allowed[f"torch.{name}"] = StorageType(name)
    for f in (_utils._rebuild_parameter, _utils._rebuild_parameter_with_state, _utils._rebuild_tensor,
              _utils._rebuild_tensor_v2, _utils._rebuild_tensor_v3, _utils._rebuild_meta_tensor_no_storage,
              _utils._rebuild_qtensor):
        allowed[f"torch._utils.{f.__name__}"] = f
    return allowed


def _read_global(readline):
    module = readline()[:-1].decode("utf-8")
    name = readline()[:-1].decode("utf-8")
    # protocol 2 writes Python 2's names for builtins (__builtin__.set)
    if (module, name) in NAME_MAPPING:
        module, name = NAME_MAPPING[(module, name)]
    elif module in IMPORT_MAPPING:
        module = IMPORT_MAPPING[module]
    return module, name


def _unsupported_global(module, name):
    full_path = f"{module}.{name}"
    if module in _BLOCKLISTED_MODULES:
        return UnpicklingError(f"Trying to load unsupported GLOBAL {full_path} whose module {module} is blocked.")
    if module == "builtins":
        full_path = name
    return UnpicklingError(
        f"Unsupported global: GLOBAL {full_path} was not an allowed global by default. Please use "
        f"`torch.serialization.add_safe_globals([{full_path}])` or the `torch.serialization.safe_globals"
        f"([{full_path}])` context manager to allowlist this global if you trust this class/function.")


_LENGTHS = {pickle.BININT[0]: 4, pickle.BININT1[0]: 1, pickle.BININT2[0]: 2, pickle.BINFLOAT[0]: 8,
            pickle.BINGET[0]: 1, pickle.LONG_BINGET[0]: 4, pickle.BINPUT[0]: 1, pickle.LONG_BINPUT[0]: 4}


def get_globals_in_pkl(file):
    """Every module.name a pickle's GLOBAL opcodes name, read without running it."""
    found = set()
    read, readline = file.read, file.readline
    while True:
        key = read(1)
        if not key:
            raise EOFError
        op = key[0]
        if op == pickle.GLOBAL[0]:
            module, name = _read_global(readline)
            found.add(f"{module}.{name}")
        elif op in _LENGTHS:
            read(_LENGTHS[op])
        elif op == pickle.BINUNICODE[0]:
            read(struct.unpack("<I", read(4))[0])
        elif op in (pickle.SHORT_BINSTRING[0], pickle.LONG1[0]):
            read(read(1)[0])
        elif op == pickle.PROTO[0]:
            read(1)
        elif op == pickle.STOP[0]:
            return found
        elif op not in _NO_ARGUMENT:
            raise UnpicklingError(f"Unsupported operand {op}")


_NO_ARGUMENT = {op[0] for op in (pickle.NEWOBJ, pickle.REDUCE, pickle.BUILD, pickle.APPEND, pickle.APPENDS,
                                 pickle.SETITEM, pickle.SETITEMS, pickle.MARK, pickle.TUPLE, pickle.TUPLE1,
                                 pickle.TUPLE2, pickle.TUPLE3, pickle.NONE, pickle.NEWFALSE, pickle.NEWTRUE,
                                 pickle.EMPTY_TUPLE, pickle.EMPTY_LIST, pickle.EMPTY_DICT, pickle.EMPTY_SET,
                                 pickle.BINPERSID)}


class Unpickler:
    def __init__(self, file, *, encoding="bytes"):
        self.encoding = encoding
        self.readline = file.readline
        self.read = file.read
        self.memo = {}
        self.proto = -1

    def persistent_load(self, pid):
        raise UnpicklingError("unsupported persistent id encountered")

    def _allowed(self, obj):
        return obj in _get_allowed_globals().values() or obj in _get_user_allowed_globals().values()

    def _pop_mark(self):
        items = self.stack
        self.stack = self.metastack.pop()
        return items

    def load(self):
        self.metastack = []
        self.stack = []
        read = self.read
        while True:
            key = read(1)
            if not key:
                raise EOFError
            op = key[0]
            if op == pickle.STOP[0]:
                return self.stack.pop()
            handler = _DISPATCH.get(op)
            if handler is None:
                raise UnpicklingError(f"Unsupported operand {op}")
            handler(self)

    # -- opcodes that name or call code ---------------------------------------------------------------------------
    def _global(self):
        module, name = _read_global(self.readline)
        full_path = f"{module}.{name}"
        if module in _BLOCKLISTED_MODULES:
            raise _unsupported_global(module, name)
        allowed = _get_allowed_globals()
        if full_path in allowed:
            self.stack.append(allowed[full_path])
            return
        user = _get_user_allowed_globals()
        if full_path in user:
            self.stack.append(user[full_path])
            return
        raise _unsupported_global(module, name)

    def _newobj(self):
        import torch

        args = self.stack.pop()
        cls = self.stack.pop()
        if cls is torch.nn.Parameter:
            self.stack.append(torch.nn.Parameter(*args))
        elif self._allowed(cls):
            self.stack.append(cls.__new__(cls, *args))
        else:
            raise UnpicklingError("Can only create new object for nn.Parameter or classes allowlisted via "
                                  f"`add_safe_globals` but got {cls}")

    def _reduce(self):
        args = self.stack.pop()
        func = self.stack[-1]
        if not self._allowed(func):
            message = f"Trying to call reduce for unrecognized function {func}"
            if hasattr(func, "__self__"):
                message += f" which belongs to {func.__self__}"
            raise UnpicklingError(message)
        self.stack[-1] = func(*args)

    def _build(self):
        import torch

        state = self.stack.pop()
        inst = self.stack[-1]
        if type(inst) is torch.Tensor:
            inst.set_(*state)
        elif type(inst) is torch.nn.Parameter:
            inst.__setstate__(state)
        elif type(inst) is OrderedDict:
            inst.__dict__.update(state)
        elif self._allowed(type(inst)):
            if hasattr(inst, "__setstate__"):
                inst.__setstate__(state)
            else:
                slotstate = None
                if isinstance(state, tuple) and len(state) == 2:
                    state, slotstate = state
                if state:
                    inst.__dict__.update(state)
                for k, v in (slotstate or {}).items():
                    setattr(inst, k, v)
        else:
            raise UnpicklingError("Can only build Tensor, Parameter, OrderedDict or types allowlisted via "
                                  f"`add_safe_globals`, but got {type(inst)}")

    def _binpersid(self):
        pid = self.stack.pop()
        if type(pid) is not tuple and type(pid) is not int:
            raise UnpicklingError(f"persistent_load id must be tuple or int, but got {type(pid)}")
        if type(pid) is tuple and len(pid) > 0:
            tag = pid[0].decode("ascii") if isinstance(pid[0], bytes) else pid[0]
            if tag != "storage":
                raise UnpicklingError(f"Only persistent_load of storage is allowed, but got {pid[0]}")
        self.stack.append(self.persistent_load(pid))

    # -- containers -----------------------------------------------------------------------------------------------
    def _append(self):
        item = self.stack.pop()
        target = self.stack[-1]
        if type(target) is not list:
            raise UnpicklingError(f"Can only append to lists, but got {type(target)}")
        target.append(item)

    def _appends(self):
        items = self._pop_mark()
        target = self.stack[-1]
        if type(target) is not list:
            raise UnpicklingError(f"Can only extend lists, but got {type(target)}")
        target.extend(items)

    def _setitem(self):
        value, key = self.stack.pop(), self.stack.pop()
        self.stack[-1][key] = value

    def _setitems(self):
        items = self._pop_mark()
        for i in range(0, len(items), 2):
            self.stack[-1][items[i]] = items[i + 1]

    def _mark(self):
        self.metastack.append(self.stack)
        self.stack = []

    def _tuple(self):
        items = tuple(self._pop_mark())
        self.stack.append(items)

    # -- values ---------------------------------------------------------------------------------------------------
    def _binunicode(self):
        size = struct.unpack("<I", self.read(4))[0]
        self.stack.append(str(self.read(size), "utf-8", "surrogatepass"))

    def _short_binstring(self):
        data = self.read(self.read(1)[0])
        self.stack.append(data if self.encoding == "bytes" else data.decode(self.encoding, "strict"))

    def _get(self, long):
        index = struct.unpack("<I", self.read(4))[0] if long else self.read(1)[0]
        self.stack.append(self.memo[index])

    def _put(self, long):
        index = struct.unpack("<I", self.read(4))[0] if long else self.read(1)[0]
        self.memo[index] = self.stack[-1]

    def _proto(self):
        self.proto = self.read(1)[0]
        if self.proto != 2:
            warnings.warn(f"Detected pickle protocol {self.proto} in the checkpoint, which was not the default "
                          "pickle protocol used by `torch.load` (2). The weights_only Unpickler might not support "
                          "all instructions implemented by this protocol, please file an issue for adding support "
                          "if you encounter this.")


def _tuple_of(n):
    def handler(self):
        items = tuple(self.stack[len(self.stack) - n:])
        del self.stack[len(self.stack) - n:]
        self.stack.append(items)

    return handler


def _push(value_of):
    return lambda self: self.stack.append(value_of(self))


_DISPATCH = {
    pickle.GLOBAL[0]: Unpickler._global,
    pickle.NEWOBJ[0]: Unpickler._newobj,
    pickle.REDUCE[0]: Unpickler._reduce,
    pickle.BUILD[0]: Unpickler._build,
    pickle.BINPERSID[0]: Unpickler._binpersid,
    pickle.APPEND[0]: Unpickler._append,
    pickle.APPENDS[0]: Unpickler._appends,
    pickle.SETITEM[0]: Unpickler._setitem,
    pickle.SETITEMS[0]: Unpickler._setitems,
    pickle.MARK[0]: Unpickler._mark,
    pickle.TUPLE[0]: Unpickler._tuple,
    pickle.TUPLE1[0]: _tuple_of(1),
    pickle.TUPLE2[0]: _tuple_of(2),
    pickle.TUPLE3[0]: _tuple_of(3),
    pickle.NONE[0]: _push(lambda self: None),
    pickle.NEWFALSE[0]: _push(lambda self: False),
    pickle.NEWTRUE[0]: _push(lambda self: True),
    pickle.EMPTY_TUPLE[0]: _push(lambda self: ()),
    pickle.EMPTY_LIST[0]: _push(lambda self: []),
    pickle.EMPTY_DICT[0]: _push(lambda self: {}),
    pickle.EMPTY_SET[0]: _push(lambda self: set()),
    pickle.BININT[0]: _push(lambda self: struct.unpack("<i", self.read(4))[0]),
    pickle.BININT1[0]: _push(lambda self: self.read(1)[0]),
    pickle.BININT2[0]: _push(lambda self: struct.unpack("<H", self.read(2))[0]),
    pickle.BINFLOAT[0]: _push(lambda self: struct.unpack(">d", self.read(8))[0]),
    pickle.LONG1[0]: _push(lambda self: decode_long(self.read(self.read(1)[0]))),
    pickle.BINUNICODE[0]: Unpickler._binunicode,
    pickle.SHORT_BINSTRING[0]: Unpickler._short_binstring,
    pickle.BINGET[0]: lambda self: self._get(False),
    pickle.LONG_BINGET[0]: lambda self: self._get(True),
    pickle.BINPUT[0]: lambda self: self._put(False),
    pickle.LONG_BINPUT[0]: lambda self: self._put(True),
    pickle.PROTO[0]: Unpickler._proto,
}


def load(file, *, encoding="ASCII"):
    return Unpickler(file, encoding=encoding).load()
