# Stochastic Weight Averaging on a small regression, as in the SWA tutorial: train with a cosine schedule, switch
# to SWALR and average the weights every epoch, recompute batch-norm statistics with update_bn, compare test losses.
import torch
import torch.nn as nn
from torch.optim.swa_utils import SWALR, AveragedModel, update_bn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
x = torch.rand(256, 1) * 6 - 3
y = torch.sin(x) + 0.3 * x + 0.1 * torch.randn_like(x)
x_test = torch.linspace(-3, 3, 50).unsqueeze(1)
y_test = torch.sin(x_test) + 0.3 * x_test
loader = DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True)

model = nn.Sequential(nn.Linear(1, 32), nn.BatchNorm1d(32), nn.ReLU(), nn.Linear(32, 32), nn.ReLU(), nn.Linear(32, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9, weight_decay=1e-4)
swa_model = AveragedModel(model)
scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=30)
swa_start = 20
swa_scheduler = SWALR(optimizer, swa_lr=0.02, anneal_epochs=5, anneal_strategy="cos")
loss_fn = nn.MSELoss()

for epoch in range(30):
    model.train()
    total = 0.0
    for xb, yb in loader:
        optimizer.zero_grad()
        loss = loss_fn(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.item() * len(xb)
    if epoch >= swa_start:
        swa_model.update_parameters(model)
        swa_scheduler.step()
    else:
        scheduler.step()
    if epoch % 3 == 2 or epoch >= swa_start:
        print(f"epoch {epoch:2d} train loss {total / len(x):.5f} lr {optimizer.param_groups[0]['lr']:.5f} "
              f"averaged {swa_model.n_averaged.item()}")

update_bn(loader, swa_model)
model.eval()
swa_model.eval()
with torch.no_grad():
    print(f"test loss, last model: {loss_fn(model(x_test), y_test).item():.5f}")
    print(f"test loss, SWA model:  {loss_fn(swa_model(x_test), y_test).item():.5f}")
    print("SWA predictions", swa_model(x_test[::10]).squeeze(1))
print("running mean", swa_model.module[1].running_mean[:4])
print(sorted(swa_model.state_dict())[:3], len(swa_model.state_dict()))
