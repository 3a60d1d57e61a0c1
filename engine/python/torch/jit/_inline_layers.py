"""A frozen module's submodule calls, inlined as torch.jit.freeze inlines them: a layer's forward as TorchScript
compiles PyTorch's own source for it (its attributes constants, its constant branches folded, dropout removed, a
batch norm after a convolution folded into its weights); a module of the program's own has its forward inlined."""
import ast

import torch

from ._exits import _destroy

_CONV = "def forward(self, input):\n    return torch.{}(input, self.weight, self.bias, self.stride, self.padding, " \
        "self.dilation, self.groups)\n"
_BATCH_NORM = """def forward(self, input):
    _0 = torch.dim(input)
    if {}:
        raise ValueError("expected {} input (got {{}}D input)".format(_0))
    return torch.batch_norm(input, self.weight, self.bias, self.running_mean, self.running_var, False, self.momentum,
                            self.eps, True)
"""
# each layer's forward as PyTorch's source has it once its constant branches are folded (the names it assigns
# are those of its source: F.relu's `result`, F.softmax's `ret`)
_SOURCES = {
    "Linear": "def forward(self, input):\n    return torch.linear(input, self.weight, self.bias)\n",
    "Conv1d": _CONV.format("conv1d"),
    "Conv2d": _CONV.format("conv2d"),
    "Conv3d": _CONV.format("conv3d"),
    "ReLU": "def forward(self, input):\n    if self.inplace:\n        result = torch.relu_(input)\n    else:\n"
            "        result = torch.relu(input)\n    return result\n",
    "Tanh": "def forward(self, input):\n    return torch.tanh(input)\n",
    "Sigmoid": "def forward(self, input):\n    return torch.sigmoid(input)\n",
    "GELU": "def forward(self, input):\n    return torch.gelu(input, approximate=self.approximate)\n",
    "Flatten": "def forward(self, input):\n    return torch.flatten(input, self.start_dim, self.end_dim)\n",
    "Softmax": "def forward(self, input):\n    ret = torch.softmax(input, self.dim)\n    return ret\n",
    "LayerNorm": "def forward(self, input):\n    return torch.layer_norm(input, self.normalized_shape, self.weight, "
                 "self.bias, self.eps)\n",
    "MaxPool1d": "def forward(self, input):\n    return torch.max_pool1d(input, self.kernel_size, self.stride, "
                 "self.padding, self.dilation, self.ceil_mode)\n",
    "MaxPool2d": "def forward(self, input):\n    return torch.max_pool2d(input, self.kernel_size, self.stride, "
                 "self.padding, self.dilation, self.ceil_mode)\n",
    "AvgPool2d": "def forward(self, input):\n    return torch.avg_pool2d(input, self.kernel_size, self.stride, "
                 "self.padding, self.ceil_mode, self.count_include_pad, self.divisor_override)\n",
    "BatchNorm1d": _BATCH_NORM.format("_0 != 2 and _0 != 3", "2D or 3D"),
    "BatchNorm2d": _BATCH_NORM.format("_0 != 4", "4D"),
    "BatchNorm3d": _BATCH_NORM.format("_0 != 5", "5D"),
}
# removed by freezing in eval mode: they give their input
_PASS_THROUGH = {"Dropout", "Dropout1d", "Dropout2d", "Dropout3d", "AlphaDropout", "Identity"}


class _Source:
    """A layer's forward given as source: what inlining needs of a compiled method."""

    def __init__(self, text, module):
        from ._script import _attribute_kinds, _submodule_kind

        fn_def = ast.parse(text).body[0]
        method = module is not None
        self.params = [(a.arg, None) for a in fn_def.args.args[method:]]
        self._printing = (fn_def, None, {"torch": torch}, _attribute_kinds(module) if method else None,
                          _submodule_kind(module) if method else None)


def inline_module(emitter, module, args):
    """What calling `module` on args gives, its forward emitted in place."""
    name = type(module).__name__
    if name in _PASS_THROUGH:
        return args[0]
    if name == "Sequential":
        return _sequential(emitter, module, args[0])
    if name.startswith("BatchNorm") and not module.training and module.track_running_stats:
        folded = _fold_into_convolution(emitter, module, args[0])
        if folded is not None:
            return folded
    if name in _SOURCES and type(module).__module__.startswith("torch.nn"):
        if not (name.startswith("Conv") and module.padding_mode != "zeros"):
            return emitter.inline(_Source(_SOURCES[name], module), args, module)
    return emitter.inline_method(module, "forward", args)


