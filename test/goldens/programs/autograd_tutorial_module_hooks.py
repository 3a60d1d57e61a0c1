# Module hooks: forward pre-hooks and forward hooks that change inputs and outputs, full backward hooks, removing
# them, and hooks used to collect activations.
import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
acts = {}


def save(name):
    def hook(module, inp, out):
        acts[name] = out.detach()
    return hook


handles = [m.register_forward_hook(save(n)) for n, m in net.named_children()]
x = torch.randn(2, 3)
y = net(x)
for k, v in acts.items():
    print(k, v.shape, round(v.sum().item(), 4))
for h in handles:
    h.remove()
acts.clear()
net(x)
print(len(acts))


def double_input(module, inp):
    print("pre", type(inp).__name__, len(inp))
    return (inp[0] * 2,)


def add_one(module, inp, out):
    return out + 1


lin = nn.Linear(2, 2)
nn.init.constant_(lin.weight, 1.0)
nn.init.zeros_(lin.bias)
h1 = lin.register_forward_pre_hook(double_input)
h2 = lin.register_forward_hook(add_one)
print(lin(torch.tensor([[1.0, 2.0]])))
h1.remove()
h2.remove()
print(lin(torch.tensor([[1.0, 2.0]])))

grads = []


def bhook(module, grad_input, grad_output):
    grads.append((type(module).__name__, [None if g is None else tuple(g.shape) for g in grad_input],
                  [tuple(g.shape) for g in grad_output]))


for m in net:
    m.register_full_backward_hook(bhook)
inp = torch.randn(2, 3, requires_grad=True)
net(inp).sum().backward()
for g in grads:
    print(g)


def scale_grad(module, grad_input, grad_output):
    return (grad_input[0] * 0,)


relu = nn.ReLU()
relu.register_full_backward_hook(scale_grad)
t = torch.tensor([1.0, -1.0, 2.0], requires_grad=True)
relu(t).sum().backward()
print(t.grad)
print(lin._forward_hooks, lin._forward_pre_hooks, len(relu._backward_hooks))
