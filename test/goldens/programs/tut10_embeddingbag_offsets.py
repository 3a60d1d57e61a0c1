# EmbeddingBag for bag-of-words models: 1-D input with offsets, include_last_offset, 2-D fixed-size bags,
# sum/mean/max modes, per_sample_weights (sum only), padding_idx skipped in bags, empty bags, and Embedding with
# padding_idx and max_norm renormalising rows in place.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
bag = nn.EmbeddingBag(10, 3, mode='sum')
text = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
offsets = torch.tensor([0, 4])
print(bag(text, offsets))
print(torch.allclose(bag(text, offsets)[0], bag.weight[[1, 2, 4, 5]].sum(0)))

for mode in ['sum', 'mean', 'max']:
    eb = nn.EmbeddingBag.from_pretrained(bag.weight.detach(), mode=mode)
    print(mode, eb(text.view(2, 4)))

# include_last_offset: offsets has one more entry, the end of the last bag
eb = nn.EmbeddingBag.from_pretrained(bag.weight.detach(), mode='mean', include_last_offset=True)
print(eb(text, torch.tensor([0, 3, 8])))

# empty bags give zeros
print(bag(text, torch.tensor([0, 0, 4, 8])))

w = torch.tensor([1.0, 0.5, 0.0, 2.0, 1.0, 1.0, 1.0, 1.0])
print(bag(text, offsets, per_sample_weights=w))
try:
    nn.EmbeddingBag(10, 3, mode='mean')(text, offsets, per_sample_weights=w)
except NotImplementedError as e:
    print('NotImplementedError:', e)
try:
    bag(text.view(2, 4), offsets)
except ValueError as e:
    print('ValueError:', e)

# padding_idx entries are left out of a bag (and of its mean count)
pb = nn.EmbeddingBag(10, 3, mode='mean', padding_idx=0)
print(pb.weight[0])
padded = torch.tensor([[1, 2, 0, 0], [3, 0, 0, 0]])
print(torch.allclose(pb(padded)[0], pb.weight[[1, 2]].mean(0)), torch.allclose(pb(padded)[1], pb.weight[3]))

# gradients: sum-mode bag gradient counts repeats
bag.zero_grad()
bag(text, offsets).sum().backward()
print(bag.weight.grad[:, 0])

emb = nn.Embedding(6, 4, padding_idx=2, max_norm=1.0)
print(emb)
print(emb.weight[2])
idx = torch.tensor([[0, 2, 5], [5, 1, 2]])
norms_before = emb.weight.norm(dim=1)
out = emb(idx)
print(out.shape, out[0, 1])
print((norms_before > 1).tolist())
print(emb.weight.norm(dim=1).le(1.0 + 1e-6).tolist())
out.sum().backward()
print(emb.weight.grad[2], emb.weight.grad.abs().sum(1).gt(0).tolist())
print(F.embedding(torch.tensor([1, 1]), torch.arange(12.).view(4, 3)))
