# Tutorial style: train a small MLP with CPU autocast (bfloat16) and watch dtypes and losses.
import warnings

import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(32, 8)
y = torch.randint(0, 4, (32,))
loss_fn = nn.CrossEntropyLoss()
for epoch in range(3):
    opt.zero_grad()
    with torch.autocast(device_type="cpu", dtype=torch.bfloat16):
        logits = model(x)
        loss = loss_fn(logits, y)
    print(epoch, logits.dtype, loss.dtype, round(loss.item(), 2))
    loss.backward()
    print("  grads", [p.grad.dtype for p in model.parameters()])
    opt.step()
with torch.autocast("cpu"):
    h = model[0](x[:2])
    print(h)
    print(h.grad_fn.name())
    print(model[1](h).dtype, torch.relu(h).dtype)
    print(logits.argmax(1)[:8])
# the cpu state is its own: torch.is_autocast_enabled() with no device asks about cuda
with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    print(torch.is_autocast_enabled(), torch.is_autocast_cpu_enabled())
    with torch.autocast("cpu"):
        print(torch.is_autocast_enabled(), torch.is_autocast_cpu_enabled(), torch.get_autocast_cpu_dtype())
