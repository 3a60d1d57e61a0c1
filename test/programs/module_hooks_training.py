# Forward hooks that record activations, a pre-hook that rescales inputs, and a tensor hook on gradients.
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
activations = {}


def save_output(name):
    def hook(module, inputs, output):
        activations[name] = output.detach()
    return hook


handles = [m.register_forward_hook(save_output(n)) for n, m in model.named_children()]
x = torch.randn(2, 3)
out = model(x)
for name, act in activations.items():
    print(name, tuple(act.shape), act)
print("dead ReLU units:", (activations["1"] == 0).all(0))

for h in handles:
    h.remove()
activations.clear()
model(x)
print("after remove:", activations)


def double_input(module, inputs):
    return (inputs[0] * 2,)


pre = model[0].register_forward_pre_hook(double_input)
print("with pre-hook:", torch.allclose(model(x), model[2](model[1](model[0].forward(x * 2)))))
pre.remove()

print("\nGradient hooks:")
grads = []
h = torch.ones(2, 4, requires_grad=True)
h.register_hook(lambda g: grads.append(g.clone()))
(h * torch.arange(4.0)).sum().backward()
print(grads[0])

w = torch.tensor([1.0, -1.0], requires_grad=True)
w.register_hook(lambda g: g.clamp(min=0))
(w * torch.tensor([3.0, -2.0])).sum().backward()
print("clamped grad:", w.grad)

print("\nModule full backward hook:")
seen = []
lin = nn.Linear(2, 1)
lin.register_full_backward_hook(lambda m, gin, gout: seen.append((tuple(gin[0].shape), tuple(gout[0].shape))))
lin(torch.randn(5, 2, requires_grad=True)).sum().backward()
print(seen)
