# The backward pass runs ready nodes most recently created first (PyTorch's sequence numbers), so a tensor used
# several times adds its gradients up in PyTorch's order, and hooks fire in PyTorch's order.
import torch

torch.manual_seed(0)
for trial in range(6):
    x = torch.randn(8, 3, requires_grad=True)
    y = x * 1.7
    probs = torch.softmax(y, -1)  # made first, used last
    picked = y.gather(1, torch.randint(0, 3, (8, 1))).squeeze(1)
    clamped = torch.clamp(y, min=-1.5)
    loss = -(picked * torch.randn(8)).mean() - 0.01 * (clamped * probs).sum(-1).mean()
    loss.backward()
    print(trial, x.grad.tolist())

order = []
x = torch.randn(4, requires_grad=True)
y = x.exp()
for name, t in [("y", y)]:
    t.register_hook(lambda g, name=name: order.append(name))
a = y * 2
a.register_hook(lambda g: order.append("a"))
b = y.sin()
b.register_hook(lambda g: order.append("b"))
c = (a + b).sum() + y.sum()
c.backward()
print(order, x.grad.tolist())
