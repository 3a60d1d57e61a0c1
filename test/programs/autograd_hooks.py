# Hooks: watching and changing gradients on tensors, and watching activations in modules.
import torch
import torch.nn as nn

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
seen = []
handle = x.register_hook(lambda g: seen.append(g.clone()))
(x * x).sum().backward()
print("seen:", seen)
handle.remove()
x.grad = None
(x * x).sum().backward()
print("after remove, still", len(seen), "seen; grad", x.grad)

print("\nA hook that returns a new gradient replaces it:")
y = torch.tensor([1.0, -1.0], requires_grad=True)
y.register_hook(lambda g: g * 10)
(y * 3).sum().backward()
print(y.grad)

print("\nClipping gradients with a hook on an intermediate:")
w = torch.tensor([2.0, 4.0], requires_grad=True)
mid = w ** 3
mid.register_hook(lambda g: g.clamp(max=0.5))
(mid * torch.tensor([1.0, 0.1])).sum().backward()
print(w.grad)

print("\nForward hooks record activations:")
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
activations = {}

def save_as(name):
    def hook(module, inputs, output):
        activations[name] = output.detach()
    return hook

handles = [m.register_forward_hook(save_as(n)) for n, m in model.named_children()]
out = model(torch.randn(3, 4))
for name in sorted(activations):
    a = activations[name]
    print(name, tuple(a.shape), round(a.mean().item(), 4), int((a > 0).sum()))
for h in handles:
    h.remove()

print("\nA forward pre-hook can rescale the input:")
lin = nn.Linear(2, 1)
nn.init.ones_(lin.weight)
nn.init.zeros_(lin.bias)
pre = lin.register_forward_pre_hook(lambda module, inputs: (inputs[0] * 2,))
print(lin(torch.tensor([[1.0, 2.0]])))
pre.remove()
print(lin(torch.tensor([[1.0, 2.0]])))

print("\nA full backward hook sees the gradients at a module's boundary:")
def report(module, grad_input, grad_output):
    print(type(module).__name__, [None if g is None else tuple(g.shape) for g in grad_input],
          [tuple(g.shape) for g in grad_output])

relu = nn.ReLU()
relu.register_full_backward_hook(report)
inp = torch.tensor([[-1.0, 2.0, 3.0]], requires_grad=True)
relu(inp).sum().backward()
print(inp.grad)
