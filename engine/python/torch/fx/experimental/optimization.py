"""torch.fx.experimental.optimization: graph passes for inference, folding batch norms into the layer before them
and dropping dropout, as the FX fuser tutorial builds them."""
import copy

import torch
import torch.fx as fx
import torch.nn as nn
from torch.nn.utils.fusion import fuse_conv_bn_eval, fuse_linear_bn_eval


def _parent_name(target):
    """`foo.bar.baz` -> (`foo.bar`, `baz`)."""
    *parent, name = target.rsplit('.', 1)
    return parent[0] if parent else '', name


def matches_module_pattern(pattern, node, modules):
    """Whether node and its first argument are call_module nodes of the pattern's two module types."""
    if len(node.args) == 0:
        return False
    for expected_type, current_node in zip(pattern, (node.args[0], node)):
        if not isinstance(current_node, fx.Node) or current_node.op != 'call_module':
            return False
        if not isinstance(current_node.target, str) or current_node.target not in modules:
            return False
        if type(modules[current_node.target]) is not expected_type:
            return False
    return True


def replace_node_module(node, modules, new_module):
    assert isinstance(node.target, str)
    parent_name, name = _parent_name(node.target)
    modules[node.target] = new_module
    setattr(modules[parent_name], name, new_module)


def fuse(model, inplace=False, no_trace=False):
    """Folds each BatchNorm with running statistics into the Conv or Linear whose output only it uses."""
    patterns = [(nn.Conv1d, nn.BatchNorm1d), (nn.Conv2d, nn.BatchNorm2d), (nn.Conv3d, nn.BatchNorm3d),
                (nn.Linear, nn.BatchNorm1d)]
    if not inplace:
        model = copy.deepcopy(model)
    fx_model = model if no_trace and isinstance(model, fx.GraphModule) else fx.symbolic_trace(model)
    modules = dict(fx_model.named_modules())
    new_graph = copy.deepcopy(fx_model.graph)
    for pattern in patterns:
        for node in new_graph.nodes:
            if not matches_module_pattern(pattern, node, modules) or len(node.args[0].users) > 1:
                continue
            first_layer, bn = modules[node.args[0].target], modules[node.target]
            if not bn.track_running_stats:
                continue
            fuse_eval = fuse_linear_bn_eval if pattern[0] is nn.Linear else fuse_conv_bn_eval
            replace_node_module(node.args[0], modules, fuse_eval(first_layer, bn))
            node.replace_all_uses_with(node.args[0])
            new_graph.erase_node(node)
    return fx.GraphModule(fx_model, new_graph)


def remove_dropout(model):
    """The model traced without its Dropout modules."""
    fx_model = fx.symbolic_trace(model)

    class DropoutRemover(fx.Transformer):
        def call_module(self, target, args, kwargs):
            if isinstance(self.submodules[target], nn.Dropout):
                assert len(args) == 1
                return args[0]
            return super().call_module(target, args, kwargs)
    return DropoutRemover(fx_model).transform()
