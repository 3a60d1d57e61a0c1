# What tracing records for everyday tensor code: indexing, views, concatenation, in-place updates, reductions.
import torch


def features(x, w):
    first = x[:, 0]
    tail = x[1:, 1:]
    t = x.transpose(0, 1).contiguous()
    both = torch.cat([x, t], dim=0)
    stacked = torch.stack((first, first * 3), dim=1)
    y = both.matmul(w)
    y.add_(1.5)
    y = y.relu_().pow(2)
    return y.mean(dim=0), stacked.max(dim=1)[0], tail.reshape(-1)


x = torch.arange(9.0).view(3, 3)
w = torch.ones(3, 2)
traced = torch.jit.trace(features, (x, w))
print(traced.code)
for got, want in zip(traced(x + 1, w), features(x + 1, w)):
    print(torch.equal(got, want), tuple(got.shape))


def masked_stats(scores, mask):
    filled = scores.masked_fill(mask, float("-inf"))
    probs = torch.softmax(filled, dim=-1)
    top = torch.topk(probs, 2, dim=-1).values
    return probs.argmax(dim=-1), top.sum(-1), torch.where(mask, torch.zeros_like(probs), probs)


scores = torch.tensor([[1.0, 2.0, 0.5], [0.1, 0.2, 3.0]])
mask = torch.tensor([[False, True, False], [True, False, False]])
traced_stats = torch.jit.trace(masked_stats, (scores, mask))
print(traced_stats.code)
print(traced_stats(scores, mask))
