import torch
import torch.nn as nn
def run(make_opt, make_sched=None, steps=100):
    torch.manual_seed(0)
    m = nn.Linear(3, 1)
    opt = make_opt(m.parameters())
    sched = make_sched(opt) if make_sched else None
    x = torch.randn(16, 3); y = torch.randn(16, 1)
    lrs = []
    for i in range(steps):
        opt.zero_grad()
        loss = ((m(x) - y) ** 2).mean()
        loss.backward()
        opt.step()
        if sched is not None:
            if isinstance(sched, torch.optim.lr_scheduler.ReduceLROnPlateau):
                sched.step(loss)
            else:
                sched.step()
        lrs.append(opt.param_groups[0]["lr"])
    print(f"{type(opt).__name__:10s} {loss.item():.6f} {m.weight.data.flatten().tolist()} lr={lrs[-1]:.6g}")
    return lrs
run(lambda p: torch.optim.SGD(p, lr=0.05))
run(lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9, nesterov=True, weight_decay=1e-3))
run(lambda p: torch.optim.Adam(p, lr=0.01))
run(lambda p: torch.optim.AdamW(p, lr=0.01, weight_decay=0.1, amsgrad=True))
run(lambda p: torch.optim.RMSprop(p, lr=0.01, momentum=0.5, centered=True))
run(lambda p: torch.optim.Adagrad(p, lr=0.1, lr_decay=0.01))
run(lambda p: torch.optim.Adadelta(p, lr=1.0))
run(lambda p: torch.optim.Adamax(p, lr=0.02))
run(lambda p: torch.optim.RAdam(p, lr=0.01))
run(lambda p: torch.optim.ASGD(p, lr=0.01))
run(lambda p: torch.optim.Rprop(p, lr=0.01))
print([round(v, 6) for v in run(lambda p: torch.optim.SGD(p, lr=0.1), lambda o: torch.optim.lr_scheduler.StepLR(o, 30, 0.5))[::10]])
print([round(v, 6) for v in run(lambda p: torch.optim.SGD(p, lr=0.1), lambda o: torch.optim.lr_scheduler.MultiStepLR(o, [20, 50], 0.1))[::10]])
print([round(v, 6) for v in run(lambda p: torch.optim.SGD(p, lr=0.1), lambda o: torch.optim.lr_scheduler.ExponentialLR(o, 0.97))[::10]])
print([round(v, 6) for v in run(lambda p: torch.optim.SGD(p, lr=0.1), lambda o: torch.optim.lr_scheduler.CosineAnnealingLR(o, 50, 0.001))[::10]])
print([round(v, 6) for v in run(lambda p: torch.optim.SGD(p, lr=0.1), lambda o: torch.optim.lr_scheduler.LambdaLR(o, lambda e: 0.95 ** e))[::10]])
print([round(v, 6) for v in run(lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9), lambda o: torch.optim.lr_scheduler.OneCycleLR(o, 0.5, total_steps=100))[::10]])
print([round(v, 6) for v in run(lambda p: torch.optim.SGD(p, lr=0.1), lambda o: torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(o, 10, 2))[::10]])
print([round(v, 6) for v in run(lambda p: torch.optim.SGD(p, lr=0.1), lambda o: torch.optim.lr_scheduler.ReduceLROnPlateau(o, patience=3, factor=0.5))[::10]])
print([round(v, 6) for v in run(lambda p: torch.optim.SGD(p, lr=0.1), lambda o: torch.optim.lr_scheduler.CyclicLR(o, 0.01, 0.1, step_size_up=10))[::10]])
print([round(v, 6) for v in run(lambda p: torch.optim.SGD(p, lr=0.1), lambda o: torch.optim.lr_scheduler.LinearLR(o, 0.2, 1.0, 20))[::10]])
s = torch.optim.lr_scheduler.StepLR(torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=1.0), 2)
print(s.get_last_lr(), s.last_epoch)
