# Turning autograd off: torch.no_grad, torch.inference_mode, torch.enable_grad, set_grad_enabled and detach.
import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
x = torch.randn(3)

y = (w * x).sum()
print("tracked:", y.requires_grad, y.grad_fn is not None)

with torch.no_grad():
    z = (w * x).sum()
print("no_grad:", z.requires_grad, z.grad_fn)
print("is_grad_enabled inside no_grad:", end=" ")
with torch.no_grad():
    print(torch.is_grad_enabled())
print("outside:", torch.is_grad_enabled())

with torch.no_grad():
    with torch.enable_grad():
        inner = w * 2
print("enable_grad inside no_grad:", inner.requires_grad)

for mode in (False, True):
    with torch.set_grad_enabled(mode):
        r = w + 1
    print("set_grad_enabled", mode, "->", r.requires_grad)


@torch.no_grad()
def evaluate(v):
    return (v * w).sum()


print("decorated:", evaluate(x).requires_grad)

with torch.inference_mode():
    inf = w * 3
print("inference_mode:", inf.requires_grad, inf.grad_fn)

d = w.detach()
print("detach shares storage:", d.data_ptr() == w.data_ptr(), d.requires_grad)

print("\nUpdating weights in place under no_grad, as an optimizer does:")
lr = 0.1
for step in range(3):
    loss = ((w * x).sum() - 1.0) ** 2
    loss.backward()
    with torch.no_grad():
        w -= lr * w.grad
    w.grad.zero_()
    print(f"step {step}: loss {loss.item():.4f} w {w.detach()}")
print(w.is_leaf, w.requires_grad)

print("\nrequires_grad_ toggles a tensor in place:")
t = torch.ones(2)
t.requires_grad_()
print(t.requires_grad, (t * 2).grad_fn is not None)
t.requires_grad_(False)
print(t.requires_grad)
