# Gradients in a training loop: accumulation over micro-batches, zero_grad(set_to_none), freezing parameters,
# clipping by norm and value, and reading gradients per parameter.
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.Tanh(), nn.Linear(3, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
data = torch.randn(8, 4)
target = torch.randn(8, 1)

opt.zero_grad(set_to_none=True)
for chunk, t in zip(data.split(2), target.split(2)):
    loss = nn.functional.mse_loss(model(chunk), t) / 4
    loss.backward()
acc = [p.grad.clone() for p in model.parameters()]
opt.zero_grad(set_to_none=True)
nn.functional.mse_loss(model(data), target).backward()
print([torch.allclose(a, p.grad, atol=1e-6) for a, p in zip(acc, model.parameters())])

opt.zero_grad(set_to_none=False)
print([p.grad.abs().sum().item() for p in model.parameters()])
opt.zero_grad(set_to_none=True)
print([p.grad for p in model.parameters()])

for p in model[0].parameters():
    p.requires_grad_(False)
out = model(data).sum()
print(out.grad_fn.name(), [p.requires_grad for p in model.parameters()])
out.backward()
print([None if p.grad is None else tuple(p.grad.shape) for p in model.parameters()])
for p in model[0].parameters():
    p.requires_grad_(True)

opt.zero_grad(set_to_none=True)
(model(data) * 100).sum().backward()
total = nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
print(round(total.item(), 3), round(torch.cat([p.grad.flatten() for p in model.parameters()]).norm().item(), 4))
nn.utils.clip_grad_value_(model.parameters(), clip_value=0.05)
print(max(p.grad.abs().max().item() for p in model.parameters()))
for name, p in model.named_parameters():
    print(name, tuple(p.grad.shape), round(p.grad.sum().item(), 4))
opt.step()
print(round(model(data).sum().item(), 4))
