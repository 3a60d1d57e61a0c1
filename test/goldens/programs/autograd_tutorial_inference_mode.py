# inference_mode: tensors made inside are inference tensors, no graph, faster than no_grad; what they may and may
# not do outside, the decorator form, and nesting with no_grad and enable_grad.
import torch

x = torch.ones(2, 3, requires_grad=True)
with torch.inference_mode():
    y = x * 2
    print(y.requires_grad, y.is_inference(), torch.is_inference_mode_enabled())
    print(torch.is_grad_enabled())
print(y.is_inference(), x.is_inference(), torch.is_inference_mode_enabled())
try:
    y.add_(1)
except RuntimeError as e:
    print(e)
try:
    z = y * x
    print(z.requires_grad, z.is_inference())
except RuntimeError as e:
    print(e)
try:
    (y * x).sum().backward()
    print(x.grad)
except RuntimeError as e:
    print(e)
c = y.clone()
c.add_(1)
print(c.is_inference(), c)


@torch.inference_mode()
def predict(model, t):
    return model(t)


model = torch.nn.Linear(3, 1)
torch.nn.init.constant_(model.weight, 0.5)
torch.nn.init.zeros_(model.bias)
out = predict(model, torch.ones(2, 3))
print(out, out.requires_grad, out.is_inference())

with torch.inference_mode(mode=False):
    w = x * 3
    print(w.requires_grad, w.is_inference())
with torch.no_grad():
    n = x * 2
print(n.is_inference(), n.requires_grad)
with torch.inference_mode():
    with torch.enable_grad():
        e = x * 2
        print(e.requires_grad, e.is_inference(), torch.is_grad_enabled())
try:
    with torch.inference_mode():
        t = torch.ones(2)
    t.requires_grad_(True)
except RuntimeError as err:
    print(err)
with torch.inference_mode():
    v = torch.arange(6.0).view(2, 3)
    s = v[0]
    print(s.is_inference(), s._is_view())
print(isinstance(torch.inference_mode(), torch.autograd.grad_mode.inference_mode))
