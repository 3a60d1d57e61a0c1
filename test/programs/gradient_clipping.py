# Clipping gradients by total norm and by value, and accumulating gradients over micro-batches.
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
x = torch.randn(16, 4) * 10
y = torch.randn(16, 1)

loss = nn.functional.mse_loss(model(x), y)
loss.backward()
norms = [p.grad.norm().item() for p in model.parameters()]
print("grad norms:", [f"{n:.4f}" for n in norms])
total = nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
print(f"total norm before clipping: {total:.4f}")
after = torch.stack([p.grad.norm() for p in model.parameters()]).norm()
print(f"total norm after clipping: {after:.4f}")

model.zero_grad()
nn.functional.mse_loss(model(x), y).backward()
nn.utils.clip_grad_value_(model.parameters(), clip_value=0.05)
print("max abs grad after clip_grad_value_:", max(p.grad.abs().max().item() for p in model.parameters()))
print(model[2].weight.grad)

print("\nnorm_type=inf:")
model.zero_grad()
nn.functional.mse_loss(model(x), y).backward()
print(f"{nn.utils.clip_grad_norm_(model.parameters(), 0.5, norm_type=float('inf')):.4f}")

print("\nGradient accumulation equals one big batch:")
torch.manual_seed(1)
net = nn.Linear(4, 1)
big = nn.functional.mse_loss(net(x), y)
big.backward()
full = net.weight.grad.clone()
net.zero_grad()
for chunk_x, chunk_y in zip(x.chunk(4), y.chunk(4)):
    (nn.functional.mse_loss(net(chunk_x), chunk_y) / 4).backward()
print(full)
print(net.weight.grad)
print("close:", torch.allclose(full, net.weight.grad, atol=1e-5))

print("\nparameters_to_vector:")
vec = nn.utils.parameters_to_vector(net.parameters())
print(vec.shape, vec)
