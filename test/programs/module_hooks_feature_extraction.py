# Module hooks for feature extraction and debugging: forward pre-hooks, forward hooks, full backward hooks,
# hooks that change inputs or outputs, and removing them.
import torch
import torch.nn as nn

torch.manual_seed(0)


class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, padding=1)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(4, 8, 3)
        self.fc = nn.Linear(8, 3)

    def forward(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.relu(self.conv2(x))
        x = x.mean(dim=(2, 3))
        return self.fc(x)


model = SmallCNN()
features = {}


def save_output(name):
    def hook(module, inputs, output):
        features[name] = output.detach()
    return hook


handles = []
for name, module in model.named_children():
    handles.append(module.register_forward_hook(save_output(name)))

x = torch.randn(2, 1, 8, 8)
out = model(x)
print(out)
for name, feat in features.items():
    print(f"{name:6s} {tuple(feat.shape)} mean={feat.mean().item():.4f}")

for h in handles:
    h.remove()
features.clear()
model(x)
print("after remove:", len(features))

print("\nForward pre-hook that rescales the input:")


def scale_input(module, inputs):
    print("  pre-hook got", type(inputs).__name__, len(inputs), tuple(inputs[0].shape))
    return (inputs[0] * 0.0,)


h = model.fc.register_forward_pre_hook(scale_input)
print(model(x))
print(model.fc.bias)
h.remove()

print("\nForward hook that replaces the output:")
h = model.relu.register_forward_hook(lambda m, i, o: o.clamp(max=0.1))
print(model(x))
h.remove()

print("\nFull backward hooks:")
grads = []


def backward_hook(module, grad_input, grad_output):
    grads.append(module.__class__.__name__)
    print(f"  {module.__class__.__name__}: grad_input {[None if g is None else tuple(g.shape) for g in grad_input]}"
          f" grad_output {[tuple(g.shape) for g in grad_output]}")


hs = [m.register_full_backward_hook(backward_hook) for m in (model.conv1, model.conv2, model.fc)]
inp = torch.randn(2, 1, 8, 8, requires_grad=True)
model(inp).sum().backward()
print(grads)
for hh in hs:
    hh.remove()

print("\nBackward hook that scales the gradient going into a layer:")
model.zero_grad()
lin = nn.Linear(3, 2)
lin.register_full_backward_hook(lambda m, gi, go: (gi[0] * 0.5,))
data = torch.randn(4, 3, requires_grad=True)
lin(data).sum().backward()
print(data.grad)

print("\nGlobal-style hook counting calls on every module:")
calls = {}
net = nn.Sequential(nn.Linear(2, 4), nn.ReLU(), nn.Linear(4, 1))
for name, m in net.named_modules():
    m.register_forward_hook(lambda mod, i, o, name=name: calls.__setitem__(name or "root", calls.get(name or "root", 0) + 1))
net(torch.randn(5, 2))
net(torch.randn(5, 2))
print(calls)
print(net._forward_hooks.keys().__class__.__name__, len(net[0]._forward_hooks))
