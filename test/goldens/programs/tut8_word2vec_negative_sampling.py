# Skip-gram word2vec with negative sampling on a tiny corpus
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
corpus = ("the quick brown fox jumps over the lazy dog the dog sleeps and the fox runs "
          "a quick dog and a lazy fox").split()
vocab = sorted(set(corpus))
w2i = {w: i for i, w in enumerate(vocab)}
print(len(corpus), len(vocab), vocab[:5])
counts = torch.bincount(torch.tensor([w2i[w] for w in corpus]), minlength=len(vocab)).float()
noise = counts ** 0.75
noise = noise / noise.sum()
print("noise dist:", noise[:5])
window = 2
pairs = []
for i, w in enumerate(corpus):
    for j in range(max(0, i - window), min(len(corpus), i + window + 1)):
        if j != i:
            pairs.append((w2i[w], w2i[corpus[j]]))
pairs = torch.tensor(pairs)
print("pairs:", pairs.shape, pairs[:4].tolist())


class SkipGramNS(nn.Module):
    def __init__(self, n, d):
        super().__init__()
        self.in_embed = nn.Embedding(n, d)
        self.out_embed = nn.Embedding(n, d)
        self.in_embed.weight.data.uniform_(-0.5 / d, 0.5 / d)
        self.out_embed.weight.data.zero_()

    def forward(self, center, context, negatives):
        v = self.in_embed(center)
        u = self.out_embed(context)
        u_neg = self.out_embed(negatives)
        pos = F.logsigmoid((v * u).sum(-1))
        neg = F.logsigmoid(-torch.bmm(u_neg, v.unsqueeze(2)).squeeze(2)).sum(-1)
        return -(pos + neg).mean()


model = SkipGramNS(len(vocab), 8)
opt = torch.optim.SGD(model.parameters(), lr=1.0)
for epoch in range(8):
    perm = torch.randperm(len(pairs))
    total = 0.0
    for b in range(0, len(pairs), 16):
        batch = pairs[perm[b:b + 16]]
        negs = torch.multinomial(noise, batch.shape[0] * 3, replacement=True).view(-1, 3)
        loss = model(batch[:, 0], batch[:, 1], negs)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item()
    if epoch % 2 == 1:
        print(f"epoch {epoch} loss {total:.4f}")
emb = F.normalize(model.in_embed.weight.detach(), dim=1)
sims = emb @ emb[w2i["fox"]]
top = sims.topk(4)
print([vocab[i] for i in top.indices.tolist()], top.values)
print(F.cosine_similarity(emb[w2i["dog"]], emb[w2i["fox"]], dim=0))
