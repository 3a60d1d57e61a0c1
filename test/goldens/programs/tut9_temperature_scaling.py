# Calibrating a classifier: reliability bins, expected calibration error, and fitting a temperature with LBFGS
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
n, k = 400, 4
labels = torch.randint(0, k, (n,))
logits = torch.randn(n, k) * 1.5
logits[torch.arange(n), labels] += 1.2
logits = logits * 3.0
probs = logits.softmax(1)
conf, pred = probs.max(1)
acc = (pred == labels).float()
print(f"accuracy {acc.mean().item():.4f}  mean confidence {conf.mean().item():.4f}")


def ece(probs, labels, n_bins=10):
    conf, pred = probs.max(1)
    acc = (pred == labels).float()
    bins = torch.linspace(0, 1, n_bins + 1)
    total = torch.zeros(1)
    rows = []
    for lo, hi in zip(bins[:-1], bins[1:]):
        in_bin = (conf > lo) & (conf <= hi)
        frac = in_bin.float().mean()
        if frac.item() > 0:
            gap = (conf[in_bin].mean() - acc[in_bin].mean()).abs()
            total += gap * frac
            rows.append((round(lo.item(), 1), int(in_bin.sum()), round(acc[in_bin].mean().item(), 3), round(conf[in_bin].mean().item(), 3)))
    return total.item(), rows


e, rows = ece(probs, labels)
print(f"ECE before: {e:.4f}")
for r in rows:
    print(r)

temperature = nn.Parameter(torch.ones(1))
opt = torch.optim.LBFGS([temperature], lr=0.01, max_iter=100)
nll = nn.CrossEntropyLoss()


def closure():
    opt.zero_grad()
    loss = nll(logits / temperature, labels)
    loss.backward()
    return loss


before = nll(logits, labels).item()
opt.step(closure)
after = nll(logits / temperature, labels).item()
print(f"T = {temperature.item():.4f}  NLL {before:.4f} -> {after:.4f}")
e2, _ = ece((logits / temperature).softmax(1).detach(), labels)
print(f"ECE after: {e2:.4f}", e2 < e)
print(torch.equal((logits / temperature).argmax(1), pred))

# the Brier score and entropy of the predictions
onehot = F.one_hot(labels, k).float()
print(round(((probs - onehot) ** 2).sum(1).mean().item(), 4))
ent = torch.distributions.Categorical(logits=logits).entropy()
print(ent.shape, round(ent.mean().item(), 4), round(torch.distributions.Categorical(logits=logits / temperature.detach()).entropy().mean().item(), 4))
print(torch.special.entr(probs).sum(1)[:3], ent[:3])
