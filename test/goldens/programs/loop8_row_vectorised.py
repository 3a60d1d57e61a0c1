# PyTorch's CPU loop vectorises each contiguous innermost row of a strided tensor (the row's last multiple of 16
# elements; the rest take the scalar formula), and walks a dense tensor in any layout as one flat run: unary ops on
# LSTM-style gate chunks, on transposed tensors, and LSTMs whose hidden size makes full vectors.
import hashlib
import torch
import torch.nn as nn

torch.manual_seed(0)


def show(name, t):
    bits = [float(v).hex() for v in t.detach().flatten().tolist()]
    print(name, hashlib.md5(' '.join(bits).encode()).hexdigest(), bits[:2])


for H in [12, 16, 20, 32, 40]:
    g = torch.randn(3, 4 * H) * 3
    chunks = g.unsafe_chunk(4, 1)
    show(f'sigmoid chunk {H}', chunks[0].sigmoid())
    show(f'tanh chunk {H}', chunks[2].tanh())
    show(f'exp chunk {H}', chunks[1].exp())
    show(f'mul+add chunk {H}', chunks[0] * chunks[1] + chunks[2])
t = (torch.randn(37, 53) * 3).t()
show('sigmoid transposed', t.sigmoid())
show('tanh transposed', t.tanh())
for H, batch_first, layers in [(16, False, 1), (16, True, 2), (32, False, 1), (24, True, 1)]:
    torch.manual_seed(1)
    lstm = nn.LSTM(10, H, layers, batch_first=batch_first)
    x = torch.randn(3, 6, 10, requires_grad=True)
    y, (h, c) = lstm(x)
    y.sum().backward()
    show(f'lstm {H} {batch_first} {layers}', y)
    show(f'lstm c {H}', c)
    show(f'lstm grad {H}', x.grad)
    show(f'lstm w grad {H}', lstm.weight_hh_l0.grad)
