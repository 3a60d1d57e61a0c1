"""torch.fx.graph_module: a Module whose forward is the Python code generated from its Graph."""
import copy
import itertools

import torch
from torch.nn.modules.module import _addindent

from .graph import Graph

_keys = itertools.count()


def _forward_from_src(src, globals_):
    namespace = dict(globals_)
    exec(compile(src, f"<eval_with_key>.{next(_keys)}", "exec"), namespace)
    return namespace["forward"]


def _copy_attr(from_module, to_module, target):
    """Copies the attribute at the dotted target, making empty Modules for the parts of the path to_module lacks."""
    *prefix, field = target.split(".")
    for item in prefix:
        f = getattr(from_module, item)
        t = getattr(to_module, item, None)
        if f is t:
            return
        if t is None:
            t = torch.nn.Module()
            setattr(to_module, item, t)
        from_module, to_module = f, t
    _set_attr(to_module, field, getattr(from_module, field))


def _assign_attr(from_obj, to_module, target):
    *prefix, field = target.split(".")
    for item in prefix:
        t = getattr(to_module, item, None)
        if t is None:
            t = torch.nn.Module()
            setattr(to_module, item, t)
        to_module = t
    _set_attr(to_module, field, from_obj)


def _set_attr(module, field, value):
    # a plain tensor is state of the module: a buffer, as PyTorch keeps it
    if isinstance(value, torch.Tensor) and not isinstance(value, torch.nn.Parameter):
        module.register_buffer(field, value)
    else:
        setattr(module, field, value)


class GraphModule(torch.nn.Module):
    def __new__(cls, *args, **kwargs):
        # each instance gets its own class, so that its generated forward is its own
        base = next(t for t in cls.__mro__ if t.__qualname__.split(".")[-1] != "GraphModuleImpl")

        class GraphModuleImpl(base):
            pass
        return super().__new__(GraphModuleImpl)

    def __init__(self, root, graph, class_name="GraphModule"):
        super().__init__()
        self.__class__.__name__ = class_name
        if isinstance(root, torch.nn.Module):
            self.training = root.training
            for node in graph.nodes:
                if node.op in ("get_attr", "call_module"):
                    _copy_attr(root, self, node.target)
        elif isinstance(root, dict):
            targets = []
            for node in graph.nodes:
                if node.op in ("get_attr", "call_module"):
                    if node.target not in root:
                        raise RuntimeError("Node " + str(node) + " referenced target " + node.target +
                                           " but that target was not provided in ``root``!")
                    targets.append(node.target)
            for target in sorted(targets, key=lambda t: t.count(".")):
                _assign_attr(root[target], self, target)
        else:
            raise RuntimeError("Unsupported type " + str(root) + " passed for root!")
        self.graph = graph
        self.meta = {}

    @property
    def graph(self):
        return self._graph

    @graph.setter
    def graph(self, g):
        assert isinstance(g, Graph), f"Expected a Graph instance, but got {type(g)}"
        self._graph = g
        g.owning_module = self
        self.recompile()

    @property
    def code(self):
        if not hasattr(self, "_code"):
            raise RuntimeError("Code has not been generated! Please report a bug to PyTorch")
        return self._code

    def recompile(self):
        python_code = self._graph.python_code(root_module="self")
        self._code = python_code.src
        type(self).forward = _forward_from_src(self._code, python_code.globals)
        return python_code

    def print_readable(self, print_output=True, include_stride=False, include_device=False, colored=False):
        code = self._graph.python_code(root_module="self", verbose=True).src.lstrip("\n")
        out = _addindent(f"class {self._get_name()}(torch.nn.Module):\n" + code, 4)
        nested = [""] + [m.print_readable(print_output=False) for m in self.children() if hasattr(m, "graph")]
        out += _addindent("\n".join(nested), 4)
        if print_output:
            print(out)
        return out

    def __str__(self):
        return "\n".join([super().__str__(), self._code,
                          "# To see more debug info, please use `graph_module.print_readable()`"])

    def __deepcopy__(self, memo):
        fake_mod = torch.nn.Module()
        fake_mod.__dict__ = copy.deepcopy(self.__dict__, memo)
        return GraphModule(fake_mod, fake_mod.__dict__["_graph"], self.__class__.__name__)

    def __copy__(self):
        return GraphModule(self, self.graph, self.__class__.__name__)

    def delete_all_unused_submodules(self):
        used = set()
        for node in self.graph.nodes:
            if node.op in ("call_module", "get_attr"):
                parts = node.target.split(".")
                used.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
        for name, _ in list(self.named_modules()):
            if name and name not in used:
                self.delete_submodule(name)

    def delete_submodule(self, target):
        *path, name = target.split(".")
        mod = self
        for item in path:
            if not hasattr(mod, item):
                return False
            mod = getattr(mod, item)
        if not hasattr(mod, name) or not isinstance(getattr(mod, name), torch.nn.Module):
            return False
        delattr(mod, name)
        return True

    def add_submodule(self, target, m):
        *prefix, field = target.split(".")
        mod = self
        for item in prefix:
            submod = getattr(mod, item, None)
            if submod is None:
                submod = torch.nn.Module()
                mod.add_module(item, submod)
            if not isinstance(submod, torch.nn.Module):
                return False
            mod = submod
        mod.add_module(field, m)
        return True
