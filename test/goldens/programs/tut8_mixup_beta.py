# Mixup and CutMix augmentation: Beta-distributed mixing, soft targets, and the mixed loss
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Beta

torch.manual_seed(0)
beta = Beta(torch.tensor([0.4]), torch.tensor([0.4]))
print(beta, beta.mean, beta.variance)
lams = beta.sample((5,))
print(lams.squeeze(1))
print(beta.log_prob(torch.tensor([0.1, 0.5, 0.9]).unsqueeze(1)).squeeze(1))
x = torch.randn(6, 3, 4, 4)
y = torch.tensor([0, 1, 2, 1, 0, 2])
num_classes = 3


def mixup(x, y, alpha=0.4):
    lam = float(torch.distributions.Beta(alpha, alpha).sample())
    index = torch.randperm(x.size(0))
    mixed = lam * x + (1 - lam) * x[index]
    return mixed, y, y[index], lam


def rand_bbox(size, lam):
    W, H = size[2], size[3]
    cut_rat = (1.0 - lam) ** 0.5
    cut_w, cut_h = int(W * cut_rat), int(H * cut_rat)
    cx, cy = torch.randint(W, (1,)).item(), torch.randint(H, (1,)).item()
    x1, y1 = max(cx - cut_w // 2, 0), max(cy - cut_h // 2, 0)
    x2, y2 = min(cx + cut_w // 2, W), min(cy + cut_h // 2, H)
    return x1, y1, x2, y2


mixed, ya, yb, lam = mixup(x, y)
print(round(lam, 6), ya.tolist(), yb.tolist(), mixed.shape)
model = nn.Sequential(nn.Flatten(), nn.Linear(48, num_classes))
logits = model(mixed)
loss = lam * F.cross_entropy(logits, ya) + (1 - lam) * F.cross_entropy(logits, yb)
soft = lam * F.one_hot(ya, num_classes).float() + (1 - lam) * F.one_hot(yb, num_classes).float()
print(soft)
print(loss, F.cross_entropy(logits, soft))
print(torch.allclose(loss, F.cross_entropy(logits, soft)))

lam = 0.7
x1, y1, x2, y2 = rand_bbox(x.size(), lam)
index = torch.randperm(x.size(0))
cut = x.clone()
cut[:, :, x1:x2, y1:y2] = x[index, :, x1:x2, y1:y2]
lam_adj = 1 - ((x2 - x1) * (y2 - y1) / (x.size(-1) * x.size(-2)))
print((x1, y1, x2, y2), lam_adj, (cut != x).flatten(1).any(dim=1))
print(Beta(2.0, 5.0).rsample((3,)), Beta(torch.tensor(2.0), torch.tensor(5.0)).entropy())
