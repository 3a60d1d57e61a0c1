# LR scheduler recipes: chaining, SequentialLR, OneCycleLR, ReduceLROnPlateau, LambdaLR
import torch
from torch.optim.lr_scheduler import (ExponentialLR, StepLR, MultiStepLR, SequentialLR, LinearLR, ConstantLR,
                                      OneCycleLR, CosineAnnealingLR, CosineAnnealingWarmRestarts, LambdaLR,
                                      ReduceLROnPlateau, CyclicLR, PolynomialLR, ChainedScheduler)

torch.manual_seed(0)
model = torch.nn.Linear(4, 1)
data = torch.randn(8, 4)
target = torch.randn(8, 1)

def train_step(optimizer):
    optimizer.zero_grad()
    loss = torch.nn.functional.mse_loss(model(data), target)
    loss.backward()
    optimizer.step()
    return loss.item()

optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scheduler1 = ExponentialLR(optimizer, gamma=0.9)
scheduler2 = MultiStepLR(optimizer, milestones=[3, 6], gamma=0.1)
for epoch in range(8):
    train_step(optimizer)
    scheduler1.step()
    scheduler2.step()
    print(epoch, optimizer.param_groups[0]['lr'], scheduler1.get_last_lr())

optimizer = torch.optim.SGD(model.parameters(), lr=1.0)
s1 = ConstantLR(optimizer, factor=0.1, total_iters=2)
s2 = ExponentialLR(optimizer, gamma=0.9)
scheduler = SequentialLR(optimizer, schedulers=[s1, s2], milestones=[2])
for epoch in range(6):
    train_step(optimizer)
    scheduler.step()
    print(f"epoch {epoch}: lr={scheduler.get_last_lr()[0]:.6f}")

optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
scheduler = OneCycleLR(optimizer, max_lr=0.5, total_steps=10)
for step in range(10):
    train_step(optimizer)
    print(step, round(optimizer.param_groups[0]['lr'], 8), round(optimizer.param_groups[0]['momentum'], 8))
    scheduler.step()

optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
scheduler = OneCycleLR(optimizer, max_lr=0.05, steps_per_epoch=3, epochs=2, anneal_strategy='linear',
                       three_phase=True)
lrs = []
for step in range(6):
    train_step(optimizer)
    scheduler.step()
    lrs.append(scheduler.get_last_lr()[0])
print(lrs)

optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
scheduler = CosineAnnealingLR(optimizer, T_max=5, eta_min=0.001)
print([round(v, 6) for v in (lambda l: [l.append(scheduler.get_last_lr()[0]) or optimizer.step() or scheduler.step() for _ in range(7)] and l)([])])

optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scheduler = CosineAnnealingWarmRestarts(optimizer, T_0=3, T_mult=2)
out = []
for i in range(8):
    optimizer.step()
    scheduler.step()
    out.append(f"{scheduler.get_last_lr()[0]:.4f}")
print(out)

optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
scheduler = LambdaLR(optimizer, lr_lambda=lambda epoch: 0.95 ** epoch)
for i in range(3):
    optimizer.step()
    scheduler.step()
print(scheduler.get_last_lr(), scheduler.state_dict()['last_epoch'])

optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scheduler = ReduceLROnPlateau(optimizer, 'min', patience=1, factor=0.5)
for val_loss in [1.0, 0.9, 0.95, 0.96, 0.97, 0.5, 0.6, 0.7]:
    optimizer.step()
    scheduler.step(val_loss)
    print(val_loss, optimizer.param_groups[0]['lr'], scheduler.num_bad_epochs)

optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
scheduler = CyclicLR(optimizer, base_lr=0.01, max_lr=0.1, step_size_up=2, mode='triangular2')
vals = []
for i in range(9):
    optimizer.step()
    scheduler.step()
    vals.append(round(scheduler.get_last_lr()[0], 5))
print(vals)

optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scheduler = PolynomialLR(optimizer, total_iters=4, power=2.0)
vals = []
for i in range(6):
    optimizer.step()
    scheduler.step()
    vals.append(scheduler.get_last_lr()[0])
print(vals)

optimizer = torch.optim.SGD(model.parameters(), lr=1.0)
scheduler = ChainedScheduler([ConstantLR(optimizer, factor=0.1, total_iters=2), ExponentialLR(optimizer, gamma=0.9)])
for i in range(4):
    optimizer.step()
    scheduler.step()
    print(scheduler.get_last_lr())
