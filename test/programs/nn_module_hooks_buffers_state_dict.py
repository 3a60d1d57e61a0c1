import torch
import torch.nn as nn
torch.manual_seed(1)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.bn = nn.BatchNorm2d(2)
        self.fc = nn.Linear(8, 3)
        self.register_buffer("scale", torch.tensor(2.0))
        self.register_buffer("tmp", torch.zeros(1), persistent=False)
    def forward(self, x):
        x = torch.relu(self.bn(self.conv(x)))
        return self.fc(x.flatten(1)) * self.scale
net = Net()
for name, m in net.named_modules():
    print(repr(name), type(m).__name__)
print([n for n, _ in net.named_buffers()])
print(list(net.state_dict().keys()))
acts = {}
def fwd_hook(name):
    def hook(module, inp, out):
        acts[name] = out.shape
        print("forward", name, type(inp).__name__, len(inp), tuple(out.shape))
    return hook
h1 = net.conv.register_forward_hook(fwd_hook("conv"))
h2 = net.fc.register_forward_pre_hook(lambda m, inp: print("pre", tuple(inp[0].shape)))
def bwd(module, gin, gout):
    print("backward", type(module).__name__, [None if g is None else tuple(g.shape) for g in gin], [tuple(g.shape) for g in gout])
h3 = net.fc.register_full_backward_hook(bwd)
out = net(torch.randn(2, 1, 4, 4))
out.sum().backward()
print(acts)
h1.remove(); h2.remove(); h3.remove()
net(torch.randn(1, 1, 4, 4))
def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.5)
        m.bias.data.fill_(0.0)
        print("init", m)
net.apply(init_weights)
print(net.fc.weight[0, :3])
sd = net.state_dict()
sd.pop("fc.bias")
sd["extra"] = torch.zeros(1)
try:
    net.load_state_dict(sd)
except RuntimeError as e:
    print(e)
r = net.load_state_dict(sd, strict=False)
print(r)
print(r.missing_keys, r.unexpected_keys)
sd2 = net.state_dict(); sd2["fc.weight"] = torch.zeros(2, 8)
try:
    net.load_state_dict(sd2)
except RuntimeError as e:
    print(e)
print(net)
print(sum(p.numel() for p in net.parameters() if p.requires_grad))
net.eval(); print(net.training, net.bn.training)
def modify(module, inp, out):
    return out * 0
h = net.fc.register_forward_hook(modify)
print(net(torch.randn(1, 1, 4, 4)))
h.remove()
print([n for n, _ in net.named_children()])
