# Activation and pointwise gradients to the bit: PyTorch's backward kernels (elu_backward, silu_backward,
# softplus_backward, hardswish_backward, gelu_backward with the tanh form, ...) and derivatives.yaml's association.
import torch, torch.nn.functional as F
def hexs(t): return ' '.join(float(v).hex() for v in t.detach().flatten().tolist())
torch.manual_seed(0)
fns = {
 'elu': lambda x: F.elu(x, 0.7), 'selu': F.selu, 'celu': lambda x: F.celu(x, 1.3), 'softplus': lambda x: F.softplus(x, 2.0, 3.0),
 'hardswish': F.hardswish, 'hardsigmoid': F.hardsigmoid, 'silu': F.silu, 'mish': F.mish,
 'gelu': F.gelu, 'gelu_tanh': lambda x: F.gelu(x, approximate='tanh'), 'leaky': lambda x: F.leaky_relu(x, 0.3),
 'hardtanh': lambda x: F.hardtanh(x, -0.5, 0.7), 'softshrink': F.softshrink, 'hardshrink': F.hardshrink, 'tanhshrink': F.tanhshrink,
 'logsigmoid': F.logsigmoid, 'sigmoid': torch.sigmoid, 'tanh': torch.tanh, 'softsign': F.softsign, 'relu6': F.relu6,
 'rrelu_eval': lambda x: F.rrelu(x, training=False), 'prelu': lambda x: F.prelu(x, torch.tensor([0.25], dtype=x.dtype)),
 'glu': lambda x: F.glu(x, 0), 'softmin': lambda x: F.softmin(x, 0), 'normalize': lambda x: F.normalize(x, dim=0),
 'logit': lambda x: torch.logit(x.sigmoid(), 1e-3), 'xlogy': lambda x: torch.xlogy(x, x.abs()+0.5),
 'sinc': torch.sinc, 'frac': torch.frac, 'lerp_t': lambda x: torch.lerp(x, x*2+1, x.sigmoid()),
 'hypot': lambda x: torch.hypot(x, x+1), 'logaddexp': lambda x: torch.logaddexp(x, 2*x), 'logaddexp2': lambda x: torch.logaddexp2(x, 2*x),
 'rsqrt': lambda x: torch.rsqrt(x.abs()), 'reciprocal': torch.reciprocal, 'square': torch.square, 'pow3': lambda x: x**3, 'pow_2_5': lambda x: x.abs()**2.5,
 'fmod': lambda x: torch.fmod(x, 0.3), 'remainder': lambda x: torch.remainder(x, 0.3), 'copysign': lambda x: torch.copysign(x*3, -x+0.1),
 'exp2': torch.exp2, 'expm1': torch.expm1, 'sigmoid_mul': lambda x: x * torch.sigmoid(x*1.7),
 'clamp': lambda x: x.clamp(-0.3, 0.4), 'addcdiv': lambda x: torch.addcdiv(x, x, x.abs()+1, value=0.7),
 'dropout_eval': lambda x: F.dropout(x, 0.3, training=False), 'div_floor': lambda x: torch.div(x, 0.37, rounding_mode='floor'),
 'div_trunc': lambda x: torch.div(x, 0.37, rounding_mode='trunc'), 'true_div': lambda x: x / 0.37,
}
KEEP = {torch.float32: ['elu', 'selu', 'celu', 'softplus', 'hardswish', 'hardsigmoid', 'silu', 'gelu', 'leaky', 'hardtanh', 'softshrink', 'hardshrink', 'tanhshrink', 'logsigmoid', 'sigmoid', 'tanh', 'softsign', 'relu6', 'rrelu_eval', 'prelu', 'glu', 'softmin', 'normalize', 'logit', 'lerp_t', 'rsqrt', 'reciprocal', 'square', 'pow3', 'pow_2_5', 'fmod', 'remainder', 'copysign', 'exp2', 'expm1', 'sigmoid_mul', 'clamp', 'addcdiv', 'dropout_eval', 'div_trunc', 'true_div'], torch.float64: ['hardswish', 'hardsigmoid', 'leaky', 'hardtanh', 'softshrink', 'hardshrink', 'logsigmoid', 'softsign', 'relu6', 'rrelu_eval', 'prelu', 'glu', 'softmin', 'normalize', 'rsqrt', 'reciprocal', 'square', 'pow3', 'fmod', 'remainder', 'copysign', 'clamp', 'dropout_eval', 'div_trunc', 'true_div', 'div_floor']}
for dt in (torch.float32, torch.float64):
    for n in (37,):
        x0 = (torch.randn(n) * 3).to(dt)  # float32 draws: float64 sampling is not what this checks
        for name in KEEP[dt]:
            f = fns[name]
            x = x0.clone().requires_grad_()
            try:
                y = f(x)
                print(name, dt, 'y', hexs(y))
                g = torch.randn(y.shape).to(dt)
                y.backward(g)
                print(name, dt, 'g', hexs(x.grad))
            except Exception as e:
                print(name, 'ERR', type(e).__name__, e)
