# Contrastive / ranking losses: triplet, cosine embedding, margin ranking, hinge embedding
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
anchor = torch.randn(4, 8, requires_grad=True)
positive = torch.randn(4, 8)
negative = torch.randn(4, 8)
tl = nn.TripletMarginLoss(margin=1.0, p=2)
loss = tl(anchor, positive, negative)
print(loss)
loss.backward()
print(anchor.grad)
print(F.triplet_margin_loss(anchor, positive, negative, margin=0.5, swap=True, reduction="none"))
twd = nn.TripletMarginWithDistanceLoss(distance_function=lambda a, b: 1.0 - F.cosine_similarity(a, b))
print(twd(anchor, positive, negative))
print(nn.TripletMarginWithDistanceLoss()(anchor, positive, negative))
x1 = torch.randn(3, 5)
x2 = torch.randn(3, 5)
target = torch.tensor([1, -1, 1])
print(nn.CosineEmbeddingLoss()(x1, x2, target), nn.CosineEmbeddingLoss(margin=0.2, reduction="none")(x1, x2, target))
print(F.cosine_similarity(x1, x2), F.pairwise_distance(x1, x2))
i1 = torch.randn(5, requires_grad=True)
i2 = torch.randn(5)
t = torch.tensor([1.0, -1.0, 1.0, -1.0, 1.0])
mr = nn.MarginRankingLoss(margin=0.1)
out = mr(i1, i2, t)
out.backward()
print(out, out.grad_fn.name(), i1.grad)
print(nn.HingeEmbeddingLoss(margin=1.0)(torch.randn(4), torch.tensor([1.0, -1.0, -1.0, 1.0])))
print(nn.SoftMarginLoss()(torch.randn(4), torch.tensor([1.0, -1.0, -1.0, 1.0])))
print(nn.MultiLabelMarginLoss()(torch.tensor([[0.1, 0.2, 0.4, 0.8]]), torch.tensor([[3, 0, -1, 1]])))
print(nn.MultiMarginLoss()(torch.randn(3, 4), torch.tensor([0, 2, 3])))
emb = F.normalize(torch.randn(6, 4), dim=1)
labels = torch.tensor([0, 0, 1, 1, 2, 2])
sim = emb @ emb.t() / 0.5
mask = torch.eye(6, dtype=torch.bool)
sim = sim.masked_fill(mask, float("-inf"))
pos = labels[:, None] == labels[None, :]
pos = pos & ~mask
log_prob = sim.log_softmax(dim=1)
print(-(log_prob[pos]).mean())
print(F.cross_entropy(sim, pos.float().argmax(dim=1)))
