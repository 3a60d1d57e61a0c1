# An MLP on random data, Adam with weight decay, StepLR and gradient clipping, 2000 steps
import torch, torch.nn as nn
torch.manual_seed(42)
X = torch.randn(256, 10)
w = torch.randn(10, 1)
Y = (X @ w + 0.1 * torch.randn(256, 1)).tanh()
net = nn.Sequential(nn.Linear(10, 32), nn.Tanh(), nn.Linear(32, 32), nn.GELU(), nn.Linear(32, 1))
opt = torch.optim.Adam(net.parameters(), lr=1e-3, weight_decay=1e-4)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=500, gamma=0.5)
for step in range(2000):
    idx = torch.randint(0, 256, (32,))
    loss = nn.functional.mse_loss(net(X[idx]), Y[idx])
    opt.zero_grad()
    loss.backward()
    nn.utils.clip_grad_norm_(net.parameters(), 1.0)
    opt.step(); sched.step()
    if step % 100 == 0:
        print(f"step {step:4d} loss {loss.item():.6f} lr {sched.get_last_lr()[0]:.6f}")
with torch.no_grad():
    print(nn.functional.mse_loss(net(X), Y).item())
