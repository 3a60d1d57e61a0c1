"""Feature extraction by graph rewriting: trace a model with torch.fx, naming every node by the module path it was
created under, then cut the graph so that it returns the requested intermediate nodes as a dict. Train and eval
mode are traced separately, since a model's graph may differ between them."""
import inspect
import math
import re
import warnings
from collections import OrderedDict
from copy import deepcopy
from itertools import chain

from torch import fx, nn
from torch.fx.graph_module import _copy_attr

from .. import ops

__all__ = ["create_feature_extractor", "get_graph_node_names"]


class LeafModuleAwareTracer(fx.Tracer):
    """A tracer that also treats the given module classes as leaves (called, not traced through)."""

    def __init__(self, *args, **kwargs):
        self.leaf_modules = {}
        if "leaf_modules" in kwargs:
            self.leaf_modules = kwargs.pop("leaf_modules")
        super().__init__(*args, **kwargs)

    def is_leaf_module(self, m, module_qualname):
        if isinstance(m, tuple(self.leaf_modules)):
            return True
        return super().is_leaf_module(m, module_qualname)


class NodePathTracer(LeafModuleAwareTracer):
    """Records each node's qualified name: a called leaf module's path, or for any other node the path of the module
    whose forward created it plus the node's name, numbered `_1`, `_2`, ... within that module."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.current_module_qualname = ""
        self.node_to_qualname = OrderedDict()

    def call_module(self, m, forward, args, kwargs):
        old_qualname = self.current_module_qualname
        try:
            module_qualname = self.path_of_module(m)
            self.current_module_qualname = module_qualname
            if not self.is_leaf_module(m, module_qualname):
                return forward(*args, **kwargs)
            return self.create_proxy("call_module", module_qualname, args, kwargs)
        finally:
            self.current_module_qualname = old_qualname

    def create_proxy(self, kind, target, args, kwargs, name=None, type_expr=None, *_):
        proxy = super().create_proxy(kind, target, args, kwargs, name, type_expr)
        self.node_to_qualname[proxy.node] = self._get_node_qualname(self.current_module_qualname, proxy.node)
        return proxy

    def _get_node_qualname(self, module_qualname, node):
        node_qualname = module_qualname
        if node.op != "call_module":
            if len(node_qualname) > 0:
                node_qualname += "."
            node_qualname += str(node)
        # fx numbers repeated names graph-wide; the numbering here counts within the parent module instead
        if re.match(r".+_[0-9]+$", node_qualname) is not None:
            node_qualname = node_qualname.rsplit("_", 1)[0]
        for existing_qualname in reversed(self.node_to_qualname.values()):
            if re.match(rf"{node_qualname}(_[0-9]+)?$", existing_qualname) is not None:
                postfix = existing_qualname.replace(node_qualname, "")
                next_index = int(postfix[1:]) + 1 if len(postfix) else 1
                node_qualname += f"_{next_index}"
                break
        return node_qualname


def _is_subseq(x, y):
    """Whether x is a subsequence of y."""
    iter_x = iter(x)
    return all(any(x_item == y_item for x_item in iter_x) for y_item in y)


def _warn_graph_differences(train_tracer, eval_tracer):
    train_nodes = list(train_tracer.node_to_qualname.values())
    eval_nodes = list(eval_tracer.node_to_qualname.values())
    if len(train_nodes) == len(eval_nodes) and all(t == e for t, e in zip(train_nodes, eval_nodes)):
        return
    suggestion_msg = (
        "When choosing nodes for feature extraction, you may need to specify output nodes for train and eval mode "
        "separately."
    )
    if _is_subseq(train_nodes, eval_nodes):
        msg = ("NOTE: The nodes obtained by tracing the model in eval mode are a subsequence of those obtained in "
               "train mode. ")
    elif _is_subseq(eval_nodes, train_nodes):
        msg = ("NOTE: The nodes obtained by tracing the model in train mode are a subsequence of those obtained in "
               "eval mode. ")
    else:
        msg = "The nodes obtained by tracing the model in train mode are different to those obtained in eval mode. "
    warnings.warn(msg + suggestion_msg)


def _get_leaf_modules_for_ops():
    # torchvision's own layers stay whole in the graph
    return [m for _, m in inspect.getmembers(ops) if isinstance(m, type) and issubclass(m, nn.Module)]


def _set_default_tracer_kwargs(original_tr_kwargs):
    default_autowrap_modules = (math, ops)
    default_leaf_modules = _get_leaf_modules_for_ops()
    result_tracer_kwargs = {} if original_tr_kwargs is None else original_tr_kwargs
    result_tracer_kwargs["autowrap_modules"] = (
        tuple(set(result_tracer_kwargs["autowrap_modules"] + default_autowrap_modules))
        if "autowrap_modules" in result_tracer_kwargs else default_autowrap_modules
    )
    result_tracer_kwargs["leaf_modules"] = (
        list(set(result_tracer_kwargs["leaf_modules"] + default_leaf_modules))
        if "leaf_modules" in result_tracer_kwargs else default_leaf_modules
    )
    return result_tracer_kwargs


def _trace(model, mode, tracer_kwargs, concrete_args):
    model.train(mode == "train")
    tracer = NodePathTracer(**tracer_kwargs)
    graph = tracer.trace(model, concrete_args=concrete_args)
    return tracer, graph


def get_graph_node_names(model, tracer_kwargs=None, suppress_diff_warning=False, concrete_args=None):
    tracer_kwargs = _set_default_tracer_kwargs(tracer_kwargs)
    is_training = model.training
    train_tracer, _ = _trace(model, "train", tracer_kwargs, concrete_args)
    eval_tracer, _ = _trace(model, "eval", tracer_kwargs, concrete_args)
    train_nodes = list(train_tracer.node_to_qualname.values())
    eval_nodes = list(eval_tracer.node_to_qualname.values())
    if not suppress_diff_warning:
        _warn_graph_differences(train_tracer, eval_tracer)
    model.train(is_training)
    return train_nodes, eval_nodes


class DualGraphModule(fx.GraphModule):
    """A GraphModule holding one graph for train mode and one for eval mode, switching with `train()`."""

    def __init__(self, root, train_graph, eval_graph, class_name="GraphModule"):
        super(fx.GraphModule, self).__init__()
        self.__class__.__name__ = class_name
        self.train_graph = train_graph
        self.eval_graph = eval_graph
        for node in chain(iter(train_graph.nodes), iter(eval_graph.nodes)):
            if node.op in ["get_attr", "call_module"]:
                if not isinstance(node.target, str):
                    raise TypeError(f"node.target should be of type str instead of {type(node.target)}")
                _copy_attr(root, self, node.target)
        self.train()
        self.graph = train_graph
        self.meta = {}

    def train(self, mode=True):
        # the graph switches before the mode does, so its forward is regenerated for the new mode
        if mode and not self.training:
            self.graph = self.train_graph
        elif not mode and self.training:
            self.graph = self.eval_graph
        return super().train(mode=mode)


def _to_strdict(n):
    if isinstance(n, list):
        return {str(i): str(i) for i in n}
    return {str(k): str(v) for k, v in n.items()}


def _cut_graph(model, tracer, graph, return_nodes):
    """Replace the graph's output with a dict of the requested nodes (a query names a node or a module path above
    it, which stands for the last node created under that path), then drop what no longer feeds the output."""
    graph_module = fx.GraphModule(tracer.root, graph, type(model).__name__)
    available_nodes = list(tracer.node_to_qualname.values())
    if len(set(available_nodes)) != len(available_nodes):
        raise ValueError("There are duplicate nodes! Please raise an issue https://github.com/pytorch/vision/issues")
    for query in return_nodes:
        if not any(re.match(rf"^{query}(\.|$)", n) is not None for n in available_nodes):
            raise ValueError(
                f"node: '{query}' is not present in model. Hint: use `get_graph_node_names` to make sure the "
                "`return_nodes` you specified are present. It may even be that you need to specify "
                "`train_return_nodes` and `eval_return_nodes` separately.")
    orig_output_nodes = [n for n in reversed(graph_module.graph.nodes) if n.op == "output"]
    if not orig_output_nodes:
        raise ValueError("No output nodes found in graph_module.graph.nodes")
    for n in orig_output_nodes:
        graph_module.graph.erase_node(n)
    nodes = list(graph_module.graph.nodes)
    pending = dict(return_nodes)
    output_nodes = OrderedDict()
    for n in reversed(nodes):
        module_qualname = tracer.node_to_qualname.get(n)
        if module_qualname is None:
            continue
        for query in pending:
            depth = query.count(".")
            if ".".join(module_qualname.split(".")[: depth + 1]) == query:
                output_nodes[pending.pop(query)] = n
                break
    output_nodes = OrderedDict(reversed(list(output_nodes.items())))
    with graph_module.graph.inserting_after(nodes[-1]):
        graph_module.graph.output(output_nodes)
    graph_module.graph.eliminate_dead_code()
    graph_module.recompile()
    return graph_module.graph


def create_feature_extractor(model, return_nodes=None, train_return_nodes=None, eval_return_nodes=None,
                             tracer_kwargs=None, suppress_diff_warning=False, concrete_args=None):
    tracer_kwargs = _set_default_tracer_kwargs(tracer_kwargs)
    is_training = model.training
    if all(arg is None for arg in [return_nodes, train_return_nodes, eval_return_nodes]):
        raise ValueError(
            "Either `return_nodes` or `train_return_nodes` and `eval_return_nodes` together, should be specified")
    if (train_return_nodes is None) ^ (eval_return_nodes is None):
        raise ValueError(
            "If any of `train_return_nodes` and `eval_return_nodes` are specified, then both should be specified")
    if not ((return_nodes is None) ^ (train_return_nodes is None)):
        raise ValueError("If `train_return_nodes` and `eval_return_nodes` are specified, then both should be specified")
    if train_return_nodes is None:
        return_nodes = _to_strdict(return_nodes)
        train_return_nodes = deepcopy(return_nodes)
        eval_return_nodes = deepcopy(return_nodes)
    else:
        train_return_nodes = _to_strdict(train_return_nodes)
        eval_return_nodes = _to_strdict(eval_return_nodes)
    tracers, graphs = {}, {}
    for mode, wanted in (("train", train_return_nodes), ("eval", eval_return_nodes)):
        tracers[mode], graph = _trace(model, mode, tracer_kwargs, concrete_args)
        graphs[mode] = _cut_graph(model, tracers[mode], graph, wanted)
    if not suppress_diff_warning:
        _warn_graph_differences(tracers["train"], tracers["eval"])
    graph_module = DualGraphModule(model, graphs["train"], graphs["eval"], class_name=type(model).__name__)
    model.train(is_training)
    graph_module.train(is_training)
    return graph_module
