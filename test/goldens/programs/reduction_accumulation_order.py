# float32 norms, clip_grad_norm_, normalize and nll_loss to the last bit: each folds in PyTorch's CPU order
# (norm's 8 lanes over a contiguous last dim, nll_loss's level cascade), and leaf gradients keep the leaf's layout.
import struct
import torch
import torch.nn as nn
import torch.nn.functional as F


def bits(t):
    return " ".join(struct.pack("<f", v).hex() for v in t.reshape(-1).tolist())


torch.manual_seed(0)
for n in [1, 3, 4, 5, 7, 8, 9, 12, 13, 15, 16, 21, 37, 64, 100, 257]:
    x = torch.randn(n) * 3
    print(n, bits(torch.stack([x.norm(), torch.linalg.vector_norm(x, 1), torch.linalg.vector_norm(x, 3),
                               torch.linalg.vector_norm(x, 0.5), torch.linalg.vector_norm(x, float("inf"))])))

x = torch.randn(4, 19, 13)
for dim in [0, 1, 2, (1, 2), (0, 2), (0, 1)]:
    print(dim, bits(torch.linalg.vector_norm(x, 2, dim)), bits(torch.linalg.vector_norm(x, 1, dim, keepdim=True)))
print("transposed", bits(torch.linalg.vector_norm(x.transpose(1, 2), 2, (1, 2))))
print("normalize", bits(F.normalize(x, dim=-1)[0, :2]), bits(F.normalize(x, dim=1)[0, :2]))

params = [nn.Parameter(torch.randn(s)) for s in [(30, 20), (20,), (7, 3, 3), (50,)]]
for p in params:
    p.grad = torch.randn_like(p) * 10
total = nn.utils.clip_grad_norm_(params, 1.0)
print("clip", bits(total), bits(torch.stack([p.grad.norm() for p in params])))

lin = nn.Linear(6, 5)
lin(torch.randn(3, 6)).sum().backward()
print("grad layout", lin.weight.grad.stride(), lin.weight.grad.is_contiguous())

for n in [2, 5, 17, 40, 300, 1000]:
    logp = torch.randn(n, 4).log_softmax(1)
    target = torch.randint(0, 4, (n,))
    w = torch.rand(4)
    print("nll", n, bits(torch.stack([F.nll_loss(logp, target, reduction="sum"), F.nll_loss(logp, target),
                                      F.nll_loss(logp, target, weight=w), F.cross_entropy(logp, target)])))
