"""torch.jit.script: functions and modules checked against TorchScript's rules and given typed signatures.

A scripted function runs as the Python it was written in (TorchScript's subset means the same either way); scripting
it checks the syntax TorchScript accepts (frontend.py), types its arguments from their annotations (an unannotated
one is a Tensor) and checks every call against those types with PyTorch's messages.
"""
import ast
import contextlib
import functools
import inspect
import textwrap
import typing

from ..nn import Module, ModuleList, Sequential
from . import _attributes, _numbers, frontend
from ._code import code as _code
from ._ir import Attribute, Constant, Submodule, const_text
from ._types import from_annotation


class _Compiled:
    """A function's TorchScript view: its parameters' types, its return type and its printed code."""

    def __init__(self, fn, self_attrs=None, self_kind=None):
        """self_attrs: for a module's method, the kinds of the module's attributes by name; self_kind: the module's
        own kind (a Submodule), which says what iterating self gives."""
        self.source = (fn, self_attrs, self_kind)
        try:
            lines, first_line = inspect.getsourcelines(fn)
        except (OSError, TypeError) as e:
            raise OSError(f"Can't get source for {fn}. TorchScript requires source access in order to carry out "
                          "compilation, make sure original .py files are available.") from e
        source = textwrap.dedent("".join(lines))
        tree = ast.parse(source)
        fn_def = next(n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))
        filename = inspect.getsourcefile(fn) or "<unknown>"
        # errors show the source as written: the columns of the dedented source, moved back by its indent
        indent = len(lines[0]) - len(lines[0].lstrip()) if lines else 0
        frontend.check(fn_def, "".join(lines).splitlines(), filename, first_line, indent)
        if self_attrs is not None:
            _attributes.check_uses(fn_def, self_attrs, "".join(lines).splitlines(), filename, first_line, indent)
        args = fn_def.args.posonlyargs + fn_def.args.args
        if self_attrs is not None:
            args = args[1:]
        self.name = fn_def.name
        self.params = [(a.arg, from_annotation(a.annotation)) for a in args]
        defaults = fn_def.args.defaults
        self.required = len(self.params) - len(defaults)
        named = args[len(args) - len(defaults):]
        self.defaults = {a.arg: ast.literal_eval(d) for a, d in zip(named, defaults)
                         if isinstance(d, (ast.Constant, ast.UnaryOp))}
        self._printing = (fn_def, args, fn.__globals__, self_attrs, self_kind)
        self._origin = (filename, first_line, indent)
        self._lines = "".join(lines).splitlines()  # as written, for the errors its raises and asserts raise
        self.runtime = _numbers.runtime(fn, fn_def, first_line)  # what runs: fn with TorchScript's number rules

    @functools.cached_property
    def _printed(self):
        """(the code, the return type) as TorchScript prints them; made when first asked for."""
        fn_def, args, scope, self_attrs, self_kind = self._printing
        returns = from_annotation(fn_def.returns) if fn_def.returns is not None else None
        return _code(self.name, self.params, returns.name if returns is not None else None, fn_def.body, scope,
                     self_attrs, self.defaults, self_kind, origin=self._origin)

    @property
    def code(self):
        return self._printed[0]

    @property
    def returns(self):
        return self._printed[1]

    @functools.cached_property
    def graph(self):
        return _Graph(self._printed[2]())

    def __reduce__(self):
        # types check values with functions made for them: saved, a signature is compiled again from its source
        return _Compiled, self.source

    def declaration(self):
        params = ", ".join(f"{t.schema if t else 'Any'} {n}"
                           f"{f'={const_text(self.defaults[n])}' if n in self.defaults else ''}" for n, t in self.params)
        return f"{self.name}({params}) -> {self.returns}"

    def check_call(self, args, kwargs):
        if len(args) > len(self.params):
            raise RuntimeError(f"{self.name}() expected at most {len(self.params)} argument(s) but received "
                               f"{len(args) + len(kwargs)} argument(s). Declaration: {self.declaration()}")
        for position, (name, kind) in enumerate(self.params):
            if position < len(args):
                value = args[position]
            elif name in kwargs:
                value = kwargs[name]
            elif position >= self.required:
                continue
            else:
                raise RuntimeError(f"{self.name}() is missing value for argument '{name}'. Declaration: "
                                   f"{self.declaration()}")
            if kind is not None and not kind.check(value):
                inferred = (f"Inferred '{name}' to be of type '{kind.name}' because it was not annotated with an "
                            "explicit type.\n" if kind.inferred else "")
                raise RuntimeError(
                    f"{self.name}() Expected a value of type '{kind.described()}' for argument '{name}' but instead "
                    f"found type '{type(value).__name__}'.\n{inferred}Position: {position}\nValue: {value!r}\n"
                    f"Declaration: {self.declaration()}\nCast error details: {_cast_error(kind, value)}")


