# Gradient clipping: clip_grad_norm_, clip_grad_value_, per-parameter norms, with AMP-style unscale omitted
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(10, 20), nn.Tanh(), nn.Linear(20, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(16, 10) * 10
y = torch.randn(16, 1) * 10

for step in range(4):
    optimizer.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    total_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
    clipped = torch.norm(torch.stack([p.grad.norm(2) for p in model.parameters()]), 2)
    print(f"step {step}: loss {loss.item():.4f} total norm {total_norm:.4f} after {clipped:.4f}")
    optimizer.step()

optimizer.zero_grad()
nn.functional.mse_loss(model(x), y).backward()
torch.nn.utils.clip_grad_value_(model.parameters(), clip_value=0.05)
print(max(p.grad.abs().max().item() for p in model.parameters()))
print(model[2].bias.grad)

optimizer.zero_grad()
nn.functional.mse_loss(model(x), y).backward()
n_inf = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=0.5, norm_type=float('inf'))
print(n_inf, max(p.grad.abs().max() for p in model.parameters()))
n1 = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=100.0, norm_type=1)
print(n1)

for name, p in model.named_parameters():
    print(name, p.grad.norm().item() > 0, tuple(p.grad.shape))

p = torch.zeros(3, requires_grad=True)
p.grad = torch.tensor([float('nan'), 1.0, 2.0])
print(torch.nn.utils.clip_grad_norm_([p], 1.0))
try:
    torch.nn.utils.clip_grad_norm_([p], 1.0, error_if_nonfinite=True)
except RuntimeError as e:
    print("RuntimeError:", e)
q = torch.ones(2, requires_grad=True)
print(torch.nn.utils.clip_grad_norm_([q], 1.0))
q.grad = torch.tensor([3.0, 4.0])
print(torch.nn.utils.clip_grad_norm_(q, 1.0), q.grad)

for p in model.parameters():
    p.register_hook(lambda grad: torch.clamp(grad, -0.01, 0.01))
optimizer.zero_grad()
nn.functional.mse_loss(model(x), y).backward()
print(model[0].bias.grad[:5])
