# Autograd mistakes: calling backward twice, backward on a non-scalar, reading .grad of a non-leaf, in-place
# changes to leaves and to saved tensors, and .numpy() on a tensor that requires grad.
import warnings

import torch

torch.manual_seed(0)


def attempt(label, fn):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = fn()
        except (RuntimeError, TypeError) as e:
            print(f"{label}: {type(e).__name__}: {e}")
        else:
            print(f"{label}: {out}")
    for w in caught:
        print(f"  {w.category.__name__}: {str(w.message).split('. ')[0]}.")


print("backward twice through the same graph:")
w = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (w.exp() * 3).sum()
loss.backward()
attempt("second backward", lambda: loss.backward())
loss2 = (w.exp() * 3).sum()
loss2.backward(retain_graph=True)
loss2.backward()
print("with retain_graph=True the gradients add up:", w.grad)

print("\nbackward of a tensor with more than one element:")
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2
attempt("y.backward()", lambda: y.backward())
attempt("torch.autograd.grad(y, x)", lambda: torch.autograd.grad(y, x))
y.backward(torch.ones_like(y))
print("y.backward(torch.ones_like(y)):", x.grad)
attempt("gradient of the wrong shape", lambda: (x * 2).backward(torch.ones(2)))

print("\nbackward of something that does not require grad:")
attempt("plain tensor", lambda: torch.ones(3).sum().backward())
with torch.no_grad():
    z = (x * 2).sum()
attempt("computed under no_grad", lambda: z.backward())
attempt("detached", lambda: (x * 2).detach().sum().backward())
attempt("autograd.grad of an unused input", lambda: torch.autograd.grad((x * 2).sum(), torch.ones(1, requires_grad=True)))
attempt("allow_unused=True", lambda: torch.autograd.grad((x * 2).sum(), torch.ones(1, requires_grad=True), allow_unused=True))

print("\n.grad of a non-leaf tensor is None (with a warning):")
a = torch.tensor([1.0, 2.0], requires_grad=True)
b = a * 3
b.sum().backward()
attempt("b.grad", lambda: b.grad)
c = a * 3
c.retain_grad()
c.sum().backward()
print("after retain_grad():", c.grad)
attempt("a.grad (leaf)", lambda: a.grad)
attempt("b.is_leaf", lambda: (b.is_leaf, a.is_leaf))

print("\nin-place operations on a leaf that requires grad:")
p = torch.zeros(3, requires_grad=True)
attempt("p.add_(1)", lambda: p.add_(1))
attempt("p += 1", lambda: p.__iadd__(1))
attempt("p[0] = 5", lambda: p.__setitem__(0, 5.0))
attempt("p.zero_()", lambda: p.zero_())
with torch.no_grad():
    p.add_(1)
print("under no_grad:", p)
attempt("p.data.mul_(2)", lambda: p.data.mul_(2))
print(p)

print("\nmodifying a tensor that backward needs:")
q = torch.tensor([0.5, 1.5], requires_grad=True)
s = q.sigmoid()
out = s * 2
s.add_(1)
attempt("sigmoid output changed", lambda: out.sum().backward())
q2 = torch.tensor([0.5, 1.5], requires_grad=True)
h = q2 * 2
prod = h * h
h[0] = 0
attempt("input of a product changed", lambda: prod.sum().backward())

print("\nconverting tensors that require grad:")
attempt(".numpy()", lambda: q.numpy())
attempt(".detach().numpy()", lambda: q.detach().numpy())
attempt(".tolist()", lambda: q.tolist())
attempt("float() of one element", lambda: float(q[0]))
attempt("requires_grad of a non-leaf", lambda: b.requires_grad_(False))
