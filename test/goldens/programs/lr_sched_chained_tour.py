# Learning-rate schedules combined: warmup + decay with SequentialLR, ChainedScheduler, OneCycleLR, plateaus.
import warnings

import torch
import torch.nn as nn
from torch.optim import lr_scheduler

torch.manual_seed(0)
model = nn.Linear(2, 1)

def lrs(opt, sched, n, metric=None):
    out = []
    for i in range(n):
        opt.step()
        if metric is None:
            sched.step()
        else:
            sched.step(metric[i])
        out.append(round(opt.param_groups[0]["lr"], 6))
    return out

opt = torch.optim.SGD(model.parameters(), lr=0.1)
warm = lr_scheduler.LinearLR(opt, start_factor=0.1, total_iters=3)
decay = lr_scheduler.ExponentialLR(opt, gamma=0.9)
seq = lr_scheduler.SequentialLR(opt, schedulers=[warm, decay], milestones=[3])
with warnings.catch_warnings():
    # PyTorch 1.13 steps the scheduler taking over with an epoch argument, and warns about it
    warnings.simplefilter("ignore")
    print(lrs(opt, seq, 8))
print(seq.get_last_lr())

opt = torch.optim.SGD(model.parameters(), lr=1.0)
ch = lr_scheduler.ChainedScheduler([lr_scheduler.ConstantLR(opt, factor=0.5, total_iters=2),
                                    lr_scheduler.ExponentialLR(opt, gamma=0.8)])
print(lrs(opt, ch, 5))

opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
oc = lr_scheduler.OneCycleLR(opt, max_lr=1.0, total_steps=10)
print([round(x, 6) for x in lrs(opt, oc, 9)])
print(round(opt.param_groups[0]["momentum"], 6))

opt = torch.optim.Adam(model.parameters(), lr=0.01)
oc = lr_scheduler.OneCycleLR(opt, max_lr=0.1, epochs=2, steps_per_epoch=3, anneal_strategy="linear")
print(lrs(opt, oc, 5), opt.param_groups[0]["betas"])

opt = torch.optim.SGD(model.parameters(), lr=0.1)
cw = lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=3, T_mult=2, eta_min=0.01)
print(lrs(opt, cw, 10))

opt = torch.optim.SGD(model.parameters(), lr=0.1)
cyc = lr_scheduler.CyclicLR(opt, base_lr=0.01, max_lr=0.1, step_size_up=2, mode="triangular2")
print(lrs(opt, cyc, 9))

opt = torch.optim.SGD(model.parameters(), lr=0.1)
pl = lr_scheduler.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1, threshold=0.01)
print(lrs(opt, pl, 8, metric=[1.0, 0.9, 0.9, 0.9, 0.9, 0.95, 0.5, 0.5]))
print(pl.num_bad_epochs, pl.best)

opt = torch.optim.SGD([{"params": model.weight}, {"params": model.bias, "lr": 0.5}], lr=0.1)
lam = lr_scheduler.LambdaLR(opt, lr_lambda=[lambda e: 0.5 ** e, lambda e: 1.0 / (e + 1)])
for _ in range(3):
    opt.step()
    lam.step()
print(lam.get_last_lr())
mult = lr_scheduler.MultiplicativeLR(opt, lr_lambda=lambda e: 0.9)
opt.step()
mult.step()
print([round(x, 6) for x in mult.get_last_lr()])

opt = torch.optim.SGD(model.parameters(), lr=0.1)
ms = lr_scheduler.MultiStepLR(opt, milestones=[2, 4], gamma=0.1)
print(lrs(opt, ms, 5))
sd = ms.state_dict()
print(sd["last_epoch"], sd["milestones"], sd["base_lrs"])
poly = lr_scheduler.PolynomialLR(torch.optim.SGD(model.parameters(), lr=0.1), total_iters=4, power=2.0)
print([round(x, 6) for x in lrs(poly.optimizer, poly, 5)])
