import torch
w = torch.ones(3, requires_grad=True)
with torch.inference_mode():
    x = torch.ones(3) * 2
    v = w[:2]
    print(x.is_inference(), torch.is_inference_mode_enabled(), v.is_inference(), x.requires_grad, (x + 1).is_inference())
    x.add_(1)
print(x.is_inference(), x[:1].is_inference(), torch.is_inference_mode_enabled(), (x + 1).is_inference(), w.is_inference())
for f in (lambda: x.add_(1), lambda: (w * x).sum().backward(), lambda: x.requires_grad_(), lambda: (w + x).sum().backward(), lambda: x.clone().add_(1)):
    try:
        r = f(); print("ok", None if r is None else r.is_inference())
    except RuntimeError as e:
        print("RuntimeError:", e)
@torch.inference_mode()
def f(t):
    return t * 2
print(f(w).is_inference(), f(w).requires_grad)
with torch.inference_mode(False):
    print(torch.is_inference_mode_enabled(), torch.ones(1).is_inference())
