# Every learning-rate scheduler driving SGD for 100 steps (the rate, full precision, at a few steps), the warnings
# the schedulers give, state dicts and last_epoch resumption, and a 100-step training loop under a schedule.
import math
import warnings

import torch
import torch.nn as nn
from torch.optim import lr_scheduler as S

CHECKPOINTS = {0, 1, 2, 3, 5, 9, 10, 11, 19, 20, 21, 29, 30, 31, 33, 49, 50, 51, 74, 89, 90, 99}


def sgd(lr=0.1, groups=1, **kw):
    params = [{"params": [torch.zeros(2, requires_grad=True)], "lr": lr * (i + 1)} for i in range(groups)]
    return torch.optim.SGD(params, lr=lr, **kw)


def run(name, make, steps=100, momentum=False):
    opt = sgd(momentum=0.9) if momentum else sgd()
    sched = make(opt)
    print(name, "init", sched.get_last_lr())
    for step in range(steps):
        opt.step()
        sched.step()
        if step in CHECKPOINTS:
            extra = [g["momentum"] for g in opt.param_groups] if momentum else ""
            print(name, step, sched.get_last_lr(), extra)
    return opt, sched


run("LambdaLR", lambda o: S.LambdaLR(o, lambda e: 0.95 ** e))
run("LambdaLR-list", lambda o: S.LambdaLR(o, [lambda e: 1 / (e + 1)]))
run("MultiplicativeLR", lambda o: S.MultiplicativeLR(o, lambda e: 0.97))
run("StepLR", lambda o: S.StepLR(o, step_size=30, gamma=0.1))
run("StepLR-default", lambda o: S.StepLR(o, 7))
run("MultiStepLR", lambda o: S.MultiStepLR(o, milestones=[10, 30, 30, 80], gamma=0.5))
run("ConstantLR", lambda o: S.ConstantLR(o, factor=0.5, total_iters=20))
run("ConstantLR-default", lambda o: S.ConstantLR(o))
run("LinearLR", lambda o: S.LinearLR(o, start_factor=0.05, total_iters=40))
run("LinearLR-down", lambda o: S.LinearLR(o, start_factor=1.0, end_factor=0.1, total_iters=30))
run("ExponentialLR", lambda o: S.ExponentialLR(o, gamma=0.95))
run("PolynomialLR", lambda o: S.PolynomialLR(o, total_iters=50, power=0.9))
run("PolynomialLR-linear", lambda o: S.PolynomialLR(o, total_iters=30))
run("CosineAnnealingLR", lambda o: S.CosineAnnealingLR(o, T_max=30, eta_min=0.001))
run("CosineAnnealingLR-100", lambda o: S.CosineAnnealingLR(o, T_max=100))
run("CosineAnnealingWarmRestarts", lambda o: S.CosineAnnealingWarmRestarts(o, T_0=10, T_mult=2, eta_min=1e-4))
run("CosineAnnealingWarmRestarts-1", lambda o: S.CosineAnnealingWarmRestarts(o, T_0=20))
run("CyclicLR", lambda o: S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=10), momentum=True)
run("CyclicLR-tri2", lambda o: S.CyclicLR(o, 0.001, 0.1, step_size_up=5, step_size_down=15, mode="triangular2",
                                          cycle_momentum=False))
run("CyclicLR-exp", lambda o: S.CyclicLR(o, 0.001, 0.1, step_size_up=8, mode="exp_range", gamma=0.99),
    momentum=True)
run("CyclicLR-fn", lambda o: S.CyclicLR(o, 0.001, 0.1, step_size_up=8, scale_fn=lambda x: 1 / x,
                                        scale_mode="cycle", cycle_momentum=False))
run("OneCycleLR", lambda o: S.OneCycleLR(o, max_lr=0.5, total_steps=100), momentum=True)
run("OneCycleLR-linear3", lambda o: S.OneCycleLR(o, max_lr=0.5, epochs=10, steps_per_epoch=10,
                                                 anneal_strategy="linear", three_phase=True), momentum=True)
run("OneCycleLR-short", lambda o: S.OneCycleLR(o, 1.0, total_steps=101, pct_start=0.25, div_factor=10.0,
                                               final_div_factor=100.0))

# composite schedulers; SequentialLR's switch is left out of the warnings (1.13 warned there, current PyTorch not)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    run("SequentialLR", lambda o: S.SequentialLR(o, [S.ConstantLR(o, factor=0.1, total_iters=20),
                                                     S.ExponentialLR(o, gamma=0.9)], milestones=[20]))
    run("SequentialLR-3", lambda o: S.SequentialLR(o, [S.LinearLR(o, 0.1, total_iters=10),
                                                       S.StepLR(o, 15, 0.5),
                                                       S.CosineAnnealingLR(o, T_max=40)], milestones=[10, 50]))
