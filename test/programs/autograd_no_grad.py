# Turning autograd off: torch.no_grad, detach, requires_grad_, set_grad_enabled, inference_mode.
import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)

with torch.no_grad():
    y = w * 2
print("inside no_grad:", y.requires_grad, y.grad_fn)
print("outside:", (w * 2).requires_grad)

print("\nUpdating parameters in place must happen under no_grad:")
loss = (w ** 2).sum()
loss.backward()
with torch.no_grad():
    w -= 0.1 * w.grad
print(w, w.grad)
w.grad = None
print(w.grad)

print("\ndetach shares data but leaves the graph:")
z = w * 3
d = z.detach()
print(d.requires_grad, d.grad_fn, d.is_leaf)
d[0] = 100.0
print(z)

print("\nrequires_grad_ switches a leaf on and off:")
frozen = torch.ones(2)
print(frozen.requires_grad)
frozen.requires_grad_()
print(frozen.requires_grad)
frozen.requires_grad_(False)
print(frozen.requires_grad)

print("\nset_grad_enabled takes a flag:")
for training in (True, False):
    with torch.set_grad_enabled(training):
        out = w.sum() * 2
    print(training, out.requires_grad, torch.is_grad_enabled())

print("\nenable_grad inside no_grad:")
with torch.no_grad():
    with torch.enable_grad():
        inner = w * 2
    outer = w * 2
print(inner.requires_grad, outer.requires_grad)

print("\nno_grad as a decorator:")
@torch.no_grad()
def predict(x):
    return x @ w

print(predict(torch.tensor([1.0, 1.0])).requires_grad)

print("\ninference_mode:")
with torch.inference_mode():
    r = w * 5
print(r.requires_grad, r)

print("\nOnly floating point tensors can require grad:")
try:
    torch.tensor([1, 2]).requires_grad_()
except RuntimeError as e:
    print(type(e).__name__, "raised")

print("\nA frozen feature extractor with a trainable head:")
torch.manual_seed(0)
features = torch.nn.Linear(4, 3)
head = torch.nn.Linear(3, 1)
for p in features.parameters():
    p.requires_grad_(False)
out = head(features(torch.randn(2, 4))).sum()
out.backward()
print(features.weight.grad, head.weight.grad is not None)
print([p.requires_grad for p in features.parameters()], [p.requires_grad for p in head.parameters()])
