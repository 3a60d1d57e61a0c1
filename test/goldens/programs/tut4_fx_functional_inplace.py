# torch.nn.functional's in-place activations (elu_, leaky_relu_, hardtanh_, relu_, selu_, celu_) and the inplace=True
# forms, which return the very tensor they were given, keep autograd's graph and write through views.
import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, 0.5, 2.0])
for f in (F.elu_, F.leaky_relu_, F.hardtanh_, F.relu_, F.selu_, F.celu_):
    y = x.clone()
    r = f(y)
    print(f.__name__, r is y, y)
for name in ("elu", "leaky_relu", "hardtanh", "relu", "selu", "celu", "silu", "mish", "hardswish", "hardsigmoid",
             "relu6", "rrelu", "threshold"):
    y = x.clone()
    args = (0.5, 0.0) if name == "threshold" else ()
    r = getattr(F, name)(y, *args, inplace=True)
    print(name, r is y, y)
a = torch.tensor([-1.0, 0.5, 2.0], requires_grad=True)
b = a * 1
c = F.elu(b, inplace=True)
print(c is b, b._version, type(b.grad_fn).__name__.startswith("EluBackward"))
b.sum().backward()
print(a.grad)
v = torch.zeros(2, 3) - 1
F.leaky_relu_(v[0], 0.2)
F.hardtanh_(v[:, 1], -0.5, 0.5)
print(v)
print(F.elu_(torch.tensor([-2.0]), alpha=2.0), F.celu_(torch.tensor([-2.0]), alpha=0.5))
