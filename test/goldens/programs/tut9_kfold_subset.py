# k-fold cross validation with Subset and a fresh model per fold, reporting mean and std of the fold scores
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, Subset, TensorDataset

torch.manual_seed(0)
X = torch.randn(60, 3)
w = torch.tensor([1.5, -2.0, 0.7])
y = X @ w + 0.3 + 0.1 * torch.randn(60)
dataset = TensorDataset(X, y.unsqueeze(1))

k = 5
perm = torch.randperm(len(dataset))
folds = torch.chunk(perm, k)
print([len(f) for f in folds], folds[0].tolist())


def reset_weights(m):
    if hasattr(m, "reset_parameters"):
        m.reset_parameters()


model = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))
scores = []
for fold, val_idx in enumerate(folds):
    train_idx = torch.cat([f for i, f in enumerate(folds) if i != fold])
    train_sub = Subset(dataset, train_idx.tolist())
    val_sub = Subset(dataset, val_idx.tolist())
    torch.manual_seed(fold)
    model.apply(reset_weights)
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    loader = DataLoader(train_sub, batch_size=12, shuffle=True)
    for epoch in range(15):
        for xb, yb in loader:
            opt.zero_grad()
            nn.functional.mse_loss(model(xb), yb).backward()
            opt.step()
    with torch.no_grad():
        xv, yv = val_sub[:]
        mse = nn.functional.mse_loss(model(xv), yv).item()
    scores.append(mse)
    print(f"fold {fold}: train {len(train_sub)} val {len(val_sub)} val_mse {mse:.4f}")

s = torch.tensor(scores)
print(f"CV MSE: {s.mean():.4f} +/- {s.std():.4f}")
print(s.min().item() <= s.mean().item() <= s.max().item())

# the subset indexes through to the underlying dataset
sub = Subset(dataset, [3, 1, 4])
print(len(sub), sub[0][0], torch.equal(sub[1][0], X[1]))
print(sub.indices, type(sub.dataset).__name__)
nested = Subset(sub, [2, 0])
print(torch.equal(nested[0][0], X[4]), len(nested))
# stratified split by label with boolean masks
labels = (y > y.median()).long()
print(labels.bincount())
idx0 = (labels == 0).nonzero(as_tuple=True)[0]
idx1 = (labels == 1).nonzero(as_tuple=True)[0]
strat = [torch.cat([a, b]) for a, b in zip(idx0.chunk(3), idx1.chunk(3))]
print([labels[s].bincount().tolist() for s in strat])
