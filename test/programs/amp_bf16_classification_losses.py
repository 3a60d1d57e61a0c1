# Classification losses on bfloat16 and float16 scores, as a model kept fully in bfloat16 produces them.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
logits = (torch.randn(20, 5) * 3).bfloat16()
target = torch.randint(0, 5, (20,))
weight = torch.tensor([1.0, 2.0, 0.5, 1.0, 3.0]).bfloat16()
print(logits[:3])
logp = F.log_softmax(logits, dim=1)
print(logp[:3])
print(F.nll_loss(logp, target), F.nll_loss(logp, target, reduction="sum"))
print(F.cross_entropy(logits, target), F.cross_entropy(logits, target, weight=weight))
t2 = target.clone()
t2[::3] = -100
print(F.cross_entropy(logits, t2), nn.CrossEntropyLoss(ignore_index=2)(logits, target))
print(F.nll_loss(logp, target, reduction="none")[:6])
seq = (torch.randn(2, 5, 7) * 2).bfloat16()
tgt = torch.randint(0, 5, (2, 7))
print(F.cross_entropy(seq, tgt), F.log_softmax(seq, dim=-1)[0, 0])
print(logits.float().log_softmax(1)[0], logits.log_softmax(1, dtype=torch.float32)[0])
print((logits.log_softmax(1).exp().sum(1) - 1).abs().max())
