"""torch.<op> functions and Tensor.<op> methods, generated from the engine's op table.

The engine declares every op once (schema, variants); here each becomes a Python callable whose arguments the
engine binds against that schema, so signatures, defaults and argument errors live in one place.
"""
import sys as _sys

from . import _arg_parser, _engine, _keywords, _out, _torch_function, _warn_once
from ._engine import _E, TorchFunctionArgument
from ._tensor import Tensor


def _wrapper(returns):
    if returns == "Tensor":
        return Tensor._wrap
    if returns == "Tensor[]":
        return lambda r: tuple(Tensor._wrap(h) for h in r.to_py())
    return lambda r: r


def _make(name, method):
    # each caller fails with PyTorch's own argument error where PyTorch's parser would refuse the arguments; the
    # check runs only once a call has failed, and the try costs nothing on the way through
    if method and name.endswith("_"):
        def op(self, *args, **kwargs):
            try:
                _engine.call_void(name, (self,) + args, kwargs)
            except Exception as e:
                if type(e) is TorchFunctionArgument:
                    return _torch_function.dispatch_caught(_sys._getframe(), name, True, (self,) + args, kwargs)
                _arg_parser.refuse(e, name, (self,) + args, kwargs, True)
                raise
            return self

        op._engine_in_place = True
    elif not method and name in _out.NAMES:
        def op(*args, out=None, **kwargs):
            try:
                if out is None:
                    return _engine.call(name, args, kwargs)
                return _out.call_into(name, plain, args, kwargs, out)
            except Exception as e:
                if name in _NAMED_FACTORIES and _names_given(kwargs):
                    return _named_factory(plain, args, kwargs)
                given = kwargs if out is None else {**kwargs, "out": out}
                if type(e) is TorchFunctionArgument:
                    return _torch_function.dispatch_caught(_sys._getframe(), name, False, args, given)
                _arg_parser.refuse(e, name, args, given, False)
                raise

        def plain(*args, **kwargs):
            return _engine.call(name, args, kwargs)

        op._takes_out = True
    elif method:
        def op(*args, **kwargs):
            try:
                return _engine.call(name, args, kwargs, True)
            except Exception as e:
                if type(e) is TorchFunctionArgument:
                    return _torch_function.dispatch_caught(_sys._getframe(), name, True, args, kwargs)
                _arg_parser.refuse(e, name, args, kwargs, True)
                raise
    else:
        def op(*args, **kwargs):
            try:
                return _engine.call(name, args, kwargs)
            except Exception as e:
                if name in _NAMED_FACTORIES and _names_given(kwargs):
                    return _named_factory(op, args, kwargs)
                if type(e) is TorchFunctionArgument:
                    return _torch_function.dispatch_caught(_sys._getframe(), name, False, args, kwargs)
                _arg_parser.refuse(e, name, args, kwargs, False)
                raise
    op.__name__ = op.__qualname__ = name
    op._engine_op = True
    _torch_function.CATCHERS.add(op.__code__)
    return op


# the factories that take names= (torch/_named.py names their results; the engine knows nothing of names, so
# only a failed call looks for them and unnamed calls pay nothing)
_NAMED_FACTORIES = {"empty", "zeros", "ones", "full", "rand", "randn"}


def _names_given(kwargs):
    """Whether kwargs hold a `names=` the parser takes: None or a tuple of names (anything else is its TypeError)."""
    names = kwargs.get("names", False)
    return names is None or (type(names) in (tuple, list) and all(n is None or type(n) is str for n in names))


def _named_factory(fn, args, kwargs):
    from . import _named

    return _named.named_factory(fn, args, kwargs)


def _named_api(name):
    """Tensor's method `name` of the named-tensor API, whose code loads when a program first uses it."""
    def method(self, *args, **kwargs):
        from . import _named

        return getattr(_named, name)(self, *args, **kwargs)

    method.__name__ = method.__qualname__ = name
    return method


for _name in ("rename", "rename_", "refine_names", "align_to", "align_as", "has_names"):
    setattr(Tensor, _name, _named_api(_name))
Tensor.names = property(_named_api("names"), _named_api("set_names"), doc="The names of this tensor's dims.")

FUNCTIONS = {}
INTERNAL = {}


def recorded_as(name, result):
    """result, its grad_fn named as PyTorch's kernel records it, for an op composed of other ops here."""
    return INTERNAL["_named_grad"](result, name) if result.requires_grad else result


from . import _conv_padding, _overloads, _random_ints

for _name, _fn in {**_overloads.METHODS, **_random_ints.METHODS}.items():
    setattr(Tensor, _name, _keywords.accepting(_fn, True))
# no engine op has randint_like's name, so the loop below leaves it be
FUNCTIONS.update({_name: _keywords.accepting(_fn, False) for _name, _fn in _random_ints.FUNCTIONS.items()})

for _index, (_name, _returns, _variants) in enumerate(_E.ops().to_py()):
    _engine.OPS[_name] = (_index, _wrapper(_returns), {})
    _variants = _variants.split(",") if _variants else []
    if "method" in _variants and not hasattr(Tensor, _name):
        setattr(Tensor, _name, _make(_name, True))
    if "function" in _variants:
        FUNCTIONS[_name] = _make(_name, False)
    INTERNAL[_name] = _make(_name, False)

FUNCTIONS.update({_name: _keywords.accepting(_fn, False)
                  for _name, _fn in {**_overloads.FUNCTIONS, **_conv_padding.FUNCTIONS}.items()})

from . import (_aliases, _arrays, _complex, _composites, _gradient, _nn_namespace, _numerics, _sparse,  # noqa: E402
               _statistics, _tensor_attributes, _windows)

for _name, _fn in {**_complex.METHODS, **_composites.METHODS, **_statistics.METHODS, **_numerics.METHODS,
                   **_arrays.METHODS,
                   **_tensor_attributes.METHODS, **_out.METHODS}.items():
    if not hasattr(Tensor, _name):
        setattr(Tensor, _name, _keywords.accepting(_fn, True))
for _name, _fn in {**_complex.FUNCTIONS, **_composites.FUNCTIONS, **_statistics.FUNCTIONS, **_numerics.FUNCTIONS,
                   **_arrays.FUNCTIONS, **_nn_namespace.FUNCTIONS, **_gradient.FUNCTIONS,
                   **_windows.FUNCTIONS, **_tensor_attributes.FUNCTIONS}.items():
    FUNCTIONS.setdefault(_name, _keywords.accepting(_fn, False))
_aliases.install(FUNCTIONS)
_tensor_attributes.install()
_complex.install()
_sparse.install(FUNCTIONS)
for _name in _out.NAMES & FUNCTIONS.keys():
    FUNCTIONS[_name] = _out.accepting(_name, FUNCTIONS[_name])
FUNCTIONS["range"] = _warn_once.deprecated(FUNCTIONS["range"], (
    "torch.range is deprecated and will be removed in a future release because its behavior is inconsistent with "
    "Python's range builtin. Instead, use torch.arange, which produces values in [start, end)."))
from . import _deterministic  # noqa: E402

_deterministic.install(FUNCTIONS, Tensor)
FUNCTIONS.update(_deterministic.FUNCTIONS)