def _cast_error(kind, value):
    if kind.name.startswith("Union["):
        return f"Expected a member of {kind.name} but instead found type {type(value).__name__}"
    return f"Unable to cast {value} to {kind.name}"


class _Graph:
    """A scripted function's graph, printed as TorchScript's IR."""

    def __init__(self, text):
        self._text = text

    def __str__(self):
        return self._text

    def __repr__(self):
        return self._text


class ScriptFunction:
    """A scripted (or traced) function: call it as the function it came from."""

    def __init__(self, fn, compiled):
        self._fn, self._compiled = fn, compiled
        functools.update_wrapper(self, fn)
        self._torchscript_function = fn

    @property
    def name(self):
        return self._compiled.name

    @property
    def code(self):
        return self._compiled.code

    @property
    def graph(self):
        return self._compiled.graph

    @property
    def schema(self):
        return self._compiled.declaration()

    def __call__(self, *args, **kwargs):
        from ._trace import running_compiled
        from ._trace_notes import called_function
        from ._traced_graph import qualified_name

        self._compiled.check_call(args, kwargs)
        with running_compiled(), _interpreted(self._compiled):
            return called_function(qualified_name(self.__wrapped__), args, kwargs,
                                   lambda a, k: self._runtime()(*a, **k))

    def _runtime(self):
        """What runs: the function with TorchScript's number rules (see _numbers.py), bound as the function is."""
        fn = self._fn
        rewritten = getattr(self._compiled, "runtime", fn)
        if rewritten is getattr(fn, "__func__", fn):
            return fn
        return rewritten.__get__(fn.__self__) if hasattr(fn, "__self__") else rewritten

    def __repr__(self):
        return f"<torch.jit.ScriptFunction object at {id(self):#x}>"

    def __reduce__(self):
        # update_wrapper copied what it wraps into this one's __dict__: what it is made from is saved instead
        return _script_function, (self._fn, self._compiled, self.__wrapped__)

    def save(self, f, _extra_files=None):
        from ._serialization import save

        save(self, f, _extra_files)


ScriptFunction.__module__ = "torch.jit"


@contextlib.contextmanager
def _interpreted(compiled):
    """Running compiled's function: what its own raise or assert raises comes out as TorchScript's interpreter
    reports it."""
    try:
        yield
    except Exception as e:
        if not isinstance(compiled, _Compiled):  # a trace's: no source of its own
            raise
        from ._interpreter_errors import interpreter_error

        error = interpreter_error(compiled, e)
        if error is None:
            raise
        raise error from None


def _script_function(fn, compiled, wrapped):
    function = ScriptFunction(fn, compiled)
    function.__wrapped__ = wrapped
    return function


def mirror(cls, module, child, **attrs):
    """A `cls` standing for `module`: the same parameters and buffers, its submodules as `child` makes them."""
    m = cls.__new__(cls)
    Module.__init__(m)
    for key, value in dict(attrs, original_name=type(module).__name__).items():
        object.__setattr__(m, key, value)
    m._parameters, m._buffers = module._parameters, module._buffers
    for name, sub in module._modules.items():
        m._modules[name] = None if sub is None else child(sub)
    m.training = module.training
    return m


