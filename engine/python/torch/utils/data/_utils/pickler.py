"""Pickling for DataLoader workers: what the main program defined travels by value.

PyTorch's workers on Linux are forked, so a dataset class, a lambda collate_fn or a helper written in the program
just works in them. Our workers are separate Python runtimes, so the program's own classes and functions (those of
`__main__`, and any function that cannot be found again by name: lambdas, local functions) are pickled with their
code, the globals that code reads, their defaults and closures; everything else pickles by reference as usual. An
object is made first and filled afterwards, so classes and functions that refer to themselves pickle too.
"""
import abc
import builtins
import io
import marshal
import pickle
import sys
import types


def dumps(obj, by_value_main=True):
    buffer = io.BytesIO()
    _Pickler(buffer, by_value_main).dump(obj)
    return buffer.getvalue()


loads = pickle.loads


def _found_by_name(obj):
    module = sys.modules.get(getattr(obj, "__module__", None) or "")
    target = module
    for part in obj.__qualname__.split("."):
        target = getattr(target, part, None)
    return target is obj


class _Pickler(pickle.Pickler):
    def __init__(self, file, by_value_main):
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self._by_value_main = by_value_main

    def _by_value(self, obj):
        if obj.__module__ == "__main__" and self._by_value_main:
            return True
        return not _found_by_name(obj)

    def reducer_override(self, obj):
        kind = type(obj)
        if kind is types.FunctionType and self._by_value(obj):
            return _function_reduce(obj)
        if (isinstance(obj, type) and (kind is type or issubclass(kind, abc.ABCMeta))
                and obj.__module__ not in ("builtins",) and self._by_value(obj)):
            return _class_reduce(obj)
        if kind is types.ModuleType:
            return _module, (obj.__name__,)
        if kind in (staticmethod, classmethod):
            return kind, (obj.__func__,)
        if kind is property:
            return property, (obj.fget, obj.fset, obj.fdel, obj.__doc__)
        if kind is types.CellType:
            return _make_cell, (), obj.cell_contents if _cell_filled(obj) else _EMPTY, None, None, _fill_cell
        return NotImplemented


_EMPTY = "<empty cell>"


def _cell_filled(cell):
    try:
        cell.cell_contents
    except ValueError:
        return False
    return True


def _make_cell():
    return types.CellType()


def _fill_cell(cell, value):
    if value != _EMPTY:
        cell.cell_contents = value


def _module(name):
    __import__(name)
    return sys.modules[name]


def _names_read(code):
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= _names_read(const)
    return names


def _function_reduce(fn):
    g = fn.__globals__
    read = {n: g[n] for n in _names_read(fn.__code__) if n in g and n not in ("__builtins__",)}
    state = (read, fn.__defaults__, fn.__kwdefaults__, fn.__dict__, fn.__qualname__, fn.__doc__)
    closure = None if fn.__closure__ is None else tuple(fn.__closure__)
    return (_make_function, (marshal.dumps(fn.__code__), fn.__name__, fn.__module__, closure), state, None, None,
            _fill_function)


def _namespace(module_name):
    """The globals a function by value runs in: its module's, so functions of one program share them."""
    module = sys.modules.get(module_name)
    if module is None:
        module = types.ModuleType(module_name)
        sys.modules[module_name] = module
    return module.__dict__


def _make_function(code, name, module, closure):
    g = _namespace(module)
    g.setdefault("__builtins__", builtins)
    return types.FunctionType(marshal.loads(code), g, name, None, closure)


def _fill_function(fn, state):
    read, defaults, kwdefaults, attrs, qualname, doc = state
    for key, value in read.items():
        fn.__globals__.setdefault(key, value)
    fn.__defaults__, fn.__kwdefaults__, fn.__qualname__, fn.__doc__ = defaults, kwdefaults, qualname, doc
    fn.__dict__.update(attrs)


# an abstract class's registry (_abc_impl) is made afresh with the class, not carried
_SKIPPED = ("__dict__", "__weakref__", "_abc_impl")


def _class_reduce(cls):
    attrs = {k: v for k, v in cls.__dict__.items() if k not in _SKIPPED and not isinstance(v, types.GetSetDescriptorType)
             and not isinstance(v, types.MemberDescriptorType)}
    slots = attrs.get("__slots__")
    bare = {"__module__": cls.__module__, "__qualname__": cls.__qualname__, "__doc__": cls.__doc__}
    if slots is not None:
        bare["__slots__"] = slots
    meta = type(cls)
    return _make_class, (meta, cls.__name__, cls.__bases__, bare), attrs, None, None, _fill_class


def _make_class(meta, name, bases, bare):
    cls = meta(name, bases, dict(bare))
    if bare["__qualname__"] == name:
        # found again by name where it lands, so what a worker sends back pickles by reference
        sys.modules.setdefault(bare["__module__"], types.ModuleType(bare["__module__"]))
        setattr(sys.modules[bare["__module__"]], name, cls)
    return cls


def _fill_class(cls, attrs):
    for key, value in attrs.items():
        if key not in ("__module__", "__qualname__", "__slots__", "__doc__"):
            setattr(cls, key, value)
    if isinstance(cls, abc.ABCMeta):
        # made bare, the class took its bases' abstract methods as its own; its methods are here now
        abc.update_abstractmethods(cls)
