import torch
import torch.nn as nn
from torch.nn.modules.module import register_module_forward_hook, register_module_forward_pre_hook
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
calls = []
g = register_module_forward_hook(lambda mod, i, o: calls.append(type(mod).__name__))
gp = register_module_forward_pre_hook(lambda mod, i: calls.append("pre " + type(mod).__name__))
m(torch.ones(1, 2))
print(calls)
g.remove(); gp.remove()
def sd_hook(module, state_dict, prefix, local_metadata):
    state_dict[prefix + "extra"] = torch.tensor(1.0)
    return state_dict
h = m[0]._register_state_dict_hook(sd_hook)
print(list(m.state_dict().keys()))
h.remove()
print(list(m.state_dict().keys()))
sd = m.state_dict()
print(dict(sd._metadata))
def pre_load(state_dict, prefix, local_metadata, strict, missing, unexpected, errors):
    print("pre_load", prefix, sorted(k for k in state_dict if k.startswith(prefix)))
m[2]._register_load_state_dict_pre_hook(pre_load)
print(m.load_state_dict(sd))
post = m.register_load_state_dict_post_hook(lambda mod, keys: print("post", keys))
m.load_state_dict(sd)
post.remove()
grads = []
m[0].weight.register_hook(lambda g: grads.append(g.shape))
m(torch.ones(4, 2)).sum().backward()
print(grads)
class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        self.register_buffer("count", torch.zeros((), dtype=torch.long))
        self.register_parameter("scale", nn.Parameter(torch.ones(1)))
        self.register_parameter("unused", None)
    def forward(self, x):
        self.count += 1
        return self.lin(x) * self.scale
c = Counter()
c(torch.ones(1, 2)); c(torch.ones(1, 2))
print(c.count, list(c.state_dict().keys()), [n for n, _ in c.named_parameters()])
print(c)
c.half()
print(c.lin.weight.dtype, c.count.dtype)
c.float()
print(dict(c.named_buffers()))
print(c.get_parameter("scale"), c.get_submodule("lin"))
c.zero_grad(set_to_none=True)
print(c.lin.weight.grad)
print(nn.Linear(2, 2).extra_repr(), nn.Conv2d(1, 2, 3, stride=2, padding=1, bias=False))
print(nn.ModuleDict({"a": nn.ReLU(), "b": nn.Tanh()}))
print(nn.ParameterList([nn.Parameter(torch.ones(2)), nn.Parameter(torch.zeros(3))]))
print(nn.ModuleList([nn.Linear(1, 1), nn.ReLU()]))
c.requires_grad_(False)
print([p.requires_grad for p in c.parameters()])
print(sum(1 for _ in c.modules()), [n for n, _ in c.named_modules()])
