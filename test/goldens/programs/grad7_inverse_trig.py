# The inverse functions' gradients as derivatives.yaml writes them (rsqrt of -x*x + 1, atan2_backward's reciprocal,
# log10's own constant 2.3025850929940456, one double below ln 10).
import torch
def hexs(t): return ' '.join(float(v).hex() for v in t.detach().flatten().tolist())
torch.manual_seed(0)
for dt in (torch.float32, torch.float64):
    x0 = (torch.rand(41) * 1.8 - 0.9).to(dt)
    for name, f in [('asin', torch.asin), ('acos', torch.acos), ('atanh', torch.atanh), ('asinh', lambda x: torch.asinh(x * 3)),
                    ('acosh', lambda x: torch.acosh(x.abs() * 3 + 1.1)), ('atan2', lambda x: torch.atan2(x, x.flip(0) + 0.3)), ('atan', torch.atan),
                    ('log2', lambda x: x.abs().log2()), ('log10', lambda x: x.abs().log10()), ('log1p', lambda x: x.abs().log1p())]:
        x = x0.clone().requires_grad_()
        y = f(x); y.backward(torch.linspace(-1, 2, 41).to(dt))
        print(name, dt, hexs(x.grad))
