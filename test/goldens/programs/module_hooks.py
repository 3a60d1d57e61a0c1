# Module hooks: forward pre/post (with kwargs, prepend, always_call), full backward and backward pre hooks,
# global hooks, handles, state-dict hooks, and the registration rules around them.
import torch
import torch.nn as nn
from collections import OrderedDict

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))
x = torch.randn(5, 4)

shapes = []
handles = [m.register_forward_hook(lambda m, i, o: shapes.append((type(m).__name__, tuple(i[0].shape),
                                                                   tuple(o.shape))))
           for m in net]
out = net(x)
print(shapes)
for h in handles:
    h.remove()
shapes.clear()
net(x)
print("after remove:", shapes)

# a pre-hook may replace the input, a forward hook the output
lin = nn.Linear(4, 3)
h1 = lin.register_forward_pre_hook(lambda m, args: (args[0] * 0,))
print(lin(x))
h1.remove()
h2 = lin.register_forward_hook(lambda m, args, out: out.sum(dim=1))
print(lin(x).shape)
h2.remove()

# order of hooks
order = []
m = nn.Identity()
m.register_forward_hook(lambda *a: order.append("a"))
m.register_forward_hook(lambda *a: order.append("b"))
m.register_forward_pre_hook(lambda *a: order.append("pre"))
m(torch.ones(1))
print(order)

# handles as context managers
with lin.register_forward_hook(lambda *a: print("inside")):
    lin(x)
lin(x)
print(len(lin._forward_hooks))

# full backward hooks see grad_input and grad_output
torch.manual_seed(1)
lin = nn.Linear(3, 2)
inp = torch.randn(4, 3, requires_grad=True)
seen = []


def bhook(module, grad_input, grad_output):
    seen.append(("hook", [None if g is None else tuple(g.shape) for g in grad_input],
                 [None if g is None else tuple(g.shape) for g in grad_output]))


hb = lin.register_full_backward_hook(bhook)
y = lin(inp)
print(y.grad_fn.name())
y.sum().backward()
print(seen)
print(inp.grad)
hb.remove()

# a backward hook may replace grad_input
inp.grad = None
lin.register_full_backward_hook(lambda m, gi, go: (gi[0] * 0 + 1,))
lin(inp).sum().backward()
print(inp.grad)

# no input requires grad: the hook still runs, with None for the inputs
lin2 = nn.Linear(3, 2)
got = []
lin2.register_full_backward_hook(lambda m, gi, go: got.append((gi, tuple(go[0].shape))))
lin2(torch.randn(4, 3)).sum().backward()
print(got)

# both kinds of backward hook on one module
try:
    lin.register_backward_hook(lambda *a: None)
except RuntimeError as e:
    print("RuntimeError:", e)

# global hooks run for every module
calls = []
g = torch.nn.modules.module.register_module_forward_hook(lambda m, i, o: calls.append(type(m).__name__))
net(x)
g.remove()
net(x)
print(calls)
gp = torch.nn.modules.module.register_module_forward_pre_hook(lambda m, i: calls.append("pre " + type(m).__name__))
nn.ReLU()(x)
gp.remove()
print(calls[-1])

# state dict hooks
lin = nn.Linear(2, 2)
lin._register_state_dict_hook(lambda m, sd, prefix, meta: OrderedDict((k.upper(), v) for k, v in sd.items()))
print(list(lin.state_dict().keys()))
wrapper = nn.Sequential(OrderedDict(inner=nn.Linear(2, 2)))
wrapper.inner.register_load_state_dict_post_hook(lambda m, keys: print("loaded", type(m).__name__, keys))
print(wrapper.load_state_dict(wrapper.state_dict()))
print(dict(wrapper.state_dict()._metadata))
print(dict(nn.BatchNorm1d(2).state_dict()._metadata))

# named_modules, apply, buffers, get_submodule
net = nn.Sequential(OrderedDict(body=nn.Sequential(nn.Linear(2, 2), nn.Tanh()), head=nn.Linear(2, 1)))
net.shared = net.body[0]
print([name for name, _ in net.named_modules()])
print([name for name, _ in net.named_modules(remove_duplicate=False)])
print([name for name, _ in net.named_parameters()])
print(type(net.get_submodule("body.1")).__name__, tuple(net.get_parameter("head.weight").shape))
try:
    net.get_submodule("body.7")
except AttributeError as e:
    print("AttributeError:", e)
try:
    net.get_parameter("body.0.nope")
except AttributeError as e:
    print("AttributeError:", e)
net.apply(lambda m: print("apply", type(m).__name__))


class WithBuffers(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("kept", torch.zeros(2))
        self.register_buffer("scratch", torch.ones(2), persistent=False)


wb = WithBuffers()
print(list(wb.state_dict().keys()), [n for n, _ in wb.named_buffers()])
for name, value in [("a.b", torch.zeros(1)), ("", torch.zeros(1)), ("kept2", 3), ("training", torch.zeros(1))]:
    try:
        wb.register_buffer(name, value)
    except (KeyError, TypeError) as e:
        print(type(e).__name__, e)
try:
    wb.register_parameter("p", torch.zeros(1))
except TypeError as e:
    print("TypeError:", e)
try:
    wb.add_module("x", 3)
except TypeError as e:
    print("TypeError:", e)
try:
    wb.kept = "text"
except TypeError as e:
    print("TypeError:", e)

# load_state_dict, strict and not
src = nn.Sequential(nn.Linear(2, 3), nn.BatchNorm1d(3))
dst = nn.Sequential(nn.Linear(2, 3), nn.BatchNorm1d(3), nn.Linear(3, 1))
sd = src.state_dict()
print(dst.load_state_dict(sd, strict=False))
sd["extra.weight"] = torch.zeros(1)
try:
    dst.load_state_dict(sd)
except RuntimeError as e:
    print("RuntimeError:", e)
sd = src.state_dict()
sd["0.weight"] = torch.zeros(5, 5)
try:
    src.load_state_dict(sd)
except RuntimeError as e:
    print("RuntimeError:", e)
sd["0.weight"] = 3.0
try:
    src.load_state_dict(sd)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    src.load_state_dict([1, 2])
except TypeError as e:
    print("TypeError:", e)
old = {k: v for k, v in src.state_dict().items() if not k.endswith("num_batches_tracked")}
print(src.load_state_dict(old))
