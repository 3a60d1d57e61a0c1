# An exponential moving average of the weights: by hand with lerp_, and with swa_utils.AveragedModel
import copy

import torch
import torch.nn as nn
from torch.optim.swa_utils import AveragedModel

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 8), nn.BatchNorm1d(8), nn.ReLU(), nn.Linear(8, 1))
ema = copy.deepcopy(model)
for p in ema.parameters():
    p.requires_grad_(False)
decay = 0.9


@torch.no_grad()
def ema_update(ema, model, decay):
    for e, m in zip(ema.parameters(), model.parameters()):
        e.lerp_(m, 1 - decay)
    for e, m in zip(ema.buffers(), model.buffers()):
        e.copy_(m)


ema_avg = lambda avg, cur, n: decay * avg + (1 - decay) * cur
swa = AveragedModel(model, avg_fn=ema_avg)
print(swa.n_averaged, type(swa.module).__name__)
X = torch.randn(64, 3)
y = X.sum(1, keepdim=True) ** 2
opt = torch.optim.SGD(model.parameters(), lr=0.05)
for step in range(20):
    loss = nn.functional.mse_loss(model(X), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    ema_update(ema, model, decay)
    swa.update_parameters(model)
    if step % 5 == 0:
        print(step, round(loss.item(), 4), swa.n_averaged.item())
print(torch.allclose(ema[0].weight, model[0].weight), (ema[0].weight - model[0].weight).abs().max().item() > 0)
# AveragedModel copies the model at its first update, the hand-written EMA averaged from the start: they differ
print(torch.allclose(swa.module[3].bias, ema[3].bias, atol=1e-6) or "differs")
model.eval(), ema.eval(), swa.eval()
with torch.no_grad():
    print(round(nn.functional.mse_loss(model(X), y).item(), 4), round(nn.functional.mse_loss(ema(X), y).item(), 4))
print([n for n, _ in swa.named_buffers()])
print(list(swa.state_dict().keys())[:3])
a = torch.zeros(3)
a.lerp_(torch.ones(3), 0.25)
print(a, torch.lerp(torch.zeros(2), torch.tensor([10.0, 20.0]), torch.tensor([0.5, 0.1])))
print(torch.lerp(torch.zeros(2, dtype=torch.float64), torch.ones(2, dtype=torch.float64), 0.3))
