# Masked gradients are +0 whatever the incoming gradient's sign, as derivatives.yaml's zeros_like/where make them
# (PyTorch prints a -0 as -0.).
import torch, torch.nn.functional as F
x0 = torch.tensor([-4., -3., -2.5, -1., -0.5, 0., 0.5, 1., 2.5, 3., 4., 7.])
fns = {
 'relu': F.relu, 'relu6': F.relu6, 'hardtanh': F.hardtanh, 'clamp': lambda x: x.clamp(-1, 1), 'clamp_min': lambda x: x.clamp(min=0),
 'clamp_max': lambda x: x.clamp(max=0), 'clamp_t': lambda x: x.clamp(torch.tensor(-1.), torch.tensor(1.)),
 'clamp_min_t': lambda x: torch.clamp_min(x, torch.zeros(12)), 'hardsigmoid': F.hardsigmoid, 'hardswish': F.hardswish,
 'hardshrink': F.hardshrink, 'softshrink': F.softshrink, 'threshold': lambda x: F.threshold(x, 0.5, 2.), 'leaky': F.leaky_relu,
 'elu': F.elu, 'celu': F.celu, 'selu': F.selu, 'gelu': F.gelu, 'silu': F.silu, 'mish': F.mish, 'softplus': lambda x: F.softplus(x, 1, 2),
 'sign': torch.sign, 'floor': torch.floor, 'ceil': torch.ceil, 'round': torch.round, 'trunc': torch.trunc, 'frac': torch.frac,
 'round_dec': lambda x: torch.round(x, decimals=1), 'abs': torch.abs, 'max': lambda x: torch.maximum(x, torch.zeros(12)),
 'min': lambda x: torch.minimum(x, torch.zeros(12)), 'fmax': lambda x: torch.fmax(x, torch.zeros(12)), 'where': lambda x: torch.where(x > 0, x, torch.zeros(12)),
 'masked_fill': lambda x: x.masked_fill(x < 0, 0.), 'div_floor': lambda x: torch.div(x, 2., rounding_mode='trunc'),
 'remainder': lambda x: torch.remainder(x, 2.), 'fmod': lambda x: torch.fmod(x, 2.), 'maxpool': lambda x: F.max_pool1d(x[None], 2)[0],
 'relu_': lambda x: F.relu(x.clone(), inplace=True), 'dropout0': lambda x: F.dropout(x, 0.0), 'rrelu': lambda x: F.rrelu(x),
 'sort': lambda x: x.sort()[0][:3], 'topk': lambda x: x.topk(3)[0], 'max_red': lambda x: x.max(), 'amax': lambda x: x.amax(), 'median': lambda x: x.median(),
 'index': lambda x: x[[1, 2]], 'gather': lambda x: x.gather(0, torch.tensor([0, 0])), 'narrow': lambda x: x[2:5], 'select': lambda x: x[3],
 'diag': lambda x: torch.diag(x.view(3, 4)[:, :3]), 'tril': lambda x: x.view(3, 4).tril(), 'triu': lambda x: x.view(3, 4).triu(),
 'masked_select': lambda x: x[x > 0], 'pad': lambda x: F.pad(x, (1, 1))[2:5], 'nan_to_num': torch.nan_to_num, 'heav_mul': lambda x: x * (x > 0),
 'sqrt_abs': lambda x: x.abs().sqrt(), 'norm': lambda x: x.norm(), 'std': lambda x: x.std(), 'cumsum': lambda x: x.cumsum(0)[:3],
 'embedding': lambda x: F.embedding(torch.tensor([0, 2]), x.view(6, 2)), 'unfold': lambda x: x.unfold(0, 2, 3), 'repeat': lambda x: x[:3].repeat(2),
 'softmax': lambda x: F.softmax(x, 0)[:2], 'logsoftmax': lambda x: F.log_softmax(x, 0)[:2], 'mse': lambda x: F.mse_loss(x, x.detach()),
 'l1': lambda x: F.l1_loss(x, torch.zeros(12)), 'smoothl1': lambda x: F.smooth_l1_loss(x, torch.zeros(12)), 'huber': lambda x: F.huber_loss(x, torch.zeros(12)),
 'hinge': lambda x: F.hinge_embedding_loss(x, torch.ones(12)), 'margin': lambda x: F.margin_ranking_loss(x, torch.zeros(12), torch.ones(12)),
 'adaptive_max': lambda x: F.adaptive_max_pool1d(x[None], 3)[0], 'avgpool': lambda x: F.avg_pool1d(x[None], 2)[0],
 'prelu': lambda x: F.prelu(x, torch.tensor([0.25])), 'logsigmoid': F.logsigmoid, 'tanhshrink': F.tanhshrink, 'softsign': F.softsign,
 'dist': lambda x: torch.dist(x, torch.zeros(12)), 'cdist': lambda x: torch.cdist(x.view(3,4), torch.zeros(2,4)), 'kthvalue': lambda x: x.kthvalue(3)[0],
 'pow0': lambda x: x ** 0, 'pow2': lambda x: x ** 2, 'xlogy': lambda x: torch.xlogy(x, x.abs()+1), 'copysign': lambda x: torch.copysign(x, torch.ones(12)),
 'lerp': lambda x: torch.lerp(x, torch.zeros(12), 0.0), 'addcmul0': lambda x: torch.addcmul(x, x, torch.zeros(12)), 'mul0': lambda x: x * 0,
}
for name, f in fns.items():
    x = x0.clone().requires_grad_()
    try:
        y = f(x)
        y.backward(-torch.ones_like(y))
        print(name, ' '.join(('-0' if v == 0 and str(v).startswith('-') else ('0' if v == 0 else 'x')) for v in x.grad.tolist()))
    except Exception as e:
        print(name, 'ERR', type(e).__name__, str(e)[:80])
