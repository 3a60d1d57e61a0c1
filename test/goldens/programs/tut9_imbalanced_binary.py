# Imbalanced binary classification: pos_weight, WeightedRandomSampler, threshold metrics and ROC-AUC by hand
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset, WeightedRandomSampler

torch.manual_seed(0)
n_neg, n_pos = 180, 20
X = torch.cat([torch.randn(n_neg, 2), torch.randn(n_pos, 2) + torch.tensor([1.5, 1.5])])
y = torch.cat([torch.zeros(n_neg), torch.ones(n_pos)])
print(X.shape, y.sum().item(), y.mean().item())
pos_weight = torch.tensor([n_neg / n_pos])
print(pos_weight)


def metrics(logits, y, threshold=0.5):
    prob = torch.sigmoid(logits)
    pred = (prob >= threshold).float()
    tp = ((pred == 1) & (y == 1)).sum().item()
    fp = ((pred == 1) & (y == 0)).sum().item()
    fn = ((pred == 0) & (y == 1)).sum().item()
    tn = ((pred == 0) & (y == 0)).sum().item()
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return tp, fp, fn, tn, round(precision, 4), round(recall, 4), round(f1, 4)


def roc_auc(scores, y):
    order = scores.argsort(descending=True)
    y_sorted = y[order]
    tpr = torch.cat([torch.zeros(1), y_sorted.cumsum(0) / y_sorted.sum()])
    fpr = torch.cat([torch.zeros(1), (1 - y_sorted).cumsum(0) / (1 - y_sorted).sum()])
    return torch.trapz(tpr, fpr).item()


for name, crit in [("plain", nn.BCEWithLogitsLoss()), ("pos_weight", nn.BCEWithLogitsLoss(pos_weight=pos_weight))]:
    torch.manual_seed(1)
    model = nn.Linear(2, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.5)
    for _ in range(200):
        opt.zero_grad()
        loss = crit(model(X).squeeze(1), y)
        loss.backward()
        opt.step()
    with torch.no_grad():
        logits = model(X).squeeze(1)
    print(name, round(loss.item(), 4), metrics(logits, y), round(roc_auc(logits, y), 4))

# a weighted sampler balances the batches instead
class_counts = torch.bincount(y.long())
sample_weights = (1.0 / class_counts.float())[y.long()]
print(class_counts, sample_weights[:2], sample_weights[-2:])
sampler = WeightedRandomSampler(sample_weights, num_samples=len(y), replacement=True, generator=torch.Generator().manual_seed(3))
loader = DataLoader(TensorDataset(X, y), batch_size=50, sampler=sampler)
frac = [yb.mean().item() for _, yb in loader]
print([round(f, 2) for f in frac])
print(list(WeightedRandomSampler([0.1, 0.9, 0.0], 6, generator=torch.Generator().manual_seed(0))))
print(list(WeightedRandomSampler([1.0, 1.0, 1.0], 3, replacement=False, generator=torch.Generator().manual_seed(0))))

# the weighted loss equals pos_weight applied by hand
logits = torch.tensor([0.3, -1.2, 2.0, -0.5])
target = torch.tensor([1.0, 0.0, 1.0, 1.0])
pw = torch.tensor(3.0)
manual = -(pw * target * torch.nn.functional.logsigmoid(logits) + (1 - target) * torch.nn.functional.logsigmoid(-logits)).mean()
print(manual, nn.functional.binary_cross_entropy_with_logits(logits, target, pos_weight=pw))
print(nn.functional.binary_cross_entropy_with_logits(logits, target, weight=torch.tensor([1.0, 2.0, 1.0, 2.0]), reduction="none"))
print(nn.functional.binary_cross_entropy(torch.sigmoid(logits), target))
try:
    nn.functional.binary_cross_entropy(logits, target)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    nn.functional.binary_cross_entropy_with_logits(logits, target[:3])
except ValueError as e:
    print("ValueError:", e)
