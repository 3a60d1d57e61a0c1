# Stochastic weight averaging: AveragedModel's equal-weight average of a batch-norm MLP trained with SGD, SWALR
# taking over from a cosine schedule, update_bn recomputing the statistics, averaged buffers (use_buffers), a custom
# EMA avg_fn, SWALR's linear and per-group schedules, its warning and errors.
import warnings

import torch
import torch.nn as nn
from torch.optim.swa_utils import SWALR, AveragedModel, update_bn

torch.manual_seed(0)
X = torch.randn(64, 4)
Y = X @ torch.tensor([[1.0], [-2.0], [0.5], [3.0]]) + 0.1 * torch.randn(64, 1)
loader = [(X[i:i + 16], Y[i:i + 16]) for i in range(0, 64, 16)]


def make():
    torch.manual_seed(1)
    return nn.Sequential(nn.Linear(4, 8), nn.BatchNorm1d(8), nn.ReLU(), nn.Linear(8, 1))


def train_epoch(model, opt):
    for xb, yb in loader:
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(xb), yb)
        loss.backward()
        opt.step()
    return loss


model = make()
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
swa = AveragedModel(model)
print(swa)
print(list(swa.state_dict()), swa.n_averaged)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=30)
swa_sched = SWALR(opt, swa_lr=0.01, anneal_epochs=5)
print("swa_lr", opt.param_groups[0]["swa_lr"], swa_sched.get_last_lr())
for epoch in range(40):
    loss = train_epoch(model, opt)
    if epoch >= 20:
        swa.update_parameters(model)
        swa_sched.step()
    else:
        sched.step()
    if epoch % 5 == 4 or 18 < epoch < 27:
        print(epoch, f"{loss.item():.8e}", swa_sched.get_last_lr(), swa.n_averaged)
print(swa.module[0].weight[0].tolist())
print(swa.module[3].bias.tolist())
update_bn(loader, swa)
bn = swa.module[1]
print(bn.running_mean.tolist())
print(bn.running_var.tolist(), bn.momentum, bn.num_batches_tracked, swa.training)
swa.eval()
with torch.no_grad():
    print(f"swa {nn.functional.mse_loss(swa(X), Y).item():.8e}")
    model.eval()
    print(f"model {nn.functional.mse_loss(model(X), Y).item():.8e}")

# averaging the buffers too: running statistics and the batch counter are averaged like the weights
model = make()
opt = torch.optim.Adam(model.parameters(), lr=0.01)
avg = AveragedModel(model, use_buffers=True)
for epoch in range(10):
    train_epoch(model, opt)
    avg.update_parameters(model)
print(avg.module[1].running_mean.tolist())
print(avg.module[1].running_var.tolist(), avg.module[1].num_batches_tracked)
print(avg.module[0].bias.tolist(), avg.n_averaged.item())
# update_bn leaves an evaluating model evaluating and a batch norm's momentum as it was
avg.eval()
update_bn((xb for xb, _ in loader), avg)
print(avg.training, avg.module[1].momentum, avg.module[1].running_mean.tolist())
update_bn(loader, nn.Linear(4, 1))

# an exponential moving average through avg_fn
torch.manual_seed(2)
m2 = nn.Linear(3, 2)
ema = AveragedModel(m2, avg_fn=lambda avg, new, n: 0.9 * avg + 0.1 * new)
o2 = torch.optim.Adam(m2.parameters(), lr=0.1)
for step in range(30):
    o2.zero_grad()
    m2(torch.ones(5, 3)).pow(2).sum().backward()
    o2.step()
    ema.update_parameters(m2)
    if step in (0, 1, 9, 29):
        print("ema", step, ema.module.weight[0].tolist(), ema.module.bias.tolist())
print(ema.n_averaged.item(), ema.module.weight.requires_grad, m2.weight[0].tolist())

# SWALR: linear annealing, one swa_lr per group, no annealing at all
w = [torch.zeros(2, requires_grad=True) for _ in range(2)]
o3 = torch.optim.SGD([{"params": [w[0]]}, {"params": [w[1]], "lr": 0.2}], lr=1.0)
lin = SWALR(o3, swa_lr=[0.5, 0.05], anneal_epochs=3, anneal_strategy="linear")
for _ in range(5):
    o3.step()
    lin.step()
    print("linear", lin.get_last_lr())
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(lin.get_lr())
    print([str(x.message) for x in caught])
o4 = torch.optim.SGD([torch.zeros(2, requires_grad=True)], lr=1.0)
now = SWALR(o4, swa_lr=0.1, anneal_epochs=0)
print("no annealing", now.get_last_lr())
o4.step()
now.step()
print("no annealing", now.get_last_lr())
for bad in (dict(swa_lr=0.1, anneal_strategy="exp"), dict(swa_lr=0.1, anneal_epochs=-1),
            dict(swa_lr=0.1, anneal_epochs=2.0)):
    try:
        SWALR(o4, **bad)
    except ValueError as e:
        print("ValueError:", e)