# torch.nn.functional's functions TorchScript compiles, as inlined once their constant branches are folded
_FUNCTIONS = {
    "relu": "def relu(input, inplace=False):\n    if inplace:\n        result = torch.relu_(input)\n    else:\n"
            "        result = torch.relu(input)\n    return result\n",
    "softmax": "def softmax(input, dim=None, _stacklevel=3, dtype=None):\n    ret = torch.softmax(input, dim)\n"
               "    return ret\n",
    "log_softmax": "def log_softmax(input, dim=None, _stacklevel=3, dtype=None):\n"
                   "    ret = torch.log_softmax(input, dim)\n    return ret\n",
    "tanh": "def tanh(input):\n    return torch.tanh(input)\n",
    "sigmoid": "def sigmoid(input):\n    return torch.sigmoid(input)\n",
    "_max_pool2d": "def _max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, "
                   "return_indices=False):\n    return torch.max_pool2d(input, kernel_size, stride, padding, dilation, "
                   "ceil_mode)\n",
}
_FUNCTIONS["max_pool2d"] = _FUNCTIONS["_max_pool2d"]


def inline_function(emitter, fn, module, args):
    """What a call of a compiled function gives, its body emitted in place."""
    from ._script import _Compiled

    if module == "torch.nn.functional" and fn.__name__ in ("dropout", "dropout1d", "dropout2d", "dropout3d"):
        return args[0]
    if module == "torch.nn.functional" and fn.__name__ in _FUNCTIONS:
        compiled = _Source(_FUNCTIONS[fn.__name__], None)
        if "max_pool" in fn.__name__ and len(args) > 2 and args[2].node.kind == "const" and args[2].node.value is None:
            args = args[:2] + [emitter.const([])] + args[3:]  # `if stride is None: stride = []`, folded
    else:
        compiled = _Compiled(fn)
    return emitter.inline(compiled, args)


def _sequential(emitter, module, value):
    """Sequential.forward: `for module in self: input = module(input)`, unrolled."""
    emitter.env.append({})
    try:
        for child in module._modules.values():
            out = inline_module(emitter, child, [value])
            if out is not value:
                out.inlined = True
                emitter.bind("input", out)
            value = out
    finally:
        emitter.env.pop()
    # a last layer freezing removes leaves the value it was given, whose name the caller's variable does not take
    value.passed = type(child).__name__ in _PASS_THROUGH
    return value


def _fold_into_convolution(emitter, bn, value):
    """A batch norm of a convolution's result, nothing else reading it, as freezing folds it: the convolution
    with its weight and bias scaled and shifted."""
    conv = value.node
    name = getattr(getattr(conv, "render", None), "name", "")
    if value.uses or not name.startswith("torch.conv") or len(conv.inputs) < 2 \
            or not all(getattr(v.node, "tensor_constant", False) for v in conv.inputs[1:3]):
        return None
    weight = conv.inputs[1].node.value
    bias = conv.inputs[2].node.value if len(conv.inputs) > 2 and conv.inputs[2].node.value is not None \
        else torch.zeros_like(bn.running_mean)
    with torch.no_grad():
        scale = torch.rsqrt(bn.running_var + bn.eps)
        gamma = bn.weight if bn.weight is not None else torch.ones_like(bn.running_mean)
        beta = bn.bias if bn.bias is not None else torch.zeros_like(bn.running_mean)
        new_weight = weight * (gamma * scale).reshape([-1] + [1] * (weight.dim() - 1))
        new_bias = (bias - bn.running_mean) * scale * gamma + beta
    inputs = list(conv.inputs)
    inputs[1] = emitter.frozen_constant(new_weight)
    if len(inputs) > 2:
        inputs[2] = emitter.frozen_constant(new_bias)
    else:
        inputs.append(emitter.frozen_constant(new_bias))
    _destroy(conv)
    return emitter._kwcall(name, inputs, [], "Tensor")