run("ChainedScheduler", lambda o: S.ChainedScheduler([S.ConstantLR(o, factor=0.1, total_iters=20),
                                                      S.ExponentialLR(o, gamma=0.9)]))
run("ChainedScheduler-warm", lambda o: S.ChainedScheduler([S.LinearLR(o, 0.01, total_iters=10),
                                                           S.CosineAnnealingLR(o, T_max=100)]))

# several param groups
opt = sgd(groups=3)
sched = S.LambdaLR(opt, [lambda e: 0.9 ** e, lambda e: 1.0, lambda e: 1 / (1 + e)])
for step in range(100):
    opt.step()
    sched.step()
print("groups LambdaLR", sched.get_last_lr())
opt = sgd(groups=2, momentum=0.9)
sched = S.CyclicLR(opt, base_lr=[0.01, 0.02], max_lr=[0.1, 0.3], step_size_up=7, base_momentum=[0.8, 0.7],
                   max_momentum=[0.9, 0.95])
for step in range(100):
    opt.step()
    sched.step()
    if step in (0, 6, 13, 50, 99):
        print("groups CyclicLR", step, sched.get_last_lr(), [g["momentum"] for g in opt.param_groups])

# ReduceLROnPlateau, on a metric that stalls
for kwargs in ({}, {"mode": "max", "patience": 2, "factor": 0.5}, {"patience": 3, "cooldown": 2, "min_lr": 0.004},
               {"threshold_mode": "abs", "threshold": 0.05, "patience": 1}):
    opt = sgd()
    sched = S.ReduceLROnPlateau(opt, **kwargs)
    history = []
    for step in range(100):
        metric = 1.0 / (1 + step) if step < 30 else 0.04 + 0.001 * math.sin(step)
        opt.step()
        sched.step(torch.tensor(metric) if step % 2 else metric)
        history.append(opt.param_groups[0]["lr"])
    print("ReduceLROnPlateau", kwargs, [history[i] for i in (0, 30, 40, 45, 50, 60, 70, 80, 99)],
          sched.num_bad_epochs, sched.best)


# warnings
def caught(label, fn):
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter("always")
        result = fn()
    print(label, result, [(w.category.__name__, str(w.message)) for w in ws])


opt = sgd()
sched = S.StepLR(opt, 3)
caught("step before optimizer.step", sched.step)
caught("second step", sched.step)
caught("get_lr outside step", sched.get_lr)
caught("step(epoch)", lambda: sched.step(6))
print("after step(6)", sched.get_last_lr(), sched.last_epoch)
opt = sgd()
sched = S.ExponentialLR(opt, 0.5)
opt.step()
caught("right order", sched.step)
opt2 = sgd()
sched2 = S.CosineAnnealingLR(opt2, 10)
opt2.step = lambda closure=None: None
caught("overridden optimizer.step", sched2.step)

# closed forms via step(epoch)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    for make in (lambda o: S.StepLR(o, 4, 0.5), lambda o: S.MultiStepLR(o, [3, 6, 6]),
                 lambda o: S.ConstantLR(o, 0.25, 4), lambda o: S.LinearLR(o, 0.2, 0.9, 8),
                 lambda o: S.ExponentialLR(o, 0.8), lambda o: S.PolynomialLR(o, 8, 2.0),
                 lambda o: S.CosineAnnealingLR(o, 8, 0.01), lambda o: S.CosineAnnealingWarmRestarts(o, 3, 2)):
        opt = sgd()
        sched = make(opt)
        print(type(sched).__name__, "closed", [(sched.step(e), sched.get_last_lr()[0])[1] for e in (2, 5, 7, 12, 3)])
    opt = sgd()
    sched = S.CosineAnnealingWarmRestarts(opt, 4, 3)
    print("warm restarts fractional", [(sched.step(e), sched.get_last_lr()[0])[1] for e in (0.5, 3.75, 4.0, 9.2, 16.5, 30)])

