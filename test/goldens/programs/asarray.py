import numpy as np
import torch

a = np.array([[1.0, 2.0], [3.0, 4.0]])
t = torch.asarray(a)
a[0, 0] = 10.0
print(t, t.dtype)
print(torch.asarray([1.0, 2.0]), torch.asarray([1, 2]), torch.asarray(3.5), torch.asarray([True]))
print(torch.asarray([1, 2], dtype=torch.float64))
x = torch.ones(3)
print(torch.asarray(x) is x, torch.asarray(x, copy=True) is x, torch.asarray(x, dtype=torch.int64))
print(torch.asarray(a, dtype=torch.float32).dtype)
for f in (lambda: torch.asarray([1, 2], copy=False), lambda: torch.asarray(x, dtype=torch.int64, copy=False)):
    try:
        f()
    except (ValueError, RuntimeError) as e:
        print(type(e).__name__, e)
w = torch.ones(2, requires_grad=True)
y = w * 2
print(torch.asarray(y).requires_grad, torch.asarray(y, requires_grad=True).grad_fn.name())
print(torch.asarray([1.0], requires_grad=True))
z = torch.asarray(w)
print(z is w, w.requires_grad)
