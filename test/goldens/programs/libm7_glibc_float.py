# float32 maths whose scalar code calls the C library's float functions (glibc's erff, tanhf, log1pf, expm1f, asinhf,
# acoshf, atanhf, sinhf, coshf, expf, logf), which are not all correctly rounded: calc_erfinv's Newton steps,
# the activations' scalar tails (sizes 37 and 53 leave a tail of 5 after the 16-wide vectorised body), the inverse
# hyperbolic functions on every element, sinh/cosh in the scalar loop, log_ndtr's erfcf/log1pf/logf.
import torch
import torch.nn.functional as F

torch.manual_seed(7)


def show(name, t):
    print(name, ' '.join(float(v).hex() for v in t.flatten().tolist()))


def rnd(n, lo, hi):
    return torch.rand(n) * (hi - lo) + lo


edges = torch.tensor([0.0, -0.0, 1e-45, -1e-40, 1e-30, 2.0 ** -28, 2.0 ** -14, 0.25, 0.5, 0.84375, 1.0, 1.25, 2.0,
                      2.857143, 6.0, 9.0, 22.0, 28.0, 88.7, 89.5, 1e20, float('inf'), float('-inf'), float('nan')])
ops = {
    'erfinv': (torch.erfinv, -1, 1),
    'asinh': (torch.asinh, -30, 30),
    'acosh': (torch.acosh, 1, 30),
    'atanh': (torch.atanh, -1, 1),
    # a strided input takes the scalar loop on every element (the contiguous body runs SLEEF's sinhf/coshf)
    'sinh': (lambda x: torch.sinh(x[::2]), -12, 12),
    'cosh': (lambda x: torch.cosh(x[::2]), -12, 12),
    'mish': (F.mish, -8, 8),
    'gelu_tanh': (lambda x: F.gelu(x, approximate='tanh'), -5, 5),
    'softplus': (F.softplus, -10, 10),
    'silu': (F.silu, -10, 10),
    'log_ndtr': (torch.special.log_ndtr, -6, 6),
}
for name, (fn, lo, hi) in ops.items():
    for n in (37, 53):
        for rep in range(3):
            show(f'{name}[{n}]', fn(rnd(n, lo, hi)))
    show(f'{name}[edges]', fn(torch.cat([edges, -edges])))

for n in (37, 53):
    w = torch.empty(n, 4)
    torch.nn.init.trunc_normal_(w, std=0.02)
    show(f'trunc_normal_[{n}]', w)
w = torch.empty(40, 40)
torch.nn.init.trunc_normal_(w, mean=0.5, std=2.0, a=-1.0, b=3.0)
show('trunc_normal_wide', w)
