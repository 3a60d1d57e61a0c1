# A siamese network: one shared encoder applied to both inputs of a pair, trained with CosineEmbeddingLoss and with a
# hand-written contrastive loss over pairwise_distance; then nearest-neighbour lookup by cosine similarity.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
n_classes, per_class, dim = 3, 6, 8
centers = torch.randn(n_classes, dim) * 3
x = torch.cat([centers[c] + torch.randn(per_class, dim) for c in range(n_classes)])
y = torch.arange(n_classes).repeat_interleave(per_class)
print(x.shape, y.tolist())


class Siamese(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(dim, 16), nn.ReLU(), nn.Linear(16, 4))

    def forward(self, a, b):
        return self.encoder(a), self.encoder(b)


def make_pairs(gen):
    i = torch.randint(0, len(x), (32,), generator=gen)
    j = torch.randint(0, len(x), (32,), generator=gen)
    return x[i], x[j], (y[i] == y[j]).float()


def contrastive_loss(e1, e2, same, margin=2.0):
    d = F.pairwise_distance(e1, e2)
    return (same * d.pow(2) + (1 - same) * F.relu(margin - d).pow(2)).mean() / 2


gen = torch.Generator().manual_seed(1)
a, b, same = make_pairs(gen)
print(int(same.sum().item()), same[:8])

for name in ['cosine', 'contrastive']:
    torch.manual_seed(2)
    net = Siamese()
    opt = torch.optim.Adam(net.parameters(), lr=0.01)
    cos_loss = nn.CosineEmbeddingLoss(margin=0.2)
    for step in range(60):
        a, b, same = make_pairs(gen)
        e1, e2 = net(a, b)
        if name == 'cosine':
            loss = cos_loss(e1, e2, same * 2 - 1)
        else:
            loss = contrastive_loss(e1, e2, same)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 20 == 0:
            print(name, step, round(loss.item(), 4))
    with torch.no_grad():
        emb = F.normalize(net.encoder(x), dim=1)
        sim = emb @ emb.t()
        sim.fill_diagonal_(-2)
        nn_idx = sim.argmax(1)
        print(name, 'nn accuracy', (y[nn_idx] == y).float().mean().item())
        print(name, F.cosine_similarity(emb[0:1], emb[[1, 7, 13]]).round(decimals=3))

e = torch.randn(4, 5)
t = torch.tensor([1, -1, 1, -1])
print(nn.CosineEmbeddingLoss()(e[:2].repeat(2, 1), e[2:].repeat(2, 1), t))
print(nn.CosineEmbeddingLoss(margin=0.5, reduction='none')(e, e.flip(0), t))
try:
    nn.CosineEmbeddingLoss()(e, e, torch.tensor([1, -1]))
except RuntimeError as err:
    print('RuntimeError:', err)
