# Grouped convolutions go to oneDNN group by group as PyTorch's CPU build sends them; a depthwise one (one input and
# one output channel per group) starts each output from its bias, as oneDNN's depthwise kernel does.
import torch
import torch.nn as nn


def hexs(t):
    return ' '.join(float(v).hex() for v in t.detach().flatten().tolist())


torch.manual_seed(0)
for (c, o, k, g, n, hw, kw) in [(6, 6, 3, 6, 2, 8, dict(padding=1)), (32, 32, 3, 32, 2, 8, {}), (6, 12, 1, 3, 2, 5, {}),
                                (16, 16, 3, 16, 1, 12, dict(padding=1, bias=False))]:
    m = nn.Conv2d(c, o, k, groups=g, **kw)
    x = torch.randn(n, c, hw, hw, requires_grad=True)
    y = m(x)
    y.backward(torch.randn_like(y))
    print(c, o, k, g, n, kw, 'y', hexs(y)[:400])
    print('gx', hexs(x.grad)[:400])
    print('gw', hexs(m.weight.grad)[:400])
    if m.bias is not None:
        print('gb', hexs(m.bias.grad))
m = nn.Conv2d(4, 8, 5, groups=4)
print('multiplier 2', hexs(m(torch.randn(3, 4, 9, 9)))[:400])
