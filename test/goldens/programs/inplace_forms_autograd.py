# In-place forms of ops whose kernels make a new tensor (tril_, cumsum_, addmm_, comparisons, ...) record the op's own
# node, as PyTorch's in-place kernels do; ops with no formula record NotImplemented; scatter_add is its own op.
import torch

torch.manual_seed(0)
m = torch.randn(3, 3)


def run(name, f, shape=(3, 3)):
    a = torch.randn(*shape, requires_grad=True)
    b = a.clone()
    try:
        r = f(b)
        nexts = [n[0].name() if n[0] else None for n in r.grad_fn.next_functions] if r.grad_fn else ''
        print(name, r.grad_fn.name() if r.grad_fn else None, r.dtype, r._version, nexts)
        b.sum().backward()
        print(' ', [round(v, 4) for v in a.grad.flatten().tolist()])
    except Exception as e:
        print(name, type(e).__name__, e)


for op in ['eq_', 'ne_', 'lt_', 'le_', 'gt_', 'ge_', 'logical_and_', 'logical_or_', 'logical_xor_', 'heaviside_',
           'hypot_', 'nextafter_', 'xlogy_', 'copysign_', 'fmod_', 'remainder_', 'atan2_', 'pow_', 'float_power_']:
    run(op + ' T', lambda b: getattr(b, op)(m))
    if op not in ('logical_and_', 'logical_or_', 'logical_xor_', 'heaviside_', 'hypot_', 'nextafter_', 'atan2_'):
        run(op + ' S', lambda b: getattr(b, op)(0.5))
for op in ['logical_not_', 'sign_', 'square_', 'deg2rad_', 'rad2deg_', 'sinc_', 'i0_', 'logit_', 'tril_', 'triu_',
           'nan_to_num_', 'relu_', 'frac_', 'abs_']:
    run(op, lambda b: getattr(b, op)())
run('cumsum_', lambda b: b.cumsum_(1))
run('cumsum_ dtype', lambda b: b.cumsum_(1, dtype=torch.float64))
run('cumprod_', lambda b: b.cumprod_(0))
run('renorm_', lambda b: b.renorm_(1, 1, 0.5))
run('addmm_', lambda b: b.addmm_(m, m, beta=0.5, alpha=2))
run('addmm_ other', lambda b: b.detach().addmm_(m, m.clone().requires_grad_()))
run('addmv_', lambda b: b.addmv_(m, torch.randn(3), beta=2), (3,))
run('addr_', lambda b: b.addr_(torch.randn(3), torch.randn(3), alpha=3))
run('baddbmm_', lambda b: b.baddbmm_(torch.randn(2, 3, 4), torch.randn(2, 4, 3)), (2, 3, 3))
run('addbmm_', lambda b: b.addbmm_(torch.randn(2, 3, 4), torch.randn(2, 4, 3)))
run('float_power_ double', lambda b: b.double().float_power_(2))
run('ldexp_', lambda b: b.ldexp_(torch.ones(3, 3)))
run('floor_divide_', lambda b: b.floor_divide_(m))
run('scatter_ reduce', lambda b: b.scatter_(0, torch.tensor([[0, 1, 2]]), torch.ones(1, 3), reduce='add'))
run('scatter_add_', lambda b: b.scatter_add_(0, torch.tensor([[0, 1, 2]]), torch.ones(1, 3)))

