"""grad_fn objects: one Python object per autograd node while Python holds it, whose class is named after the node
(MulBackward0, ...), as PyTorch's are. Each holds its node by the number the engine gave it (see nodes.ts)."""
import weakref

from . import _engine
from ._engine import _E

# the C++ nodes PyTorch names with their namespace in name(); their Python classes drop it
_CPP_NODES = {"AccumulateGrad", "Error", "CopySlices", "CopyBackwards", "NotImplemented"}

_classes = {}
_live = weakref.WeakValueDictionary()
# custom Functions' ctx objects by the number their node knows them by; each lives as long as its node's backward
_ctxs = weakref.WeakValueDictionary()


def register_ctx(ctx):
    """The number a custom Function's node keeps for its ctx."""
    _ctxs[id(ctx)] = ctx
    return id(ctx)


def node(nid):
    """The grad_fn object for a node number the engine just handed out (one more hold, given back if known)."""
    if nid is None:
        return None
    fn = _live.get(nid)
    if fn is not None:
        _E.node_release(nid)
        return fn
    ctx = _ctxs.get(_E.node_owner(nid))
    if ctx is not None:
        cls = _custom_class(type(ctx))
    else:
        name = _E.node_name(nid)
        cls = _classes.get(name)
        if cls is None:
            cls = _classes[name] = type(name, (_GradFn,), {})
    fn = object.__new__(cls)
    fn._ctx = ctx
    fn._n = nid
    fn._metadata = None
    _live[nid] = fn
    return fn


def _custom_class(ctx_type):
    """A custom Function's grad_fn class: named and placed as its ctx class (ExpBackward in
    torch.autograd.function), its attributes those of the ctx, which PyTorch hands out as the grad_fn itself."""
    cls = _classes.get(ctx_type)
    if cls is None:
        cls = _classes[ctx_type] = type(ctx_type.__name__, (_CustomGradFn,), {"__module__": ctx_type.__module__})
    return cls


class _GradFn:
    def __del__(self):
        _E.node_release(self._n)

    def name(self):
        cls = type(self).__name__
        return f"torch::autograd::{cls}" if cls in _CPP_NODES else cls

    @property
    def next_functions(self):
        return tuple((node(nid), nr) for nid, nr in _E.node_next(self._n).to_py())

    def register_prehook(self, hook):
        """hook(grad_outputs) runs before the node, and may return new grad_outputs; the handle's remove() stops it."""
        return self._register(hook, True)

    def register_hook(self, hook):
        """hook(grad_inputs, grad_outputs) runs after the node, and may return new grad_inputs."""
        return self._register(hook, False)

    def _register(self, hook, pre):
        from collections import OrderedDict

        from pyodide.ffi import create_proxy, to_js

        from ._tensor import Tensor
        from .utils.hooks import RemovableHandle

        hooks = OrderedDict()
        handle = RemovableHandle(hooks)
        hooks[handle.id] = hook

        def grads(handles):
            return tuple(None if h is None else Tensor._wrap(h) for h in handles)

        def js_hook(*lists):
            if handle.id not in hooks:
                return None
            args = [grads(h.to_py()) for h in lists]
            result = hook(*args)
            if result is None:
                return None
            expected = len(args[0])
            if len(result) != expected:
                raise RuntimeError(f"hook '{getattr(hook, '__name__', hook)}' has returned an incorrect number of "
                                   f"values (got {len(result)}, but expected {expected})")
            return to_js([None if g is None else _E.tensor(g._i) for g in result])

        _engine.engine(_E.node_register_hook, self._n, pre, create_proxy(js_hook))
        return handle

    @property
    def metadata(self):
        if self._metadata is None:
            self._metadata = {}
        return self._metadata

    @property
    def variable(self):
        if type(self).__name__ != "AccumulateGrad":
            raise AttributeError(f"'{type(self).__name__}' object has no attribute 'variable'")
        from ._tensor import _one_object

        return _one_object(_E.node_variable(self._n))

    def _saves(self):
        """{name: whether it is a tensor} for each value the node's formula saved."""
        return dict(_E.node_saved_names(self._n).to_py())

    def _read_tensor(self, name):
        """A saved tensor; a saved input is the caller's own Tensor object while one still holds it, as in PyTorch."""
        from ._tensor import Tensor, live_holder

        h = _engine.engine(_E.node_saved, self._n, name)
        if h is None:
            return None
        fresh = Tensor._wrap(h)
        holders = set(_engine.engine(_E.node_saved_holders, self._n, name).to_py()) - {h}
        held = live_holder(holders)
        return fresh if held is None else held

    def _read_plain(self, name):
        return _decode(_E.node_saved_plain(self._n, name).to_py())

    def __getattr__(self, attr):
        raw = attr.startswith("_raw_saved_")
        if raw or attr.startswith("_saved_"):
            name = attr[11:] if raw else attr[7:]
            saves = self._saves()
            if name in saves and (saves[name] or not raw):
                if raw:
                    return SavedTensor(self, name)
                return self._read_tensor(name) if saves[name] else self._read_plain(name)
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{attr}'")

    def __dir__(self):
        saves = self._saves()
        raws = {f"_raw_saved_{n}" for n, tensor in saves.items() if tensor}
        return sorted(set(super().__dir__()) | {f"_saved_{n}" for n in saves} | raws)

    def __repr__(self):
        return f"<{type(self).__name__} object at {id(self):#x}>"


def _decode(encoded):
    """A saved value from its [value, kind] (see nodes.ts): an int64 reads unsigned, as PyTorch's getters read it."""
    value, kind = encoded
    if kind == "tuple":
        return tuple(_decode(v) for v in value)
    if kind == "none":
        return None
    if kind == "uint":
        return int(value) % (1 << 64)
    return {"int": int, "float": float, "bool": bool}.get(kind, str)(value)


class SavedTensor:
    """grad_fn._raw_saved_<name>: a saved tensor whose own pack and unpack hooks can be set once."""

    __module__ = "torch._C._autograd"

    def __init__(self, grad_fn, name):
        self._grad_fn, self._name = grad_fn, name

    def register_hooks(self, pack_hook, unpack_hook):
        from .autograd.graph import _js_hooks

        _engine.engine(_E.node_saved_register_hooks, self._grad_fn._n, self._name, *_js_hooks(pack_hook, unpack_hook))


class _CustomGradFn(_GradFn):
    @property
    def __class__(self):
        """The ctx's class (so isinstance(grad_fn, BackwardCFunction) holds): PyTorch hands out the ctx itself."""
        return type(self._ctx)

    def __getattr__(self, attr):
        try:
            return super().__getattr__(attr)
        except AttributeError:
            return getattr(self._ctx, attr)

    def __setattr__(self, attr, value):
        if attr in ("_n", "_ctx", "_metadata"):
            object.__setattr__(self, attr, value)
        else:
            setattr(self._ctx, attr, value)

    def apply(self, *grads):
        return self._ctx.apply(*grads)

    def __repr__(self):
        module = type(self).__module__
        return f"<{'' if module == 'builtins' else module + '.'}{type(self).__name__} object at {id(self):#x}>"
