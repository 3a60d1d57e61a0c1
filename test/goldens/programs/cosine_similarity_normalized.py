import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
a = torch.randn(4, 8, requires_grad=True); b = torch.randn(4, 8)
c = F.cosine_similarity(a, b)
print(c, c.grad_fn.name())
c.sum().backward()
print(a.grad)
print(F.cosine_similarity(torch.randn(3, 5), torch.randn(5), dim=-1))
print(F.cosine_similarity(torch.tensor([1, 2, 3]), torch.tensor([1.0, 0.0, 1.0]), dim=0))
print(F.cosine_similarity(torch.zeros(2, 3), torch.ones(2, 3)))
print(nn.CosineSimilarity(dim=0)(torch.tensor([3.0, 4.0]), torch.tensor([4.0, 3.0])))
print(F.cosine_similarity(torch.randn(2, 3, dtype=torch.float64), torch.randn(2, 3, dtype=torch.float64)))
print(F.cosine_embedding_loss(torch.randn(3, 4), torch.randn(3, 4), torch.tensor([1, -1, 1])))
big = torch.full((2, 4), 1e20)
print(F.cosine_similarity(big, big))
try:
    F.cosine_similarity(torch.tensor([1, 2]), torch.tensor([1, 2]), dim=0)
except RuntimeError as e:
    print(e)
