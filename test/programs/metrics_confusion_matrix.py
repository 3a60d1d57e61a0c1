# Evaluating a classifier: accuracy, a confusion matrix built with bincount, per-class precision/recall/F1 and top-k.
import torch
import torch.nn.functional as F

torch.manual_seed(11)
num_classes = 4
logits = torch.randn(30, num_classes)
targets = torch.randint(0, num_classes, (30,))
logits[torch.arange(30), targets] += 1.0  # a classifier that is better than chance

preds = logits.argmax(dim=1)
print("preds:  ", preds)
print("targets:", targets)
correct = (preds == targets).sum().item()
print(f"accuracy: {correct}/{len(targets)} = {correct / len(targets):.4f}")
acc = (preds == targets).float().mean()
print("accuracy tensor:", acc)

cm = torch.bincount(targets * num_classes + preds, minlength=num_classes ** 2).reshape(num_classes, num_classes)
print("confusion matrix (rows = true):\n", cm)
cm2 = torch.zeros(num_classes, num_classes, dtype=torch.int64)
for t, p in zip(targets.view(-1), preds.view(-1)):
    cm2[t.long(), p.long()] += 1
print("loop version equal:", torch.equal(cm, cm2))
cm3 = torch.zeros(num_classes, num_classes, dtype=torch.long).index_put_((targets, preds), torch.ones(30, dtype=torch.long), accumulate=True)
print("index_put version equal:", torch.equal(cm, cm3))

tp = cm.diag()
precision = tp / cm.sum(0).clamp(min=1)
recall = tp / cm.sum(1)
f1 = 2 * precision * recall / (precision + recall)
print("precision:", precision)
print("recall:", recall)
print("f1:", f1)
print("macro f1:", f1.nanmean().item())
print("per-class accuracy:", (cm.diag().float() / cm.sum(1).float()).tolist())

probs = F.softmax(logits, dim=1)
top2 = probs.topk(2, dim=1)
print("top2 indices[:5]:\n", top2.indices[:5])
top2_acc = (top2.indices == targets.unsqueeze(1)).any(dim=1).float().mean()
print(f"top-2 accuracy: {top2_acc.item():.4f}")
_, pred = logits.topk(3, 1, True, True)
pred = pred.t()
correct = pred.eq(targets.view(1, -1).expand_as(pred))
for k in (1, 3):
    correct_k = correct[:k].reshape(-1).float().sum(0, keepdim=True)
    print(f"top-{k}:", correct_k.mul_(100.0 / targets.size(0)))

confidence, _ = probs.max(dim=1)
print("mean confidence:", confidence.mean())
print("histogram of predictions:", torch.bincount(preds, minlength=num_classes))
print("bincount with weights:", torch.bincount(targets, weights=confidence))
print("confusion normalized:\n", cm.float() / cm.sum(dim=1, keepdim=True))
print(torch.unique(targets, return_counts=True))
