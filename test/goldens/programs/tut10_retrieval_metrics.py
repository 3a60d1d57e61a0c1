# Embedding retrieval: L2-normalised embeddings, cosine similarity as a matrix product, cdist (euclidean and
# p=1) and its relation to cosine on the unit sphere, top-k neighbours, recall@k and mean reciprocal rank.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
n_items, dim = 10, 6
items = F.normalize(torch.randn(n_items, dim), dim=1)
queries = F.normalize(items[[3, 7, 1, 8]] + 0.6 * torch.randn(4, dim), dim=1)
truth = torch.tensor([3, 7, 1, 8])
print(items.norm(dim=1))

sim = queries @ items.T
print(sim.shape, sim.argmax(1))
d = torch.cdist(queries, items)
print(torch.allclose(d.pow(2), 2 - 2 * sim, atol=1e-5))
print(torch.equal(d.argmin(1), sim.argmax(1)))
print(torch.cdist(queries, items, p=1).argmin(1))
print(torch.allclose(torch.cdist(queries, items, p=1), (queries[:, None] - items[None]).abs().sum(-1), atol=1e-5))

scores, top = sim.topk(3, dim=1)
print(top)
print(scores)
hits = top == truth[:, None]
for k in [1, 2, 3]:
    print(f'recall@{k}', hits[:, :k].any(1).float().mean().item())
ranks = (sim > sim.gather(1, truth[:, None])).sum(1) + 1
print(ranks, 'mrr', (1.0 / ranks.float()).mean().item())

print(F.cosine_similarity(queries[:, None, :], items[None, :, :], dim=-1).allclose(sim, atol=1e-6))
print(F.cosine_similarity(torch.zeros(1, 3), torch.ones(1, 3)), F.normalize(torch.zeros(2, 3), dim=1))
print(F.pairwise_distance(queries[:2], items[:2]), F.pairwise_distance(queries[:2], items[:2], keepdim=True).shape)
print(torch.cdist(torch.ones(1, 2, 3), torch.zeros(1, 4, 3)).shape)
x = torch.randn(3, 4, requires_grad=True)
torch.cdist(x, x).sum().backward()
print(x.grad)
print(torch.cdist(torch.tensor([[0.0, 0.0]]), torch.tensor([[3.0, 4.0], [1.0, 1.0]]), p=float('inf')))
