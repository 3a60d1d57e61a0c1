# Classification losses in practice: label smoothing, class weights, ignore_index, soft targets and a focal loss
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(6, 4, requires_grad=True)
target = torch.tensor([0, 3, 1, 1, 2, -100])
print(nn.CrossEntropyLoss()(logits, target))
print(nn.CrossEntropyLoss(label_smoothing=0.1)(logits, target))
w = torch.tensor([1.0, 2.0, 0.5, 1.5])
print(nn.CrossEntropyLoss(weight=w, label_smoothing=0.2)(logits, target))
print(nn.CrossEntropyLoss(weight=w, reduction="none")(logits, target))
print(nn.CrossEntropyLoss(reduction="sum", ignore_index=1)(logits[:5], target[:5]))

valid = target != -100
soft = F.one_hot(target[valid], 4).float() * 0.9 + 0.1 / 4
print(soft)
print(F.cross_entropy(logits[valid], soft))
manual = -(soft * F.log_softmax(logits[valid], dim=1)).sum(1).mean()
print(manual, torch.allclose(manual, F.cross_entropy(logits[valid], target[valid], label_smoothing=0.1)))


def focal_loss(logits, target, gamma=2.0, alpha=None):
    logp = F.log_softmax(logits, dim=1)
    logpt = logp.gather(1, target.unsqueeze(1)).squeeze(1)
    pt = logpt.exp()
    loss = -((1 - pt) ** gamma) * logpt
    if alpha is not None:
        loss = loss * alpha[target]
    return loss.mean()


fl = focal_loss(logits[valid], target[valid])
print("focal:", fl)
print("focal gamma=0 equals CE:", torch.allclose(focal_loss(logits[valid], target[valid], gamma=0.0),
                                                  F.cross_entropy(logits[valid], target[valid])))
print("focal alpha:", focal_loss(logits[valid], target[valid], alpha=w))
fl.backward()
print(logits.grad)

bin_logits = torch.randn(5)
bin_target = torch.tensor([1.0, 0.0, 1.0, 1.0, 0.0])
print(F.binary_cross_entropy_with_logits(bin_logits, bin_target, pos_weight=torch.tensor(3.0)))
smoothed = bin_target * (1 - 0.1) + 0.05
print(smoothed, F.binary_cross_entropy_with_logits(bin_logits, smoothed))
print(F.nll_loss(F.log_softmax(logits, 1), target, reduction="none"))
print(F.multi_margin_loss(logits[valid], target[valid]), F.multilabel_soft_margin_loss(logits[:2], torch.tensor([[1.0, 0, 1, 0], [0, 1, 1, 0]])))
