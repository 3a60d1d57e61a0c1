# LR schedulers in a real loop: per-group LambdaLR, MultiplicativeLR, CosineAnnealingWarmRestarts stepped with
# fractional epochs per batch, OneCycleLR's momentum cycling (three_phase, linear), ReduceLROnPlateau in 'max' mode
# with cooldown and per-group min_lr, and saving/restoring a scheduler's state_dict to resume.
import torch
import torch.nn as nn
from torch.optim import lr_scheduler as S


def make_opt(lr=0.1, groups=False, **kw):
    torch.manual_seed(0)
    m = nn.Linear(2, 1)
    if groups:
        return torch.optim.SGD([{'params': [m.weight]}, {'params': [m.bias], 'lr': lr * 10}], lr=lr, **kw)
    return torch.optim.SGD(m.parameters(), lr=lr, **kw)


def fmt(lrs):
    return [round(v, 6) for v in lrs]


opt = make_opt(groups=True)
sched = S.LambdaLR(opt, lr_lambda=[lambda e: 0.5 ** e, lambda e: 1.0 / (e + 1)])
for epoch in range(4):
    opt.step()
    sched.step()
    print('lambda', epoch, fmt(sched.get_last_lr()))

opt = make_opt()
sched = S.MultiplicativeLR(opt, lr_lambda=lambda e: 0.9)
for epoch in range(3):
    opt.step()
    sched.step()
print('multiplicative', fmt(sched.get_last_lr()), sched.last_epoch)

opt = make_opt()
sched = S.CosineAnnealingWarmRestarts(opt, T_0=2, T_mult=2, eta_min=0.001)
iters = 4
for epoch in range(3):
    row = []
    for i in range(iters):
        opt.step()
        sched.step(epoch + i / iters)
        row.append(round(opt.param_groups[0]['lr'], 5))
    print('warm restarts', epoch, row, sched.T_cur, sched.T_i)

opt = make_opt(momentum=0.9)
sched = S.OneCycleLR(opt, max_lr=1.0, total_steps=9, three_phase=True, anneal_strategy='linear')
rows = []
for _ in range(9):
    rows.append((round(opt.param_groups[0]['lr'], 4), round(opt.param_groups[0]['momentum'], 4)))
    opt.step()
    sched.step()
print('one cycle', rows)

opt = make_opt(groups=True)
plateau = S.ReduceLROnPlateau(opt, mode='max', factor=0.5, patience=1, cooldown=1, min_lr=[0.02, 0.5],
                              threshold=0.01, threshold_mode='abs')
accs = [0.50, 0.60, 0.60, 0.605, 0.60, 0.59, 0.58, 0.70, 0.69, 0.69, 0.69]
for epoch, acc in enumerate(accs):
    opt.step()
    plateau.step(acc)
    print('plateau', epoch, acc, fmt([g['lr'] for g in opt.param_groups]), plateau.num_bad_epochs,
          plateau.cooldown_counter)

# checkpoint and resume
opt = make_opt()
sched = S.StepLR(opt, step_size=2, gamma=0.1)
for _ in range(3):
    opt.step()
    sched.step()
state = {'opt': opt.state_dict(), 'sched': sched.state_dict()}
print({k: state['sched'][k] for k in ('base_lrs', 'gamma', 'last_epoch', 'step_size')})
print(state['sched']['last_epoch'], state['sched']['_last_lr'], state['sched']['base_lrs'])
opt2 = make_opt()
sched2 = S.StepLR(opt2, step_size=2, gamma=0.1)
opt2.load_state_dict(state['opt'])
sched2.load_state_dict(state['sched'])
for _ in range(2):
    opt.step()
    sched.step()
    opt2.step()
    sched2.step()
print(fmt(sched.get_last_lr()), fmt(sched2.get_last_lr()), sched2.last_epoch)
