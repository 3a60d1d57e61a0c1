# Model-building utilities of current tutorials: conv-bn fusion (torch.nn.utils.fusion), meta-device modules made
# real with to_empty and reset_parameters, full backward hooks changing the input's gradient, state-dict and load hooks,
# and global module forward hooks.
import torch
import torch.nn as nn
from torch.nn.utils.fusion import fuse_conv_bn_eval, fuse_conv_bn_weights, fuse_linear_bn_eval
torch.manual_seed(0)
def tryit(name, fn):
    try:
        r = fn()
        print(name, r)
    except Exception as e:
        print(name, type(e).__name__, e)
conv = nn.Conv2d(2, 3, 3)
bn = nn.BatchNorm2d(3)
bn.running_mean.uniform_(); bn.running_var.uniform_(0.5, 1.5); bn.weight.data.uniform_(); bn.bias.data.uniform_()
conv.eval(); bn.eval()
fused = fuse_conv_bn_eval(conv, bn)
print(fused)
x = torch.randn(1, 2, 5, 5)
print(torch.allclose(fused(x), bn(conv(x)), atol=1e-6), fused.weight.requires_grad, type(fused.weight).__name__)
w, b = fuse_conv_bn_weights(conv.weight, conv.bias, bn.running_mean, bn.running_var, bn.eps, bn.weight, bn.bias)
print(type(w).__name__, w.shape, b[:2])
tryit("train", lambda: fuse_conv_bn_eval(conv.train(), bn))
conv.eval()
nb = nn.Conv2d(2, 3, 3, bias=False).eval()
print(fuse_conv_bn_eval(nb, bn).bias.shape)
ct = nn.ConvTranspose2d(3, 2, 3).eval(); bn2 = nn.BatchNorm2d(2).eval()
print(torch.allclose(fuse_conv_bn_eval(ct, bn2, transpose=True)(torch.randn(1, 3, 4, 4)), torch.zeros(1)) or True)
# meta init
m = nn.Linear(4, 3, device="meta")
print(m.weight)
m2 = m.to_empty(device="cpu")
print(m2 is m, m.weight.device, m.weight.shape)
m.reset_parameters()
print(m.weight.shape, m.weight.requires_grad, m.weight.abs().max() < 1)
mm = nn.Linear(2, 2, device="meta")
print(mm)
print(mm(torch.randn(1, 2, device="meta")))
seq = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2)).to("meta")
seq.to_empty(device="cpu")
print(seq[1].running_mean.device, seq[1].num_batches_tracked.shape)
# hooks
lin = nn.Linear(2, 1)
def bw_scale(module, grad_input, grad_output):
    return (grad_input[0] * 2,)
h = lin.register_full_backward_hook(bw_scale)
def bw(module, gi, go):
    print("bw", [None if g is None else g.shape for g in gi], go[0])
lin.register_full_backward_hook(bw)
xin = torch.ones(3, 2, requires_grad=True)
lin(xin).sum().backward()
print(xin.grad)
print(lin.weight.grad)
h.remove()
def sd_hook(module, state_dict, prefix, local_metadata):
    print("sd hook", prefix, list(state_dict))
    state_dict[prefix + "extra"] = torch.zeros(1)
lin._register_state_dict_hook(sd_hook)
print(list(lin.state_dict().keys()))
def load_pre(module, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
    print("load pre", prefix, sorted(state_dict))
    state_dict.pop(prefix + "extra", None)
lin._register_load_state_dict_pre_hook(load_pre, with_module=True)
def load_post(module, incompatible_keys):
    print("load post", incompatible_keys)
lin.register_load_state_dict_post_hook(load_post)
print(lin.load_state_dict(lin.state_dict()))
outer = nn.Sequential(lin)
print(outer.load_state_dict(outer.state_dict(), strict=False))
fh = nn.modules.module.register_module_forward_hook(lambda m, i, o: print("global fwd", type(m).__name__))
outer(torch.ones(1, 2))
fh.remove()
print(nn.utils.parameters_to_vector(outer.parameters()).shape)
