# A regression training loop over a DataLoader: train/val split, Adam with a StepLR, ReduceLROnPlateau and
# early stopping on the validation loss, printing per-epoch losses as a tutorial does.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset, random_split

torch.manual_seed(0)
X = torch.linspace(-2, 2, 120).unsqueeze(1)
y = 0.8 * X ** 3 - X + 0.3 * torch.randn(X.shape)
full = TensorDataset(X, y)
train_ds, val_ds = random_split(full, [0.8, 0.2], generator=torch.Generator().manual_seed(1))
train_loader = DataLoader(train_ds, batch_size=16, shuffle=True)
val_loader = DataLoader(val_ds, batch_size=32)
print(len(train_ds), len(val_ds), len(train_loader), len(val_loader))

model = nn.Sequential(nn.Linear(1, 16), nn.ReLU(), nn.Linear(16, 16), nn.ReLU(), nn.Linear(16, 1))
optimizer = torch.optim.Adam(model.parameters(), lr=0.02)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=10, gamma=0.5)
loss_fn = nn.MSELoss()


def evaluate(loader):
    model.eval()
    total = 0.0
    with torch.no_grad():
        for xb, yb in loader:
            total += loss_fn(model(xb), yb).item() * len(xb)
    return total / len(loader.dataset)


best, patience, bad_epochs = float("inf"), 4, 0
for epoch in range(60):
    model.train()
    running = 0.0
    for xb, yb in train_loader:
        optimizer.zero_grad()
        loss = loss_fn(model(xb), yb)
        loss.backward()
        optimizer.step()
        running += loss.item() * len(xb)
    scheduler.step()
    val = evaluate(val_loader)
    print(f"epoch {epoch:2d} lr {scheduler.get_last_lr()[0]:.5f} train {running / len(train_ds):.4f} val {val:.4f}")
    if val < best - 1e-4:
        best, bad_epochs = val, 0
        best_state = {k: v.clone() for k, v in model.state_dict().items()}
    else:
        bad_epochs += 1
        if bad_epochs >= patience:
            print(f"early stopping at epoch {epoch}, best val {best:.4f}")
            break

model.load_state_dict(best_state)
print("restored best:", round(evaluate(val_loader), 4))

# the same data with SGD + momentum and ReduceLROnPlateau
torch.manual_seed(3)
model = nn.Sequential(nn.Linear(1, 8), nn.Tanh(), nn.Linear(8, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
plateau = torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, mode="min", factor=0.5, patience=1)
for epoch in range(12):
    model.train()
    for xb, yb in train_loader:
        optimizer.zero_grad()
        loss_fn(model(xb), yb).backward()
        optimizer.step()
    val = evaluate(val_loader)
    plateau.step(val)
    print(epoch, f"{val:.5f}", optimizer.param_groups[0]["lr"])
