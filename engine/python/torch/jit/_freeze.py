"""torch.jit.freeze: a scripted module in eval mode with its parameters, buffers and submodules folded into
constants. What runs is a copy of the module taken when frozen, with gradients off: later changes to the original
do not reach it, and its outputs need no grad, as with PyTorch's constants. Of the original's attributes, only
those asked to be preserved stay readable."""
import copy
import functools

from ._script import RecursiveScriptModule, ScriptModule


def freeze(mod, preserved_attrs=None, optimize_numerics=True):
    if not isinstance(mod, ScriptModule):
        raise RuntimeError("Freezing expects a ScriptModule as input. Please use torch.jit.script or "
                           "torch.jit.trace to script your 'nn.Module'.")
    if mod.training:
        raise RuntimeError("Freezing is currently only implemented for modules in eval mode. Please call .eval() "
                           "on your module before freezing.")
    original = copy.deepcopy(mod.__dict__.get("_original", mod))
    for tensor in list(original.parameters()) + list(original.buffers()):
        tensor.requires_grad_(False)
    frozen = RecursiveScriptModule.__new__(RecursiveScriptModule)
    ScriptModule.__init__(frozen)
    compiled = mod.__dict__.get("_compiled")
    if compiled is not None:
        compiled = _FrozenCompiled(compiled, original)
    for key, value in dict(_original=original, _compiled=compiled, _exported={},
                           _preserved=tuple(preserved_attrs or ()), original_name=mod.original_name).items():
        object.__setattr__(frozen, key, value)
    frozen.training = False
    return frozen


def optimize_for_inference(mod, other_methods=None):
    if not isinstance(mod, ScriptModule):
        raise RuntimeError("optimize_for_inference expects a ScriptModule as input. Please use torch.jit.script or "
                           "torch.jit.trace to script your 'nn.Module'.")
    return freeze(mod.eval(), preserved_attrs=other_methods)


class _FrozenCompiled:
    """A frozen module's forward: the scripted one's signature, checks and runtime, its code printed with the
    module's attributes as constants and its submodule calls inlined."""

    def __init__(self, compiled, module):
        self._scripted, self._module = compiled, module

    def __getattr__(self, name):
        return getattr(self.__dict__["_scripted"], name)

    @functools.cached_property
    def _printed(self):
        from ._code import code

        fn_def, _, scope, self_attrs, self_kind = self._scripted._printing
        returns = self._scripted.returns
        return code(self._scripted.name, self._scripted.params, returns, fn_def.body, scope, self_attrs,
                    self._scripted.defaults, self_kind, frozen=self._module)

    @property
    def code(self):
        return self._printed[0]

    @property
    def graph(self):
        raise NotImplementedError("the graph of a frozen module")