def _script_module(module):
    # a container with no forward of its own (ModuleList, ModuleDict) is scripted for what it holds
    forward = type(module).forward
    _attributes.warn_init_annotations(module)
    kinds, self_kind = _attribute_kinds(module), _submodule_kind(module)
    compiled = None if forward is Module.forward else _Compiled(forward, kinds, self_kind)
    exported = {name: _Compiled(fn, kinds, self_kind) for name, fn in inspect.getmembers(type(module), inspect.isfunction)
                if getattr(fn, "_torchscript_modifier", None) == "export"}
    return mirror(RecursiveScriptModule, module, _script_submodule, _original=module, _compiled=compiled,
                  _exported=exported, _kinds=kinds)


def _attribute_kinds(module):
    annotated = _attributes.class_annotations(type(module))
    kinds = {name: Attribute(_return_type(annotated[name]) if name in annotated else _attributes.inferred_type(value))
             for name, value in vars(module).items() if not name.startswith("_")}
    kinds.update(_attributes.uninferred(module))
    kinds.update({name: Constant(getattr(module, name)) for name in _constant_names(type(module))
                  if hasattr(module, name)})
    kinds.update({name: "tensor" for name in list(module._parameters) + list(module._buffers)})
    for name, sub in module._modules.items():
        kinds[name] = _submodule_kind(sub)
    for klass in reversed(type(getattr(module, "_original", module)).__mro__):  # methods left to Python
        kinds.update({name: fn._torchscript_modifier for name, fn in vars(klass).items()
                      if getattr(fn, "_torchscript_modifier", None) in ("unused", "ignore")})
    return kinds


def _submodule_kind(sub):
    original = getattr(sub, "_original", sub)
    signature = inspect.signature(type(original).forward)
    params = list(signature.parameters.values())[1:]
    items = None
    if isinstance(original, (ModuleList, Sequential)):  # a loop over these is unrolled, one body per item
        items = [(name, _submodule_kind(child)) for name, child in original._modules.items()]
    infer = None if type(original).forward is Module.forward else functools.partial(_forward_returns, original)
    return Submodule(params, items, _return_type(signature.return_annotation), module_type_name(original), infer)


def _forward_returns(module):
    """The type a module's forward returns, as compiled."""
    return _Compiled(type(module).forward, _attribute_kinds(module), _submodule_kind(module)).returns


# the module types scripting has made, by class and what makes them differ (constants' values, which parameters
# are None, attributes' types, submodules' types); their names are given as traces' are (_traced_graph.TYPE_NAMES:
# a name already given is mangled)
_CONCRETE_TYPES = {}


def reset_types():
    """No module types made, as in a new process."""
    from ._traced_graph import TYPE_NAMES

    _CONCRETE_TYPES.clear()
    TYPE_NAMES.__init__()


def module_type_name(module):
    """The TorchScript class name of a module's type: a traced module's is the one its trace made; a scripted
    one's is shared by the modules of its class that script alike."""
    from ._traced_graph import TYPE_NAMES, qualified_class

    traced = module.__dict__.get("_traced_type")
    if traced is not None:
        return traced
    key = (type(module), _concrete_key(module))
    if key not in _CONCRETE_TYPES:
        _CONCRETE_TYPES[key] = TYPE_NAMES.type_name(qualified_class(type(module)))
    return _CONCRETE_TYPES[key]


def _concrete_key(module):
    constants = tuple(sorted((n, repr(getattr(module, n))) for n in _constant_names(type(module)) if hasattr(module, n)))
    tensors = tuple((n, t is None) for n, t in list(module._parameters.items()) + list(module._buffers.items()))
    values = tuple(sorted((n, type(v).__name__) for n, v in vars(module).items()
                          if not n.startswith("_") and n != "training"))
    submodules = tuple((n, None if s is None else module_type_name(getattr(s, "_original", s)))
                       for n, s in module._modules.items())
    return constants, tensors, values, submodules


def _return_type(annotation):
    """The TorchScript type a forward's return annotation names; None where it has none."""
    if annotation is inspect.Signature.empty:
        return None
    text = annotation if isinstance(annotation, str) else inspect.formatannotation(annotation)
    try:
        return from_annotation(ast.parse(text, mode="eval").body).name
    except (SyntaxError, ValueError, KeyError, AttributeError):
        return None


