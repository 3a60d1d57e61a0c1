# Diagnosing vanishing gradients: per-layer gradient norms for sigmoid vs ReLU nets, activation hooks and grad hooks
import torch
import torch.nn as nn


def make(act, depth=8, width=16):
    layers = []
    for _ in range(depth):
        layers += [nn.Linear(width, width), act()]
    return nn.Sequential(*layers, nn.Linear(width, 1))


torch.manual_seed(0)
x = torch.randn(32, 16)
y = torch.randn(32, 1)
for act in [nn.Sigmoid, nn.Tanh, nn.ReLU]:
    torch.manual_seed(0)
    net = make(act)
    loss = nn.functional.mse_loss(net(x), y)
    loss.backward()
    norms = [p.grad.norm().item() for n, p in net.named_parameters() if n.endswith("weight")]
    print(f"{act.__name__:8s}", " ".join(f"{v:.1e}" for v in norms))
    print("  first/last ratio", f"{norms[0] / norms[-1]:.2e}")

torch.manual_seed(0)
net = make(nn.Tanh, depth=4)
stats = {}


def save_stats(name):
    def hook(module, inp, out):
        stats[name] = (round(out.mean().item(), 4), round(out.std().item(), 4), round((out.abs() > 0.99).float().mean().item(), 4))
    return hook


handles = [m.register_forward_hook(save_stats(n)) for n, m in net.named_modules() if isinstance(m, nn.Tanh)]
grads = {}
out = net(x * 5)
for n, m in net.named_modules():
    pass
acts = []
h = x * 5
for i, layer in enumerate(net):
    h = layer(h)
    if isinstance(layer, nn.Tanh):
        h.register_hook(lambda g, i=i: grads.__setitem__(i, round(g.norm().item(), 6)))
        acts.append(h)
nn.functional.mse_loss(h, y).backward()
for k, v in stats.items():
    print(k, v)
print(grads)
for hd in handles:
    hd.remove()
print(len(net._forward_hooks), len(net[1]._forward_hooks))

# gradient clipping reports the total norm before clipping
net.zero_grad()
(net(x) * 100).sum().backward()
total = nn.utils.clip_grad_norm_(net.parameters(), max_norm=1.0)
after = torch.norm(torch.stack([p.grad.norm() for p in net.parameters()]))
print(round(total.item(), 3), round(after.item(), 4))
nn.utils.clip_grad_value_(net.parameters(), clip_value=0.01)
print(max(p.grad.abs().max().item() for p in net.parameters()))
print(nn.utils.clip_grad_norm_([torch.zeros(2, requires_grad=True)], 1.0))
p = torch.ones(3, requires_grad=True)
p.grad = torch.tensor([3.0, 4.0, 0.0])
print(nn.utils.clip_grad_norm_([p], max_norm=2.0, norm_type=1), p.grad)
p.grad = torch.tensor([3.0, -4.0, 0.0])
print(nn.utils.clip_grad_norm_([p], max_norm=2.0, norm_type=float("inf")), p.grad)
p.grad = torch.tensor([float("nan"), 1.0, 0.0])
try:
    nn.utils.clip_grad_norm_([p], 1.0, error_if_nonfinite=True)
except RuntimeError as e:
    print("RuntimeError:", e)
