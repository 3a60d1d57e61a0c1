# First derivatives taken with create_graph print the backward graph's nodes as PyTorch's formulas build them
# (LeakyReluBackwardBackward0, exp2's MulBackward1 from a C++ double factor, ...).
import torch
x = torch.tensor([0.5, 1.5, 2.0], requires_grad=True)
fs = {'pow3': lambda x: x ** 3, 'exp': torch.exp, 'sin': torch.sin, 'cos': torch.cos, 'log': torch.log, 'sqrt': torch.sqrt, 'tanh': torch.tanh,
      'sigmoid': torch.sigmoid, 'relu': torch.relu, 'mul2': lambda x: x * 2, 'div': lambda x: 1 / x, 'square': torch.square, 'abs': torch.abs,
      'x*x': lambda x: x * x, 'mean': lambda x: (x ** 2).mean(), 'sum': lambda x: (x ** 2).sum(), 'norm': lambda x: x.norm(), 'softplus': torch.nn.functional.softplus,
      'gelu': torch.nn.functional.gelu, 'silu': torch.nn.functional.silu, 'elu': torch.nn.functional.elu, 'exp2': torch.exp2, 'log1p': torch.log1p, 'atan': torch.atan,
      'asin': lambda x: torch.asin(x / 3), 'rsqrt': torch.rsqrt, 'reciprocal': torch.reciprocal, 'erf': torch.erf, 'sinh': torch.sinh, 'leaky': torch.nn.functional.leaky_relu,
      'logsig': torch.nn.functional.logsigmoid, 'softmax': lambda x: torch.softmax(x, 0), 'logsoftmax': lambda x: torch.log_softmax(x, 0), 'var': lambda x: x.var(), 'std': lambda x: x.std(),
      'prod': lambda x: x.prod(), 'cumsum': lambda x: x.cumsum(0), 'hardtanh': torch.nn.functional.hardtanh, 'mish': torch.nn.functional.mish, 'log2': torch.log2, 'log10': torch.log10,
      'tan': torch.tan, 'acos': lambda x: torch.acos(x / 3), 'expm1': torch.expm1, 'lgamma': torch.lgamma, 'digamma': torch.digamma, 'atan2': lambda x: torch.atan2(x, x + 1),
      'hypot': lambda x: torch.hypot(x, x + 1), 'clamp': lambda x: x.clamp(0.6, 1.8), 'max': lambda x: x.max(), 'where': lambda x: torch.where(x > 1, x ** 2, x)}
for name, f in fs.items():
    try:
        y = f(x)
        g, = torch.autograd.grad(y.sum(), x, create_graph=True)
        gg, = torch.autograd.grad(g.sum(), x, allow_unused=True) if g.requires_grad else (None,)
        print(name, g, None if gg is None else gg)
    except Exception as e:
        print(name, 'ERR', type(e).__name__, e)
