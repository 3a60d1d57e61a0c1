# nn.Module's container and state APIs as current tutorials use them: register_buffer (persistent=False kept out of
# the state dict), register_module and register_parameter with their checks, load_state_dict(strict=False)'s
# _IncompatibleKeys, get_submodule / get_parameter / get_buffer and their errors, named_modules(remove_duplicate=,
# prefix=), apply, parameters_to_vector / vector_to_parameters.
import torch
import torch.nn as nn
from collections import OrderedDict
torch.manual_seed(0)
def tryit(name, fn):
    try:
        r = fn()
        print(name, r)
    except Exception as e:
        print(name, type(e).__name__, e)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
        self.register_buffer("running", torch.zeros(2))
        self.register_buffer("cache", torch.ones(2), persistent=False)
        self.register_module("head", nn.Sequential(nn.ReLU(), nn.Linear(2, 1)))
        self.register_parameter("scale", nn.Parameter(torch.ones(1)))
        self.register_buffer("nothing", None)
    def forward(self, x):
        return self.head(self.fc(x) + self.running) * self.scale
net = Net()
print(net)
print(list(net.state_dict().keys()))
print([n for n, _ in net.named_buffers()])
sd = net.state_dict()
sd.pop("fc.bias"); sd["extra.weight"] = torch.zeros(1)
r = net.load_state_dict(sd, strict=False)
print(r)
print(r.missing_keys, r.unexpected_keys, type(r).__name__)
r2 = net.load_state_dict(net.state_dict())
print(r2, bool(r2))
tryit("strict", lambda: net.load_state_dict(sd))
sd3 = net.state_dict(); sd3["fc.weight"] = torch.zeros(5, 5)
tryit("shape", lambda: net.load_state_dict(sd3, strict=False))
print(net.get_submodule("head.1"))
print(net.get_parameter("head.1.bias"))
print(net.get_buffer("running"))
tryit("get_submodule bad", lambda: net.get_submodule("head.5"))
tryit("get_submodule attr", lambda: net.get_submodule("fc.weight"))
tryit("get_parameter bad", lambda: net.get_parameter("fc.nope"))
tryit("get_parameter buffer", lambda: net.get_parameter("running"))
tryit("get_buffer bad", lambda: net.get_buffer("fc.weight"))
shared = nn.Linear(2, 2)
seq = nn.Sequential(shared, nn.ReLU(), shared)
print([n for n, _ in seq.named_modules()])
print([n for n, _ in seq.named_modules(remove_duplicate=False)])
print([n for n, _ in seq.named_modules(prefix="model")])
print(len(list(seq.parameters())))
def init_weights(m):
    if isinstance(m, nn.Linear):
        torch.nn.init.ones_(m.weight)
        m.bias.data.fill_(0.01)
        print("init", m)
print(net.apply(init_weights) is net)
out = net(torch.ones(1, 3)); out.sum().backward()
print(net.fc.weight.grad)
out = net(torch.ones(1, 3)); out.sum().backward()
net.zero_grad(set_to_none=False)
print(net.fc.weight.grad)
v = nn.utils.parameters_to_vector(net.parameters())
print(v, v.shape)
nn.utils.vector_to_parameters(torch.arange(float(v.numel())), net.parameters())
print(net.fc.weight, net.scale)
tryit("v2p bad", lambda: nn.utils.vector_to_parameters([1], net.parameters()))
print({k: v.tolist() for k, v in net.state_dict().items()})
tryit("register_buffer bad", lambda: net.register_buffer("fc", torch.ones(1)))
tryit("register_buffer dot", lambda: net.register_buffer("a.b", torch.ones(1)))
tryit("register_buffer nontensor", lambda: net.register_buffer("q", 3))
tryit("register_module bad", lambda: net.register_module("x", 3))
tryit("register_param bad", lambda: net.register_parameter("y", torch.ones(1)))
tryit("register_module empty", lambda: net.register_module("", nn.ReLU()))
print(net.extra_repr(), nn.Linear(2, 3).extra_repr())
net2 = Net()
net2.cache.fill_(5)
print(net2.state_dict().keys(), "cache" in net2.state_dict())
# named_children, children, modules
print([n for n, _ in net.named_children()])
print(net.training, net.eval().training, net.head[1].training, net.train().training)
print(net.requires_grad_(False).fc.weight.requires_grad)
tryit("get_extra_state", lambda: net.get_extra_state())
print(nn.Module().__repr__())
print(sum(p.numel() for p in net.parameters()))
