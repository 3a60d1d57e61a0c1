# Loss functions recipe: criterion by criterion, reductions, weights, ignore_index, label smoothing
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(6, 4, requires_grad=True)
target = torch.tensor([0, 3, 1, 2, 3, -100])
w = torch.tensor([1.0, 2.0, 0.5, 1.5])
for reduction in ("mean", "sum", "none"):
    print(reduction, nn.CrossEntropyLoss(weight=w, reduction=reduction)(logits, target))
print(nn.CrossEntropyLoss(label_smoothing=0.1)(logits, target.clamp(min=0)))
print(nn.CrossEntropyLoss(weight=w, label_smoothing=0.2, ignore_index=3)(logits, target.clamp(min=0)))
probs = F.softmax(torch.randn(6, 4), dim=1)
print(nn.CrossEntropyLoss()(logits, probs))
loss = nn.NLLLoss(weight=w)(F.log_softmax(logits, 1), target)
loss.backward()
print(loss, logits.grad[0])

x = torch.randn(5, 3)
y = torch.randn(5, 3)
print(nn.MSELoss()(x, y), nn.L1Loss(reduction='sum')(x, y), nn.SmoothL1Loss(beta=0.5)(x, y), nn.HuberLoss(delta=0.7)(x, y))
t = torch.rand(5, 3)
p = torch.sigmoid(x)
print(nn.BCELoss()(p, t), nn.BCEWithLogitsLoss(pos_weight=torch.tensor([1.0, 2.0, 3.0]))(x, t))
print(nn.KLDivLoss(reduction='batchmean')(F.log_softmax(x, 1), F.softmax(y, 1)))
print(nn.KLDivLoss(reduction='batchmean', log_target=True)(F.log_softmax(x, 1), F.log_softmax(y, 1)))
print(nn.PoissonNLLLoss()(x, t), nn.GaussianNLLLoss()(x, y, torch.ones(5, 3) * 0.5))
print(nn.MarginRankingLoss(margin=0.1)(x[:, 0], x[:, 1], torch.tensor([1., -1., 1., 1., -1.])))
print(nn.HingeEmbeddingLoss()(x, torch.ones(5, 3).sign()), nn.SoftMarginLoss()(x, torch.ones(5, 3)))
print(nn.CosineEmbeddingLoss()(x, y, torch.tensor([1, -1, 1, -1, 1])))
print(nn.MultiLabelMarginLoss()(x, torch.tensor([[0, 1, -1], [2, -1, 0], [1, 2, 0], [0, -1, 1], [2, 1, 0]])))
print(nn.MultiLabelSoftMarginLoss()(x, (t > 0.5).float()), nn.MultiMarginLoss(p=2, margin=0.5)(x, torch.tensor([0, 1, 2, 1, 0])))
print(nn.TripletMarginLoss(margin=1.0, p=2)(x, y, torch.randn(5, 3)))
print(nn.TripletMarginWithDistanceLoss(distance_function=nn.PairwiseDistance())(x, y, torch.randn(5, 3)))
log_probs = torch.randn(10, 2, 5).log_softmax(2)
targets = torch.tensor([[1, 2, 3], [2, 4, 1]])
print(nn.CTCLoss()(log_probs, targets, torch.tensor([10, 9]), torch.tensor([3, 2])))

class FocalLoss(nn.Module):
    def __init__(self, gamma=2.0):
        super().__init__()
        self.gamma = gamma

    def forward(self, input, target):
        logp = F.log_softmax(input, dim=1)
        logpt = logp.gather(1, target.unsqueeze(1)).squeeze(1)
        pt = logpt.exp()
        return (-(1 - pt) ** self.gamma * logpt).mean()

fl = FocalLoss()
l = fl(logits, target.clamp(min=0))
logits.grad = None
l.backward()
print(l, l.grad_fn.name(), logits.grad[1])
try:
    nn.CrossEntropyLoss()(logits, torch.tensor([0, 1]))
except ValueError as e:
    print("ValueError:", e)
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        nn.MSELoss()(torch.randn(2, 3), torch.randn(3, 2))
    except RuntimeError as e:
        print("RuntimeError:", e)
print([str(c.message) for c in caught])
