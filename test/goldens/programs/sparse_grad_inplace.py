# An Embedding's sparse gradient, made from a broadcast output gradient, updated in place: each of its rows is its
# own copy (AccumulateGrad copies values that are not contiguous), as gradient scaling and clipping expect.
import torch
import torch.nn as nn

torch.manual_seed(0)
emb = nn.Embedding(5, 2, sparse=True)
idx = torch.tensor([1, 1, 3])
(emb(idx).sum() * 8).backward()
g = emb.weight.grad
print(g.is_sparse, g.is_coalesced(), g._values().is_contiguous(), g._values().tolist())
g._values().mul_(0.125)
print(g._values().tolist())
print(g.coalesce().values().tolist())
g.mul_(4)
print(g.coalesce().values().tolist())
emb.zero_grad()
(emb(idx) * torch.tensor([1.0, 2.0])).sum().backward()
print(emb.weight.grad.coalesce().to_dense())
