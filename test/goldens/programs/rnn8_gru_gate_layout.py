# GRU runs its gates in place on the column blocks of the gate matrices, as ATen's GRUCell does: which elements of
# each activation take the vectorised form depends on that layout, so hidden sizes off a multiple of 16 show it.
# unsafe_chunk's pieces each keep their own version counter, which is what lets those in-place ops pass autograd.
import hashlib

import torch
import torch.nn as nn


def digest(t):
    return hashlib.md5(" ".join(float(v).hex() for v in t.flatten().tolist()).encode()).hexdigest()[:12]


for hidden in [3, 12, 20]:
    for layers, bidirectional, batch_first in [(1, False, True), (2, True, False)]:
        torch.manual_seed(0)
        gru = nn.GRU(5, hidden, num_layers=layers, bidirectional=bidirectional, batch_first=batch_first)
        x = torch.randn(4, 7, 5, requires_grad=True)
        out, h_n = gru(x)
        out.backward(torch.randn_like(out))
        grads = " ".join(f"{name}={digest(p.grad)}" for name, p in gru.named_parameters())
        print(hidden, layers, bidirectional, batch_first, digest(out), digest(h_n), digest(x.grad))
        print("   ", grads)

torch.manual_seed(0)
cell = nn.GRUCell(6, 13)
h = torch.zeros(5, 13)
for step in range(3):
    h = cell(torch.randn(5, 6), h)
print("cell", digest(h), h[0, :4])

a = torch.randn(4, 6)
p, q = a.unsafe_chunk(2, 1)
p.add_(1); q.mul_(2); q.mul_(2)
print("versions", a._version, p._version, q._version)
x = torch.randn(3, 4, requires_grad=True)
u, v = (x * 2).unsafe_chunk(2, 1)
w = u.sigmoid_()
v.mul_(w)
(w + v).sum().backward()
print(x.grad)
print(type(u.grad_fn).__name__, [type(f).__name__ for f, _ in v.grad_fn.next_functions])
