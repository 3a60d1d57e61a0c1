# Folding eval-mode BatchNorm into the convolution or linear layer before it (torch.nn.utils.fusion), and calling a
# module with other parameters (torch.nn.utils.stateless.functional_call, whose deprecation warning is current
# PyTorch's only and is caught here).
import warnings

import torch
import torch.nn as nn
from torch.nn.utils import fuse_conv_bn_eval, fuse_conv_bn_weights
from torch.nn.utils.fusion import fuse_linear_bn_eval, fuse_linear_bn_weights
from torch.nn.utils import stateless

torch.manual_seed(0)
conv = nn.Conv2d(2, 3, 3)
bn = nn.BatchNorm2d(3)
# running statistics from a few training batches
for _ in range(3):
    bn(conv(torch.randn(4, 2, 5, 5)))
conv.eval()
bn.eval()
x = torch.randn(2, 2, 5, 5)
fused = fuse_conv_bn_eval(conv, bn)
print(type(fused).__name__, fused is conv, type(fused.weight).__name__, fused.weight.requires_grad)
print(fused.weight[0], fused.bias)
print(torch.allclose(fused(x), bn(conv(x)), atol=1e-6))
print((fused(x) - bn(conv(x))).abs().max() < 1e-5)
print(conv.weight[0, 0, 0])

deconv = nn.ConvTranspose1d(3, 4, 2).eval()
bn1 = nn.BatchNorm1d(4).eval()
with torch.no_grad():
    bn1.running_mean.copy_(torch.tensor([0.5, -1.0, 0.0, 2.0]))
    bn1.running_var.copy_(torch.tensor([1.0, 4.0, 0.25, 2.0]))
    bn1.weight.copy_(torch.tensor([1.0, 0.5, -2.0, 1.5]))
y = torch.randn(2, 3, 6)
fused_t = fuse_conv_bn_eval(deconv, bn1, transpose=True)
print(fused_t.bias, torch.allclose(fused_t(y), bn1(deconv(y)), atol=1e-6))

w, b = fuse_conv_bn_weights(torch.ones(2, 1, 2), None, torch.tensor([1.0, 2.0]), torch.tensor([4.0, 9.0]), 0.0,
                            None, torch.tensor([0.5, -0.5]))
print(w.data, b.data)

lin = nn.Linear(4, 3).eval()
bnl = nn.BatchNorm1d(3).eval()
with torch.no_grad():
    bnl.running_mean.copy_(torch.tensor([0.1, 0.2, 0.3]))
    bnl.running_var.copy_(torch.tensor([2.0, 0.5, 1.0]))
    bnl.bias.fill_(0.25)
fl = fuse_linear_bn_eval(lin, bnl)
z = torch.randn(5, 4)
print(fl.weight, fl.bias)
print(torch.allclose(fl(z), bnl(lin(z)), atol=1e-6))
print([p.data for p in fuse_linear_bn_weights(torch.eye(2), None, torch.zeros(2), torch.ones(2), 0.0,
                                             torch.tensor([2.0, 3.0]), torch.tensor([1.0, 1.0]))])
try:
    fuse_conv_bn_eval(nn.Conv2d(1, 1, 1), nn.BatchNorm2d(1))
except AssertionError as e:
    print("AssertionError", e)

torch.manual_seed(1)
net = nn.Sequential(nn.Linear(3, 2), nn.BatchNorm1d(2))
params = {"0.weight": torch.ones(2, 3, requires_grad=True), "0.bias": torch.zeros(2)}
inp = torch.arange(6.0).reshape(2, 3)
with warnings.catch_warnings(record=True):
    warnings.simplefilter("always")
    out = stateless.functional_call(net, params, (inp,))
    print(out)
    out.sum().backward()
    print(params["0.weight"].grad, net[0].weight.grad)
    print(net[1].running_mean, net(inp))
    print(stateless.functional_call(net, {"1.running_mean": torch.ones(2)}, inp))
