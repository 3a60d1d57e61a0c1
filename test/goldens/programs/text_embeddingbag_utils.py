# Text classification plumbing: vocab ids, offsets for EmbeddingBag, one_hot, bucketize, unique and scatter_reduce.
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(51)
docs = [[1, 4, 2], [3, 3], [5, 1, 1, 2], [0]]
text = torch.tensor([t for d in docs for t in d])
offsets = torch.tensor([0] + [len(d) for d in docs[:-1]]).cumsum(0)
print(text, offsets)
for mode in ("mean", "sum", "max"):
    bag = nn.EmbeddingBag(6, 3, mode=mode)
    print(mode, bag(text, offsets))
bag = nn.EmbeddingBag(6, 3, mode="sum", padding_idx=0)
print(bag.mode, bag.padding_idx, bag(text, offsets)[-1])
w = torch.randn(6, 3)
pre = nn.EmbeddingBag.from_pretrained(w, mode="mean", freeze=True)
print(pre.weight.requires_grad, torch.allclose(pre(text, offsets)[0], w[[1, 4, 2]].mean(0)))
per = torch.rand(len(text))
print(F.embedding_bag(text, w, offsets, mode="sum", per_sample_weights=per)[1])
emb = nn.Embedding.from_pretrained(w, freeze=False, padding_idx=0)
print(emb, emb(torch.tensor([[0, 5]])))
print(F.one_hot(torch.tensor([0, 2, 1]), num_classes=4))
print(F.one_hot(torch.tensor([[1, 0], [2, 2]])))
try:
    F.one_hot(torch.tensor([3]), num_classes=2)
except RuntimeError as e:
    print("RuntimeError:", e)
bounds = torch.tensor([1.0, 5.0, 10.0])
vals = torch.tensor([0.5, 1.0, 7.0, 10.0, 12.0])
print(torch.bucketize(vals, bounds), torch.bucketize(vals, bounds, right=True))
print(torch.searchsorted(bounds, vals), torch.searchsorted(bounds, vals, side="right"))
u, inv, cnt = torch.unique(text, return_inverse=True, return_counts=True)
print(u, inv, cnt)
print(torch.unique(torch.tensor([[1, 2], [1, 2], [0, 3]]), dim=0))
print(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1]), return_counts=True))
# 1.13 calls scatter_reduce and index_reduce beta and warns
warnings.filterwarnings("ignore", message=".*is in beta")
src = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
idx = torch.tensor([0, 1, 0, 1, 2])
for reduce in ("sum", "prod", "mean", "amax", "amin"):
    print(reduce, torch.zeros(3).scatter_reduce(0, idx, src, reduce=reduce),
          torch.zeros(3).scatter_reduce(0, idx, src, reduce=reduce, include_self=False))
print(torch.zeros(3).index_add(0, idx, src), torch.zeros(3).index_reduce_(0, idx, src, "amax", include_self=False))
print(torch.tril_indices(3, 3), torch.triu_indices(3, 4, offset=1))
print(torch.bincount(text, weights=torch.ones(len(text)) * 0.5), torch.bincount(text).argmax())
labels = torch.tensor([0, 2, 1, 2])
logits = torch.randn(4, 3, requires_grad=True)
loss = F.cross_entropy(logits, labels, label_smoothing=0.1)
loss.backward()
print(loss, logits.grad)
print(F.cross_entropy(logits, F.one_hot(labels, 3).float()))
