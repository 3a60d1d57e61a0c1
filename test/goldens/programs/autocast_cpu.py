# Autocast on the CPU: which ops run in bfloat16, which keep float32, which promote; casts recorded for backward.
import torch
import torch.nn as nn

torch.manual_seed(0)
a, b = torch.randn(4, 4), torch.randn(4, 4)
with torch.autocast("cpu"):
    c = a @ b
    print(c.dtype, (a + b).dtype, torch.mm(a, b).dtype, torch.bmm(a[None], b[None]).dtype)
    print(nn.functional.linear(a, b).dtype, torch.addmm(a, a, b).dtype, torch.cat([a, c]).dtype, torch.stack([c, a]).dtype)
    print(c.sum().dtype, torch.relu(c).dtype, (c * 2).dtype, c.float().dtype, torch.mm(a.double(), b.double()).dtype)
    # the product of the bfloat16-rounded inputs, rounded once more (its accumulation order differs across versions)
    print(((c.float() - a.bfloat16().float() @ b.bfloat16().float()).abs() <= 0.02 * c.float().abs() + 0.01).all())
    with torch.autocast("cpu", enabled=False):
        print((a @ b).dtype)
    print((a @ b).dtype)
print((a @ b).dtype)

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
x = torch.randn(16, 4)
with torch.autocast("cpu", dtype=torch.bfloat16):
    out = model(x)
    print(out.dtype, out.grad_fn.name(), model[0].weight.dtype)
    loss = nn.functional.mse_loss(out, torch.zeros(16, 1))
print(loss.dtype)
loss.backward()
print(model[0].weight.grad.dtype, model[2].bias.grad.dtype)
print(model[2].bias.grad)


@torch.autocast("cpu")
def double_mm(t):
    return t @ t @ t


print(double_mm(a).dtype)
conv = nn.Conv2d(2, 3, 3)
with torch.autocast("cpu"):
    y = conv(torch.randn(1, 2, 5, 5))
print(y.dtype, y.shape)
# batch norm's float32 parameters get float32 gradients through a bfloat16 region
net = torch.nn.Sequential(torch.nn.Conv2d(2, 4, 1), torch.nn.BatchNorm2d(4), torch.nn.ReLU(), torch.nn.Conv2d(4, 1, 1))
x = torch.randn(1, 2, 4, 4)
with torch.autocast("cpu"):
    out = net(x)
    loss = (out.float() ** 2).mean()
loss.backward()
print(out.dtype, [p.grad.dtype for p in net.parameters()])
