# Python numbers used inside torch.inference_mode() and again outside it: the numbers' tensors made inside are
# inference tensors, and the ops outside that save them for backward must not see those.
import torch

x = torch.arange(4.)
with torch.inference_mode():
    a = x * 2 + 1
    b = (x - 3).pow(2) / 0.5
    print(a, b, a.is_inference(), b.is_inference())

w = torch.arange(4., requires_grad=True)
y = (w * 2 + 1) * (w - 3).pow(2) / 0.5
y.sum().backward()
print(y, y.grad_fn.name(), w.grad)

with torch.inference_mode():
    c = torch.ones(2) * 2
w.grad = None
(w * 2).pow(2).sum().backward()
print(w.grad, c.is_inference())