# state dicts: a schedule saved halfway and loaded into a fresh scheduler continues where it stopped
for make in (lambda o: S.StepLR(o, 10, 0.5), lambda o: S.CosineAnnealingLR(o, 40),
             lambda o: S.OneCycleLR(o, 0.3, total_steps=60), lambda o: S.CyclicLR(o, 0.01, 0.2, 6),
             lambda o: S.LambdaLR(o, lambda e: 0.9 ** e), lambda o: S.CosineAnnealingWarmRestarts(o, 7, 2),
             lambda o: S.ReduceLROnPlateau(o, patience=1)):
    opt = sgd(momentum=0.9)
    sched = make(opt)
    plateau = isinstance(sched, S.ReduceLROnPlateau)
    for i in range(25):
        opt.step()
        sched.step(1.0) if plateau else sched.step()
    saved_opt, saved = opt.state_dict(), sched.state_dict()
    opt2 = sgd(momentum=0.9)
    sched2 = make(opt2)
    opt2.load_state_dict(saved_opt)
    sched2.load_state_dict(saved)
    for i in range(30):
        for o, s in ((opt, sched), (opt2, sched2)):
            o.step()
            s.step(1.0) if plateau else s.step()
    print(type(sched).__name__, "resumed", opt.param_groups[0]["lr"], opt2.param_groups[0]["lr"],
          sched.last_epoch == sched2.last_epoch)


# last_epoch resumption, where 1.13 and current PyTorch agree
def resumed(make, last_epoch):
    opt = sgd()
    for group in opt.param_groups:
        group["initial_lr"] = 0.1
    sched = make(opt, last_epoch)
    lrs = [sched.get_last_lr()[0]]
    for _ in range(5):
        opt.step()
        sched.step()
        lrs.append(sched.get_last_lr()[0])
    return lrs


print("StepLR last_epoch", resumed(lambda o, e: S.StepLR(o, 3, 0.5, last_epoch=e), 7))
print("MultiStepLR last_epoch", resumed(lambda o, e: S.MultiStepLR(o, [9, 11], last_epoch=e), 7))
print("LambdaLR last_epoch", resumed(lambda o, e: S.LambdaLR(o, lambda k: 1 / (k + 1), last_epoch=e), 4))
print("CosineAnnealingWarmRestarts last_epoch",
      resumed(lambda o, e: S.CosineAnnealingWarmRestarts(o, 5, last_epoch=e), 3))

# argument errors shared by 1.13 and current PyTorch
for label, fn in (("not an optimizer", lambda: S.StepLR("sgd", 3)),
                  ("ConstantLR factor", lambda: S.ConstantLR(sgd(), factor=1.5)),
                  ("LinearLR end", lambda: S.LinearLR(sgd(), end_factor=2)),
                  ("LambdaLR count", lambda: S.LambdaLR(sgd(), [lambda e: 1, lambda e: 2])),
                  ("plateau factor", lambda: S.ReduceLROnPlateau(sgd(), factor=1.0)),
                  ("plateau mode", lambda: S.ReduceLROnPlateau(sgd(), mode="avg")),
                  ("plateau threshold mode", lambda: S.ReduceLROnPlateau(sgd(), threshold_mode="x")),
                  ("plateau min_lrs", lambda: S.ReduceLROnPlateau(sgd(), min_lr=[0.1, 0.2])),
                  ("cyclic mode", lambda: S.CyclicLR(sgd(momentum=0.9), 0.1, 1.0, mode="saw")),
                  ("warm T_0", lambda: S.CosineAnnealingWarmRestarts(sgd(), 0)),
                  ("warm T_mult", lambda: S.CosineAnnealingWarmRestarts(sgd(), 5, T_mult=1.5)),
                  ("one cycle total", lambda: S.OneCycleLR(sgd(), 0.1, total_steps=0)),
                  ("one cycle none", lambda: S.OneCycleLR(sgd(), 0.1)),
                  ("one cycle pct", lambda: S.OneCycleLR(sgd(), 0.1, total_steps=10, pct_start=1))):
    try:
        fn()
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__, e)

# a 100-step training loop under a schedule
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 16), nn.Tanh(), nn.Linear(16, 1))
x = torch.randn(64, 4)
y = (x[:, :1] * 1.5 - x[:, 1:2] * 0.5 + torch.sin(x[:, 2:3])).detach()
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
sched = S.OneCycleLR(opt, max_lr=0.2, total_steps=100)
loss_fn = nn.MSELoss()
for step in range(100):
    opt.zero_grad()
    loss = loss_fn(model(x), y)
    loss.backward()
    opt.step()
    sched.step()
    if step % 10 == 0 or step == 99:
        print("train", step, loss.item(), sched.get_last_lr()[0])
opt = torch.optim.Adam(model.parameters(), lr=0.01)
sched = S.CosineAnnealingLR(opt, T_max=50)
for step in range(100):
    opt.zero_grad()
    loss = loss_fn(model(x), y)
    loss.backward()
    opt.step()
    sched.step()
    if step % 20 == 0 or step == 99:
        print("adam", step, loss.item(), sched.get_last_lr()[0])
print(model[2].weight.data, model[2].bias.data)
