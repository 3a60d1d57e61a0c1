# Training with a validation split, tracking the best model by validation loss and stopping early.
import copy
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset, random_split

torch.manual_seed(0)
x = torch.rand(200, 1) * 4 - 2
y = torch.sin(2 * x) + 0.1 * torch.randn(200, 1)
train_set, val_set = random_split(TensorDataset(x, y), [150, 50], generator=torch.Generator().manual_seed(0))
train_loader = DataLoader(train_set, batch_size=25, shuffle=True, generator=torch.Generator().manual_seed(1))
val_loader = DataLoader(val_set, batch_size=50)

model = nn.Sequential(nn.Linear(1, 32), nn.Tanh(), nn.Linear(32, 1))
opt = torch.optim.Adam(model.parameters(), lr=0.02)
loss_fn = nn.MSELoss()


def evaluate():
    model.eval()
    with torch.no_grad():
        losses = [loss_fn(model(xb), yb).item() for xb, yb in val_loader]
    model.train()
    return sum(losses) / len(losses)


best, best_state, patience, bad_epochs = float("inf"), None, 3, 0
for epoch in range(1, 41):
    for xb, yb in train_loader:
        loss = loss_fn(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
    val = evaluate()
    improved = val < best - 1e-4
    if improved:
        best, best_state, bad_epochs = val, copy.deepcopy(model.state_dict()), 0
    else:
        bad_epochs += 1
    if epoch % 5 == 0 or not improved:
        print(f"epoch {epoch:2d} train {loss.item():.4f} val {val:.4f}{' *' if improved else ''}")
    if bad_epochs >= patience:
        print(f"stopping early at epoch {epoch}")
        break

model.load_state_dict(best_state)
print(f"best validation loss {best:.4f}, restored: {evaluate():.4f}")
with torch.no_grad():
    grid = torch.linspace(-2, 2, 5).unsqueeze(1)
    print(torch.cat([grid, model(grid), torch.sin(2 * grid)], dim=1))
