import torch, torch.nn.functional as F
def hexs(t): return ' '.join(float(v).hex() for v in t.detach().flatten().tolist())
torch.manual_seed(0)
# Double backward through the activations' backward kernels (EluBackwardBackward0, SoftplusBackwardBackward0, ...).
fns = {'elu': lambda x: F.elu(x, 0.7), 'celu': lambda x: F.celu(x, 1.3), 'selu': F.selu, 'softplus': lambda x: F.softplus(x, 2.0, 3.0),
 'hardswish': F.hardswish, 'hardsigmoid': F.hardsigmoid, 'silu': F.silu, 'mish': F.mish, 'gelu': F.gelu, 'gelu_tanh': lambda x: F.gelu(x, approximate='tanh'),
 'hardtanh': F.hardtanh, 'relu6': F.relu6, 'elu_': lambda x: F.elu(x * 1, inplace=True), 'clamp': lambda x: x.clamp(-1, 1),
 'hypot': lambda x: torch.hypot(x, x + 1), 'logaddexp': lambda x: torch.logaddexp(x, 2 * x), 'exp2': torch.exp2,
 'addcdiv': lambda x: torch.addcdiv(x, x, x.abs() + 1, value=0.7), 'max': lambda x: x.max() * x, 'pow0': lambda x: (x ** 0) * x}
SKIP = {'mish', 'gelu_tanh', 'exp2', 'hardsigmoid', 'hypot'}  # (mish and tanh-GELU: the composite double backward's roundings)
for dt in (torch.float32,):
    x0 = torch.randn(21, dtype=dt) * 3
    for name, f in fns.items():
        if name in SKIP: continue
        x = x0.clone().requires_grad_()
        try:
            y = f(x)
            g, = torch.autograd.grad(y.sum(), x, create_graph=True)
            print(name, dt, 'g1', hexs(g), g.grad_fn.name() if g.grad_fn else None)
            gg, = torch.autograd.grad((g * torch.linspace(-1, 1, 21, dtype=dt)).sum(), x, allow_unused=True)
            print(name, dt, 'g2', hexs(gg) if gg is not None else None)
        except Exception as e:
            print(name, 'ERR', type(e).__name__, e)
