# A small hyperparameter sweep over learning rate, hidden size and optimizer, printed as a table.
import itertools
import torch
import torch.nn as nn

torch.manual_seed(0)
X = torch.randn(64, 4)
y = (X[:, 0] * X[:, 1] > 0).long()
Xv = torch.randn(32, 4)
yv = (Xv[:, 0] * Xv[:, 1] > 0).long()


def run(lr, hidden, opt_name, epochs=30):
    torch.manual_seed(123)
    model = nn.Sequential(nn.Linear(4, hidden), nn.ReLU(), nn.Linear(hidden, 2))
    opt_cls = {"sgd": torch.optim.SGD, "adam": torch.optim.Adam, "rmsprop": torch.optim.RMSprop}[opt_name]
    opt = opt_cls(model.parameters(), lr=lr)
    crit = nn.CrossEntropyLoss()
    for _ in range(epochs):
        opt.zero_grad()
        loss = crit(model(X), y)
        loss.backward()
        opt.step()
    with torch.no_grad():
        val_loss = crit(model(Xv), yv).item()
        acc = (model(Xv).argmax(1) == yv).float().mean().item()
    return loss.item(), val_loss, acc


results = []
header = f"{'lr':>7} | {'hidden':>6} | {'opt':<8} | {'train':>8} | {'val':>8} | {'acc':>6}"
print(header)
print("-" * len(header))
for lr, hidden, opt_name in itertools.product([0.01, 0.1], [8, 32], ["sgd", "adam", "rmsprop"]):
    tr, va, acc = run(lr, hidden, opt_name)
    results.append(dict(lr=lr, hidden=hidden, opt=opt_name, train=tr, val=va, acc=acc))
    print(f"{lr:>7.3g} | {hidden:>6d} | {opt_name:<8} | {tr:>8.4f} | {va:>8.4f} | {acc:>6.1%}")
best = min(results, key=lambda r: r["val"])
print("best:", best["lr"], best["hidden"], best["opt"], f"{best['val']:.4f}")
accs = torch.tensor([r["acc"] for r in results]).view(2, 2, 3)
print(accs)
print(accs.mean(dim=(0, 1)), accs.amax(dim=-1))
print(torch.tensor([r["val"] for r in results]).argsort()[:3])
grid = torch.logspace(-3, 0, 4)
print(grid, [f"{g:.0e}" for g in grid.tolist()])
print(f"{torch.tensor(0.123456):.3f} {torch.tensor(3):>4} {torch.tensor([1.5]).item():e}")
