# The torch.nn activations: values, gradients, module reprs, dtype errors and in-place forms.
import torch
import torch.nn as nn
import torch.nn.functional as F
y = torch.tensor([-4., -3., -2., -0.5, 0., 0.5, 2., 3., 4., 25.], requires_grad=True)
for name, fn in [('silu', F.silu), ('mish', F.mish), ('elu', F.elu), ('selu', F.selu), ('celu', lambda t: F.celu(t, 0.5)), ('softplus', F.softplus), ('softplus2', lambda t: F.softplus(t, 2, 3)), ('logsigmoid', F.logsigmoid), ('hardswish', F.hardswish), ('hardsigmoid', F.hardsigmoid), ('hardtanh', F.hardtanh), ('relu6', F.relu6), ('softsign', F.softsign), ('tanhshrink', F.tanhshrink)]:
    z = fn(y)
    g, = torch.autograd.grad(z.sum(), y)
    print(name, z, g)
print(nn.SiLU(), nn.ELU(), nn.Softplus(), nn.Hardtanh(), nn.ReLU6(), nn.Mish(), nn.Hardswish(), nn.LogSigmoid(), nn.SELU(), nn.CELU(), nn.Softsign(), nn.Tanhshrink(), nn.Hardsigmoid())
print(nn.ELU(alpha=0.5, inplace=True), nn.Softplus(beta=2, threshold=10), nn.Hardtanh(-2, 2), nn.SiLU(inplace=True), nn.CELU(0.5), nn.ReLU6(inplace=True))
x = torch.tensor([1, 2])
for name, fn in [('silu', F.silu), ('elu', F.elu), ('softplus', F.softplus), ('logsigmoid', F.logsigmoid), ('hardswish', F.hardswish), ('hardtanh', F.hardtanh), ('relu6', F.relu6)]:
    try:
        print(name, fn(x))
    except Exception as e:
        print(name, type(e).__name__, e)
torch.manual_seed(1)
a = torch.randn(4, 3)
b = a.clone()
F.silu(b, inplace=True); print(torch.equal(b, F.silu(a)))
F.elu(b, inplace=True); F.relu6(b, inplace=True); print(b)
m = nn.Sequential(nn.Linear(3, 4), nn.SiLU(), nn.Linear(4, 2), nn.Softplus())
print(m)
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(3, 4), nn.Mish(), nn.Linear(4, 2), nn.ELU())
out = m(torch.randn(5, 3)); out.sum().backward(); print(out, m[0].weight.grad)
print(torch.selu(torch.tensor([-1., 1.])), torch.celu(torch.tensor([-1., 1.]), 2.0))
# float32 bits: SLEEF in the vectorised body, the C library in the scalar tail
torch.manual_seed(0)
x = torch.cat([torch.randn(300) * 3, torch.rand(200) * 20 - 10])
for name, fn in [('silu', F.silu), ('mish', F.mish), ('elu', F.elu), ('selu', F.selu), ('celu', lambda t: F.celu(t, 0.7)),
                 ('softplus', lambda t: F.softplus(t, 2, 5)), ('hardswish', F.hardswish), ('hardsigmoid', F.hardsigmoid)]:
    print(name, fn(x).tolist())
