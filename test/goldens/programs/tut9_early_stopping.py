# Early stopping: keep the best weights with copy.deepcopy, restore them, and stop after `patience` bad epochs
import copy

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset, random_split

torch.manual_seed(42)
X = torch.randn(120, 4)
y = (X[:, 0] - 2 * X[:, 1] + 0.5 * torch.randn(120) > 0).long()
ds = TensorDataset(X, y)
train_ds, val_ds = random_split(ds, [90, 30], generator=torch.Generator().manual_seed(1))
print(len(train_ds), len(val_ds), train_ds.indices[:5])
train_dl = DataLoader(train_ds, batch_size=16, shuffle=True, generator=torch.Generator().manual_seed(2))
val_dl = DataLoader(val_ds, batch_size=32)

model = nn.Sequential(nn.Linear(4, 32), nn.ReLU(), nn.Linear(32, 32), nn.ReLU(), nn.Linear(32, 2))
opt = torch.optim.Adam(model.parameters(), lr=0.02)
loss_fn = nn.CrossEntropyLoss()


class EarlyStopping:
    def __init__(self, patience=3, min_delta=0.0):
        self.patience = patience
        self.min_delta = min_delta
        self.counter = 0
        self.best_loss = float("inf")
        self.best_state = None
        self.best_epoch = -1

    def step(self, val_loss, model, epoch):
        if val_loss < self.best_loss - self.min_delta:
            self.best_loss = val_loss
            self.best_state = copy.deepcopy(model.state_dict())
            self.best_epoch = epoch
            self.counter = 0
        else:
            self.counter += 1
        return self.counter >= self.patience


def evaluate(model, dl):
    model.eval()
    total, correct, n = 0.0, 0, 0
    with torch.no_grad():
        for xb, yb in dl:
            out = model(xb)
            total += loss_fn(out, yb).item() * len(yb)
            correct += (out.argmax(1) == yb).sum().item()
            n += len(yb)
    return total / n, correct / n


stopper = EarlyStopping(patience=4, min_delta=1e-3)
for epoch in range(40):
    model.train()
    for xb, yb in train_dl:
        opt.zero_grad()
        loss_fn(model(xb), yb).backward()
        opt.step()
    val_loss, val_acc = evaluate(model, val_dl)
    print(f"epoch {epoch:2d} val_loss {val_loss:.4f} val_acc {val_acc:.3f} wait {stopper.counter}")
    if stopper.step(val_loss, model, epoch):
        print(f"early stop at epoch {epoch}; best epoch {stopper.best_epoch} loss {stopper.best_loss:.4f}")
        break

last = copy.deepcopy(model.state_dict())
print(list(stopper.best_state.keys()))
print(all(stopper.best_state[k].data_ptr() != model.state_dict()[k].data_ptr() for k in last))
print(torch.equal(stopper.best_state["0.weight"], model.state_dict()["0.weight"]))
missing = model.load_state_dict(stopper.best_state)
print(missing)
print(torch.equal(stopper.best_state["0.weight"], model[0].weight))
print(round(evaluate(model, val_dl)[0], 4) == round(stopper.best_loss, 4))
shallow = model.state_dict()
model[0].weight.data.zero_()
print(shallow["0.weight"].abs().sum().item(), stopper.best_state["0.weight"].abs().sum().item() > 0)
