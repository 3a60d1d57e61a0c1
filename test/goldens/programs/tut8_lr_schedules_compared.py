# Learning-rate schedules side by side: OneCycle, cosine warm restarts, cyclic, polynomial, and warmup then decay
import torch
import torch.nn as nn
from torch.optim import lr_scheduler as S

torch.manual_seed(0)


def trace(make_sched, steps=10, opt_cls=torch.optim.SGD, **opt_kw):
    p = nn.Parameter(torch.zeros(1))
    opt = opt_cls([p], **opt_kw)
    sched = make_sched(opt)
    out = []
    for _ in range(steps):
        out.append(round(opt.param_groups[0]["lr"], 6))
        opt.step()
        sched.step()
    return out, opt


lrs, opt = trace(lambda o: S.OneCycleLR(o, max_lr=0.1, total_steps=10), lr=0.1, momentum=0.9)
print("onecycle", lrs)
print("momentum after:", round(opt.param_groups[0]["momentum"], 6))
print("cos restarts", trace(lambda o: S.CosineAnnealingWarmRestarts(o, T_0=3, T_mult=2, eta_min=0.001), lr=0.1)[0])
print("cyclic", trace(lambda o: S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=2, mode="triangular2"), lr=0.1, momentum=0.9)[0])
print("poly", trace(lambda o: S.PolynomialLR(o, total_iters=6, power=2.0), lr=0.1)[0])
print("warmup+cos", trace(lambda o: S.SequentialLR(o, [S.LinearLR(o, start_factor=0.25, total_iters=3),
                                                         S.CosineAnnealingLR(o, T_max=7)], milestones=[3]), lr=0.1)[0])
print("lambda warmup", trace(lambda o: S.LambdaLR(o, lambda e: min(1.0, (e + 1) / 4) * 0.95 ** e), lr=0.1)[0])
print("exp", trace(lambda o: S.ExponentialLR(o, gamma=0.8), steps=5, opt_cls=torch.optim.Adam, lr=0.01)[0])
print("multistep", trace(lambda o: S.MultiStepLR(o, milestones=[2, 5], gamma=0.5), steps=7, lr=1.0)[0])
p = nn.Parameter(torch.zeros(1))
opt = torch.optim.SGD([p], lr=0.1, momentum=0.9)
sched = S.OneCycleLR(opt, max_lr=0.1, epochs=2, steps_per_epoch=3, anneal_strategy="linear", three_phase=True)
for _ in range(6):
    opt.step()
    sched.step()
    print([round(x, 6) for x in sched.get_last_lr()], round(opt.param_groups[0]["momentum"], 4))
