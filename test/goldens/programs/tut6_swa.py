# Stochastic Weight Averaging recipe: AveragedModel, SWALR, update_bn
import torch
import torch.nn as nn
from torch.optim.swa_utils import AveragedModel, SWALR, update_bn
from torch.optim.lr_scheduler import CosineAnnealingLR
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.BatchNorm1d(8), nn.ReLU(), nn.Linear(8, 1))
ds = TensorDataset(torch.randn(32, 4), torch.randn(32, 1))
loader = DataLoader(ds, batch_size=8, shuffle=True)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
swa_model = AveragedModel(model)
scheduler = CosineAnnealingLR(optimizer, T_max=10)
swa_start = 3
swa_scheduler = SWALR(optimizer, swa_lr=0.05, anneal_epochs=2, anneal_strategy='linear')
loss_fn = nn.MSELoss()

for epoch in range(6):
    total = 0.0
    for input, target in loader:
        optimizer.zero_grad()
        loss = loss_fn(model(input), target)
        loss.backward()
        optimizer.step()
        total += loss.item()
    if epoch > swa_start:
        swa_model.update_parameters(model)
        swa_scheduler.step()
    else:
        scheduler.step()
    print(f"epoch {epoch} loss {total / len(loader):.5f} lr {optimizer.param_groups[0]['lr']:.5f}")

print(swa_model.n_averaged)
update_bn(loader, swa_model)
print(swa_model.module[1].running_mean, swa_model.module[1].momentum)
preds = swa_model(torch.ones(2, 4))
print(preds)
print([n for n, _ in swa_model.named_buffers()])

ema_avg = lambda averaged_model_parameter, model_parameter, num_averaged: \
    0.1 * averaged_model_parameter + 0.9 * model_parameter
ema_model = torch.optim.swa_utils.AveragedModel(model, avg_fn=ema_avg)
for _ in range(3):
    with torch.no_grad():
        for p in model.parameters():
            p.add_(0.01)
    ema_model.update_parameters(model)
print(ema_model.module[0].bias)
print(SWALR(torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=1.0), swa_lr=0.1, anneal_epochs=3).get_last_lr())
