import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
bag = nn.EmbeddingBag(10, 3)
text = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
offsets = torch.tensor([0, 4])
out = bag(text, offsets)
print(out)
out.sum().backward()
print(bag.weight.grad)
print(nn.EmbeddingBag(10, 3, mode='sum')(torch.tensor([[1, 2], [3, 3]])), nn.EmbeddingBag(10, 3, mode='max', padding_idx=0).padding_idx)
w = torch.randn(6, 2)
print(F.embedding_bag(torch.tensor([0, 1, 2, 3, 4]), w, torch.tensor([0, 2, 2]), mode='max'))
print(F.embedding_bag(torch.tensor([0, 1, 2, 3, 4]), w, torch.tensor([0, 2, 5]), mode='mean', include_last_offset=True))
print(F.embedding_bag(torch.tensor([0, 1, 2, 3]), w, torch.tensor([0, 2]), mode='sum', per_sample_weights=torch.tensor([1., 2., 0.5, -1.])))
print(F.embedding_bag(torch.tensor([0, 1, 2, 0]), w, torch.tensor([0, 1]), padding_idx=0))
pre = nn.EmbeddingBag.from_pretrained(torch.arange(12.).reshape(4, 3), mode='sum')
print(pre.weight.requires_grad, pre(torch.tensor([[0, 3], [1, 1]])))
emb = nn.Embedding(5, 2, padding_idx=-1, max_norm=1.0, norm_type=1.0, scale_grad_by_freq=True)
print(emb, emb.padding_idx, emb(torch.tensor([0, 4])).abs().sum(1))
print(nn.Embedding.from_pretrained(torch.ones(3, 2), freeze=False, padding_idx=1), nn.Embedding(4, 2, sparse=True))
for bad in [lambda: F.embedding_bag(torch.tensor([[1, 2]]), w, torch.tensor([0])), lambda: F.embedding_bag(torch.tensor([1, 2]), w),
            lambda: F.embedding_bag(torch.tensor([1]), w, torch.tensor([0]), mode='median'),
            lambda: F.embedding_bag(torch.tensor([1]), w, torch.tensor([0]), per_sample_weights=torch.ones(1))]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
