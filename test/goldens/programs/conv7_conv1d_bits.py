# A 1-d convolution runs as PyTorch's _convolution runs it: a 2-d one over a height of 1, through oneDNN's direct
# kernel where PyTorch's CPU build picks oneDNN, so outputs and gradients match to the bit.
import torch
import torch.nn as nn


def hexs(t):
    return ' '.join(float(v).hex() for v in t.detach().flatten().tolist())


torch.manual_seed(0)
for (n, c, L, o, k, kw) in [(2, 3, 37, 4, 5, {}), (1, 3, 37, 4, 5, {}), (4, 8, 50, 6, 3, dict(padding=1)), (3, 2, 40, 5, 4, dict(stride=2)),
                             (2, 4, 20, 4, 1, {}), (1, 16, 30, 8, 3, dict(padding='same'))]:
    m = nn.Conv1d(c, o, k, **kw)
    x = torch.randn(n, c, L, requires_grad=True)
    y = m(x)
    y.backward(torch.randn_like(y))
    print(n, c, L, o, k, kw, 'y', hexs(y)[:500])
    print('gx', hexs(x.grad)[:500])
    print('gw', hexs(m.weight.grad)[:500])
    print('gb', hexs(m.bias.grad))
m = nn.ConvTranspose1d(3, 4, 3, stride=2)
x = torch.randn(2, 3, 10, requires_grad=True)
y = m(x)
y.sum().backward()
print('transposed', hexs(y)[:300], hexs(x.grad)[:300], hexs(m.weight.grad)[:300])
