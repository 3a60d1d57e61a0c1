# Common loss functions on small hand-made predictions and targets, with each reduction.
import torch
from torch import nn
import torch.nn.functional as F

pred = torch.tensor([[0.2, 1.5], [-0.3, 0.8], [2.0, -1.0]])
target = torch.tensor([[0.0, 1.0], [0.0, 1.0], [1.5, -0.5]])
for loss in (nn.MSELoss(), nn.L1Loss(), nn.SmoothL1Loss(beta=0.5), nn.HuberLoss(delta=0.5)):
    print(f"{type(loss).__name__:13s}", loss(pred, target))
for reduction in ("none", "sum", "mean"):
    print(reduction, F.mse_loss(pred, target, reduction=reduction))

print("\nClassification losses:")
logits = torch.tensor([[2.0, 0.5, -1.0], [0.1, 0.2, 3.0], [1.0, 1.0, 1.0], [-2.0, 4.0, 0.0]])
labels = torch.tensor([0, 2, 1, 1])
print("cross_entropy:", F.cross_entropy(logits, labels))
print("per sample:", F.cross_entropy(logits, labels, reduction="none"))
print("nll of log_softmax:", F.nll_loss(F.log_softmax(logits, 1), labels))
print("class weights:", F.cross_entropy(logits, labels, weight=torch.tensor([1.0, 2.0, 0.5])))
print("ignore_index:", F.cross_entropy(logits, torch.tensor([0, -100, 1, 1])))
probs = torch.softmax(torch.tensor([[1.0, 2.0, 0.5]]), 1)
print("probability targets:", F.cross_entropy(torch.tensor([[0.3, 0.2, 0.1]]), probs))

print("\nBinary losses:")
scores = torch.tensor([0.8, -1.2, 2.5, 0.0])
truth = torch.tensor([1.0, 0.0, 1.0, 0.0])
print("bce_with_logits:", F.binary_cross_entropy_with_logits(scores, truth))
print("bce on sigmoid:", F.binary_cross_entropy(torch.sigmoid(scores), truth))
print("pos_weight:", nn.BCEWithLogitsLoss(pos_weight=torch.tensor(3.0))(scores, truth))

print("\nKL divergence:")
p_log = F.log_softmax(torch.tensor([[0.5, 1.0, 1.5]]), dim=1)
q = torch.tensor([[0.2, 0.3, 0.5]])
print(F.kl_div(p_log, q, reduction="batchmean"), nn.KLDivLoss(reduction="sum")(p_log, q))

print("\nGradients of a loss:")
p = pred.clone().requires_grad_()
F.smooth_l1_loss(p, target).backward()
print(p.grad)
