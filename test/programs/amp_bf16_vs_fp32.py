# How much accuracy does bfloat16 cost? Comparing float32 and bfloat16 results of common computations.
import torch
import torch.nn as nn

torch.manual_seed(0)
x = torch.randn(32, 64)
w = torch.randn(64, 16) / 8

full = x @ w
with torch.autocast("cpu", dtype=torch.bfloat16):
    low = x @ w
print(full.dtype, low.dtype)
err = (low.float() - full).abs()
print("max abs error below 0.05:", err.max().item() < 0.05)
print("relative error below 1%:", (err.norm() / full.norm()).item() < 0.01)
print("inputs rounded to bfloat16 change by at most 2**-9 relative:",
      ((x.bfloat16().float() - x).abs() <= x.abs() * 2 ** -9).all().item())

print("\nelementwise functions in bfloat16 vs float32:")
t = torch.linspace(-3, 3, 9)
for name in ("exp", "tanh", "sigmoid", "sin", "sqrt"):
    fn = getattr(torch, name)
    src = t.abs() if name == "sqrt" else t
    lo, hi = fn(src.bfloat16()), fn(src)
    print(name, lo, (lo.float() - hi).abs().max().item() <= hi.abs().max().item() * 2 ** -8)

print("\nsoftmax keeps its rows summing to one:")
logits = torch.randn(4, 10) * 3
p32 = logits.softmax(-1)
p16 = logits.bfloat16().softmax(-1)
print(p16.dtype, p16.float().sum(-1))
print(torch.equal(p32.argmax(-1), p16.argmax(-1)))

print("\nsumming many small numbers:")
ones = torch.full((4096,), 0.01)
print(ones.sum(), ones.bfloat16().sum(), ones.half().sum())
acc = torch.tensor(0.0, dtype=torch.bfloat16)
for _ in range(300):
    acc = acc + 1
print("counting to 300 in bfloat16:", acc)
acc16 = torch.tensor(0.0, dtype=torch.float16)
for _ in range(3000):
    acc16 = acc16 + 1
print("counting to 3000 in float16:", acc16)

print("\na layer in both precisions:")
layer = nn.Linear(64, 8)
with torch.no_grad():
    ref = layer(x)
    with torch.autocast("cpu"):
        mixed = layer(x)
print(ref.dtype, mixed.dtype, torch.allclose(ref, mixed.float(), atol=0.05, rtol=0.02))
