# Metric learning: embeddings, pairwise distances, batch-hard triplet mining, and PyTorch's triplet/cosine losses
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
embed = nn.Sequential(nn.Linear(5, 8), nn.ReLU(), nn.Linear(8, 3))
x = torch.randn(8, 5)
labels = torch.tensor([0, 0, 1, 1, 2, 2, 0, 1])
e = F.normalize(embed(x), p=2, dim=1)
print(e.norm(dim=1).detach())
dist = torch.cdist(e, e)
print(dist.shape, dist.diagonal())
same = labels.unsqueeze(0) == labels.unsqueeze(1)
eye = torch.eye(8, dtype=torch.bool)
hardest_pos = (dist * (same & ~eye)).max(dim=1).values
hardest_neg = dist.masked_fill(same, float("inf")).min(dim=1).values
print(hardest_pos, hardest_neg)
batch_hard = F.relu(hardest_pos - hardest_neg + 0.2).mean()
print("batch hard:", batch_hard)
a, p, n = e[[0, 2, 4]], e[[1, 3, 5]], e[[2, 4, 0]]
print(nn.TripletMarginLoss(margin=0.5)(a, p, n), F.triplet_margin_loss(a, p, n, p=1, swap=True))
cos_dist = lambda u, v: 1 - F.cosine_similarity(u, v)
print(nn.TripletMarginWithDistanceLoss(distance_function=cos_dist, margin=0.3)(a, p, n))
print(nn.TripletMarginWithDistanceLoss(distance_function=nn.PairwiseDistance(), reduction="none")(a, p, n).detach())
print(F.pairwise_distance(a, p), F.pairwise_distance(a, p, keepdim=True).shape)
print(nn.CosineEmbeddingLoss(margin=0.1)(a, p, torch.tensor([1, -1, 1])))
print(nn.MarginRankingLoss(margin=0.1)(dist[0, 1:4], dist[0, 4:7], torch.tensor([1.0, -1.0, 1.0])))
print(nn.HingeEmbeddingLoss(margin=1.0)(dist[0], torch.where(same[0], 1, -1)))
opt = torch.optim.Adam(embed.parameters(), lr=0.01)
for step in range(5):
    e = F.normalize(embed(x), dim=1)
    dist = torch.cdist(e, e)
    hp = (dist * (same & ~eye)).max(dim=1).values
    hn = dist.masked_fill(same, float("inf")).min(dim=1).values
    loss = F.relu(hp - hn + 0.2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 5))
