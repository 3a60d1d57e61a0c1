# Tensor hooks: inspecting and changing gradients as they flow backwards.
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2
z = y ** 2
seen = []


def log_grad(name):
    def hook(grad):
        seen.append(name)
        print(f"  grad at {name}: {grad}")
    return hook


hx = x.register_hook(log_grad("x"))
hy = y.register_hook(log_grad("y"))
z.register_hook(log_grad("z"))
z.sum().backward()
print("order:", seen)
print("x.grad:", x.grad)
print("y is leaf:", y.is_leaf)

print("\nA hook that returns a new gradient:")
x.grad = None
hx.remove()
hy.remove()
x.register_hook(lambda g: g * 10)
(x * 2).sum().backward()
print(x.grad)

print("\nClipping gradients with a hook:")
torch.manual_seed(0)
model = torch.nn.Linear(4, 2)
for p in model.parameters():
    p.register_hook(lambda g: g.clamp(-0.1, 0.1))
out = model(torch.randn(3, 4) * 10).pow(2).sum()
out.backward()
print(model.weight.grad)
print(model.bias.grad)

print("\nHooks on an intermediate result and retain_grad:")
a = torch.tensor([2.0, -1.0], requires_grad=True)
b = a.exp()
b.register_hook(lambda g: g + 1)
b.retain_grad()
c = (b * a).sum()
c.backward()
print("b.grad:", b.grad)
print("a.grad:", a.grad)

print("\nRegistering a hook on a tensor that does not require grad:")
try:
    torch.ones(2).register_hook(lambda g: g)
except RuntimeError as e:
    print("RuntimeError:", e)

print("\nHook returning the wrong shape:")
w = torch.ones(3, requires_grad=True)
w.register_hook(lambda g: g.sum())
try:
    (w * 2).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)

print("\nHooks run once per backward, and accumulate:")
counter = {"n": 0}
v = torch.ones(2, requires_grad=True)


def count(g):
    counter["n"] += 1


v.register_hook(count)
for _ in range(3):
    (v * 3).sum().backward()
print(counter, v.grad)

print("\nPost-accumulate-grad style update with a leaf hook:")
p = torch.tensor([1.0, 1.0], requires_grad=True)
handle = p.register_hook(lambda g: print("  incoming", g))
(p * torch.tensor([0.5, 4.0])).sum().backward()
print(handle.__class__.__name__)
handle.remove()
(p * 2).sum().backward()
print(p.grad)
