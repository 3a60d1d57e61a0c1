# Boolean masks: selecting, counting, replacing, and torch.where.
import torch

torch.manual_seed(3)
scores = torch.randn(4, 5)
print(scores)

mask = scores > 0
print(mask)
print("positives:", mask.sum().item(), "fraction:", mask.float().mean().item())
print(scores[mask])
print(torch.masked_select(scores, mask))

print("\nZero out the negatives in three ways:")
a = scores.clone()
a[a < 0] = 0
b = scores.masked_fill(scores < 0, 0.0)
c = torch.where(scores < 0, torch.zeros_like(scores), scores)
print(a)
print(torch.equal(a, b), torch.equal(b, c), torch.equal(a, scores.clamp(min=0)))

print("\nRows whose mean is positive:")
keep = scores.mean(dim=1) > 0
print(keep, scores[keep].shape)

print("\nCombining masks:")
between = (scores > -0.5) & (scores < 0.5)
outside = ~between
print(between.int())
print(outside.sum(dim=0))
print((scores > 1) | (scores < -1))

print("\nWhere are the True values?")
print(torch.nonzero(scores > 1))
print(torch.nonzero(scores > 1, as_tuple=True))
print(torch.argwhere(scores < -1))

print("\nany / all:")
print(mask.any(), mask.all(), mask.any(dim=1), mask.all(dim=0))

print("\nA padding mask for a batch of sequences:")
lengths = torch.tensor([3, 5, 1])
positions = torch.arange(5)
pad_mask = positions[None, :] < lengths[:, None]
print(pad_mask)
values = torch.arange(15.0).reshape(3, 5)
masked = values.masked_fill(~pad_mask, float("-inf"))
print(masked)
print(torch.softmax(masked, dim=1))
print((values * pad_mask).sum(dim=1) / lengths)

print("\ntorch.where with a scalar:")
print(torch.where(values > 6, values, -1.0))