# values and dtypes of the in-place forms
x = torch.arange(6.).reshape(2, 3)
print(x.tril_(), x.cumsum_(0), x.eq_(1.0), x.logical_or_(torch.tensor([1, 0, 0])), x.deg2rad_(), x.square_())
y = torch.arange(6).reshape(2, 3)
print(y.square_(), y.cumsum_(1), y.eq_(3), y.lt_(torch.tensor(2.5)), y.logical_not_())
z = torch.tensor([2.0, 3.0], dtype=torch.float64)
print(z.float_power_(2), z.float_power_(torch.tensor([1, 2])), torch.tensor([1., 2.]).ldexp_(torch.tensor([1, 2])))
for f in [lambda: torch.arange(6).deg2rad_(), lambda: torch.arange(3).float_power_(2),
          lambda: torch.ones(2, 3).cumsum_(dim=2), lambda: torch.ones(1, 3).addmm_(torch.ones(2, 2), torch.ones(2, 3)),
          lambda: torch.ones(3).eq_(torch.ones(2, 3)), lambda: torch.ones(3).cumsum_(0, dtype=torch.float64),
          lambda: torch.tensor([1, 2]).ldexp_(torch.tensor([1, 2])), lambda: torch.tensor([2.0]).float_power_(2),
          lambda: torch.heaviside(torch.tensor([1.]), torch.tensor([1]))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

# grad_fn of out-of-place ops without a formula
a = torch.randn(3, requires_grad=True)
for f in [lambda: torch.heaviside(a, m[0]), lambda: torch.nextafter(a, m[0]), lambda: torch.floor_divide(a, m[0]),
          lambda: a // 2, lambda: torch.xlogy(a, 2.0), lambda: torch.xlogy(2.0, a.abs()), lambda: torch.sgn(a)]:
    r = f()
    print(type(r.grad_fn).__name__, r.grad_fn.name(), r.requires_grad)
    try:
        r.sum().backward()
        print(a.grad)
    except Exception as e:
        print(type(e).__name__, e)

# heaviside, sign and sgn values: NaN and both zeros give +0
print(torch.heaviside(torch.tensor([-1., 0., 2., float('nan')]), torch.tensor([0.5])),
      torch.heaviside(torch.tensor([True, False]), torch.tensor([True, True])))
b = torch.tensor([1.0, float('nan'), -0.0, 0.0, -2.0, float('inf')] * 3)
print(torch.sign(b), torch.sgn(b), b.double().sign().tolist(), b.half().sgn_(), torch.tensor([3, -1, 0]).sgn_())

# deg2rad and rad2deg round as ATen's multiplication by the constant does
x = torch.randn(1000)
print(torch.equal(torch.deg2rad(x), x * (3.141592653589793 / 180)), torch.deg2rad(x)[:4].tolist(),
      torch.rad2deg(x)[:4].tolist(), torch.rad2deg(x.double())[:2].tolist(), torch.deg2rad(torch.tensor([180, 90])),
      torch.deg2rad(torch.tensor([1.5], dtype=torch.float16)), torch.deg2rad(torch.tensor([1.5], dtype=torch.bfloat16)))

# scatter_add
src = torch.randn(2, 5, requires_grad=True)
idx = torch.tensor([[0, 1, 2, 0, 0], [2, 0, 0, 1, 2]])
s = torch.zeros(3, 5).scatter_add(0, idx, src)
print(s, s.grad_fn._saved_dim, s.grad_fn._saved_index)
s.pow(2).sum().backward()
print(src.grad)
print(torch.scatter_add(torch.ones(3, 5), 1, torch.tensor([[4, 4, 4]]), torch.ones(1, 3)),
      torch.zeros(5, dtype=torch.int64).scatter_add_(0, torch.tensor([0, 0, 4]), torch.tensor([1, 2, 3])),
      torch.zeros(4).scatter_add_(-1, torch.tensor([1, 1, 3]), torch.ones(3)))
for f in [lambda: torch.zeros(3).scatter_add(0, torch.tensor([0.]), torch.ones(1)),
          lambda: torch.zeros(3).scatter_add(0, torch.tensor([0]), torch.ones(1, dtype=torch.int64)),
          lambda: torch.zeros(3).scatter_add(0, torch.tensor([[0]]), torch.ones(1)),
          lambda: torch.zeros(3).scatter_add(0, torch.tensor([5]), torch.ones(1)),
          lambda: torch.zeros(3).scatter_add(0, torch.tensor([0, 1]), torch.ones(1))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