def _ivalue_text(value):
    """A constant as TorchScript's IValue prints it: a whole float with a trailing point, others to 17 digits."""
    if type(value) is float:
        if value.is_integer() and abs(value) < 1e10:
            return f"{int(value)}."
        return f"{value:.17g}"
    return str(value)


def _constant_names(cls):
    """The attributes TorchScript makes constants: those in __constants__, and those annotated Final."""
    names = set(getattr(cls, "__constants__", ()))
    for klass in cls.__mro__:
        for name, annotation in inspect.get_annotations(klass).items():
            if annotation is typing.Final or typing.get_origin(annotation) is typing.Final:
                names.add(name)
    return names


def _script_submodule(module):
    """A submodule as scripting sees it; one already scripted stays as it is, and containers and layers whose
    forward has no source keep their own call."""
    if isinstance(module, ScriptModule):
        return module
    try:
        return _script_module(module)
    except (OSError, TypeError, StopIteration):
        return module


class ScriptModule(Module):
    """A scripted or traced module."""

    def save(self, f, _extra_files=None):
        from ._serialization import save

        save(self, f, _extra_files)


class RecursiveScriptModule(ScriptModule):
    """A scripted nn.Module: the same parameters and submodules, its forward checked and typed."""

    def __getattr__(self, name):
        try:
            return super().__getattr__(name)
        except AttributeError:
            original = self.__dict__.get("_original")
            preserved = self.__dict__.get("_preserved")  # a frozen module keeps only these of the original's
            if original is None or (preserved is not None and name not in preserved):
                raise
            exported = self.__dict__.get("_exported", {})
            if name in exported:
                return ScriptFunction(getattr(original, name), exported[name])
            return getattr(original, name)

    def __setattr__(self, name, value):
        # an attribute the module was scripted with is the module's state, which its methods read: setting one sets
        # it there, and a constant refuses (Object::setattr); anything else is the Python object's own
        original = self.__dict__.get("_original")
        if original is None or name.startswith("_") or name == "training" or name not in vars(original):
            return super().__setattr__(name, value)
        if name in _constant_names(type(original)):
            raise RuntimeError(f"Can't set constant '{name}' which has value:{_ivalue_text(getattr(original, name))}")
        setattr(original, name, _attributes.converted(name, self.__dict__.get("_kinds", {}).get(name), value))

    def forward(self, *args, **kwargs):
        from ._trace import running_compiled

        compiled = self._compiled
        if compiled is not None:
            compiled.check_call(args, kwargs)
        with running_compiled(), _interpreted(compiled):
            if compiled is not None and compiled.runtime is not type(self._original).forward:
                return compiled.runtime(self._original, *args, **kwargs)
            return self._original(*args, **kwargs)

    def _magic_method(self, name, *args):
        # a container's len, iteration and indexing are copied from the module scripted, and so give its
        # submodules, not the scripted ones
        if not hasattr(type(self._original), name):
            raise NotImplementedError()
        return getattr(self._original, name)(*args)

    def __len__(self):
        return self._magic_method("__len__")

    def __iter__(self):
        return self._magic_method("__iter__")

    def __getitem__(self, idx):
        return self._magic_method("__getitem__", idx)

    def __contains__(self, key):
        return self._magic_method("__contains__", key)

    @property
    def code(self):
        return self._compiled.code

    @property
    def graph(self):
        return self._compiled.graph

    def train(self, mode=True):
        self._original.train(mode)
        return super().train(mode)

    def extra_repr(self):
        return f"original_name={self.original_name}"

    def _get_name(self):
        return "RecursiveScriptModule"


def script(obj, optimize=None, _frames_up=0, _rcb=None, example_inputs=None):
    if isinstance(obj, (ScriptFunction, ScriptModule)):
        return obj
    if isinstance(obj, Module):
        return _script_module(obj)
    if inspect.isclass(obj):
        raise frontend.NotSupportedError(None, f"TorchScript classes are not supported here: {obj.__name__}")
    if not callable(obj):
        raise RuntimeError(f"Type '{type(obj)}' cannot be compiled since it inherits from nn.Module, pass an instance "
                           "instead")
    return ScriptFunction(obj, _Compiled(obj))
