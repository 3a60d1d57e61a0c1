# A learning-rate range test: raise the lr exponentially each batch, smooth the loss, stop when it diverges
import math

import torch
import torch.nn as nn

torch.manual_seed(0)
X = torch.randn(256, 10)
w = torch.randn(10, 1)
y = (X @ w > 0).float().squeeze(1)
model = nn.Sequential(nn.Linear(10, 32), nn.ReLU(), nn.Linear(32, 1))
init_state = {k: v.clone() for k, v in model.state_dict().items()}
opt = torch.optim.SGD(model.parameters(), lr=1e-5, momentum=0.9)
loss_fn = nn.BCEWithLogitsLoss()

start_lr, end_lr, num_iter = 1e-5, 10.0, 60
gamma = (end_lr / start_lr) ** (1 / num_iter)
sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=gamma)
print(round(gamma, 6))
avg, best, beta = 0.0, float("inf"), 0.9
history = []
for it in range(num_iter):
    idx = torch.randint(0, 256, (32,))
    loss = loss_fn(model(X[idx]).squeeze(1), y[idx])
    avg = beta * avg + (1 - beta) * loss.item()
    smoothed = avg / (1 - beta ** (it + 1))
    lr = opt.param_groups[0]["lr"]
    history.append((lr, smoothed))
    if smoothed < best:
        best = smoothed
    if it > 5 and (smoothed > 4 * best or math.isnan(smoothed)):
        print(f"stopping at iter {it}, lr {lr:.3e}")
        break
    opt.zero_grad()
    loss.backward()
    opt.step()
    sched.step()
for lr, l in history[::8]:
    print(f"lr {lr:.2e} loss {l:.4f}")
lrs = torch.tensor([h[0] for h in history])
losses = torch.tensor([h[1] for h in history])
grads = (losses[1:] - losses[:-1]) / (lrs[1:].log10() - lrs[:-1].log10())
print(f"steepest descent at lr {lrs[grads.argmin()].item():.2e}, min loss at lr {lrs[losses.argmin()].item():.2e}")
model.load_state_dict(init_state)
print(torch.equal(model[0].weight, init_state["0.weight"]))

# OneCycleLR built from the suggested max lr
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.5, total_steps=20)
seen = []
for step in range(20):
    opt.step()
    seen.append((round(opt.param_groups[0]["lr"], 6), round(opt.param_groups[0]["momentum"], 4)))
    sched.step()
print(seen[::4], seen[-1])
cyc = torch.optim.lr_scheduler.CyclicLR(torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9), base_lr=0.01, max_lr=0.1, step_size_up=3, mode="triangular2")
vals = []
for _ in range(14):
    vals.append(round(cyc.get_last_lr()[0], 4))
    cyc.optimizer.step()
    cyc.step()
print(vals)
