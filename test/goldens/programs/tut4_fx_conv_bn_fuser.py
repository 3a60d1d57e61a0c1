# The "(beta) Building a Convolution/Batch Norm fuser in FX" tutorial with a small network and input: trace, find
# call_module nodes whose BatchNorm follows a Conv, fold the batch norm into the conv's weights, reroute the uses and
# erase the node, recompile, and compare fused and unfused outputs; then torch.fx.experimental.optimization's own
# fuse and remove_dropout.
import copy
from typing import Any, Dict, Iterable, Tuple, Type

import torch
import torch.fx as fx
import torch.nn as nn


class WrappedBatchNorm(nn.Module):
    def __init__(self):
        super().__init__()
        self.mod = nn.BatchNorm2d(1)

    def forward(self, x):
        return self.mod(x)


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 1, 1)
        self.bn1 = nn.BatchNorm2d(1)
        self.conv2 = nn.Conv2d(1, 1, 1)
        self.nested = nn.Sequential(
            nn.BatchNorm2d(1),
            nn.Conv2d(1, 1, 1),
        )
        self.wrapped = WrappedBatchNorm()

    def forward(self, x):
        x = self.conv1(x)
        x = self.bn1(x)
        x = self.conv2(x)
        x = self.nested(x)
        x = self.wrapped(x)
        return x


torch.manual_seed(0)
model = M()
model.eval()


def fuse_conv_bn_eval(conv, bn):
    assert not (conv.training or bn.training), "Fusion only for eval!"
    fused_conv = copy.deepcopy(conv)
    fused_conv.weight, fused_conv.bias = fuse_conv_bn_weights(
        fused_conv.weight, fused_conv.bias, bn.running_mean, bn.running_var, bn.eps, bn.weight, bn.bias)
    return fused_conv


def fuse_conv_bn_weights(conv_w, conv_b, bn_rm, bn_rv, bn_eps, bn_w, bn_b):
    if conv_b is None:
        conv_b = bn_rm.new_zeros(bn_rm.shape)
    bn_var_rsqrt = torch.rsqrt(bn_rv + bn_eps)
    conv_w = conv_w * (bn_w * bn_var_rsqrt).reshape([-1] + [1] * (len(conv_w.shape) - 1))
    conv_b = (conv_b - bn_rm) * bn_var_rsqrt * bn_w + bn_b
    return torch.nn.Parameter(conv_w), torch.nn.Parameter(conv_b)


def _parent_name(target: str) -> Tuple[str, str]:
    *parent, name = target.rsplit('.', 1)
    return parent[0] if parent else '', name


def replace_node_module(node: fx.Node, modules: Dict[str, Any], new_module: torch.nn.Module):
    assert isinstance(node.target, str)
    parent_name, name = _parent_name(node.target)
    setattr(modules[parent_name], name, new_module)


def fuse(model: torch.nn.Module) -> torch.nn.Module:
    model = copy.deepcopy(model)
    fx_model: fx.GraphModule = fx.symbolic_trace(model)
    modules = dict(fx_model.named_modules())
    for node in fx_model.graph.nodes:
        if node.op != 'call_module':
            continue
        if type(modules[node.target]) is nn.BatchNorm2d and type(modules[node.args[0].target]) is nn.Conv2d:
            if len(node.args[0].users) > 1:
                continue
            conv = modules[node.args[0].target]
            bn = modules[node.target]
            fused_conv = fuse_conv_bn_eval(conv, bn)
            replace_node_module(node.args[0], modules, fused_conv)
            node.replace_all_uses_with(node.args[0])
            fx_model.graph.erase_node(node)
    fx_model.graph.lint()
    fx_model.recompile()
    return fx_model


traced = fx.symbolic_trace(model)
for node in traced.graph.nodes:
    print(node.op, node.name, node.target, node.args, node.kwargs, len(node.users))

fused_model = fuse(model)
print(fused_model.code)
print([name for name, _ in fused_model.named_modules()])
inp = torch.randn(5, 1, 4, 4)
print(torch.allclose(fused_model(inp), model(inp), atol=1e-6))
print((fused_model(inp) - model(inp)).abs().max() < 1e-5)
print(type(fused_model).__name__, isinstance(fused_model, fx.GraphModule))
print(fused_model.conv1)


def matches_module_pattern(pattern: Iterable[Type], node: fx.Node, modules: Dict[str, Any]):
    if len(node.args) == 0:
        return False
    nodes: Tuple[Any, fx.Node] = (node.args[0], node)
    for expected_type, current_node in zip(pattern, nodes):
        if not isinstance(current_node, fx.Node):
            return False
        if current_node.op != 'call_module':
            return False
        if not isinstance(current_node.target, str):
            return False
        if current_node.target not in modules:
            return False
        if type(modules[current_node.target]) is not expected_type:
            return False
    return True


modules = dict(traced.named_modules())
print([n.name for n in traced.graph.nodes if matches_module_pattern((nn.Conv2d, nn.BatchNorm2d), n, modules)])

from torch.fx.experimental.optimization import fuse as fx_fuse
fused2 = fx_fuse(model)
print(fused2.code)
print(torch.allclose(fused2(inp), model(inp), atol=1e-6))
from torch.fx.experimental.optimization import remove_dropout
lin = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.Dropout(0.5), nn.ReLU()).eval()
lin[1].running_mean.uniform_(-1, 1)
lin[1].running_var.uniform_(0.5, 2)
no_drop = remove_dropout(lin)
print(no_drop.code)
xl = torch.randn(6, 3)
print(torch.equal(no_drop(xl), lin(xl)), list(dict(no_drop.named_children())))
