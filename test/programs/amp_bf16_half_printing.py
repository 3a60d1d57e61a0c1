# Half-precision tensors up close: how bfloat16 and float16 print, round, and promote.
import torch

x = torch.tensor([0.1, 1.0 / 3, 2.5, 1000.7, -65504.0, 1e-3])
print(x)
print(x.bfloat16())
print(x.half())
print(x.bfloat16().float())
print(x.half().float())

print("\nmachine epsilon and range:")
for dt in (torch.float32, torch.bfloat16, torch.float16):
    fi = torch.finfo(dt)
    print(dt, fi.bits, fi.eps, fi.max, fi.tiny, fi.resolution)

print("\nrounding of each op to the narrow type:")
a = torch.tensor([256.0, 1.0, 3.0], dtype=torch.bfloat16)
print(a + 1, (a + 1).dtype)
print(a / 3)
print(a * 1.01)
h = torch.tensor([2048.0, 1.0, 3.0], dtype=torch.float16)
print(h + 1, h / 3, h * 1e4)
print(torch.tensor([70000.0]).half(), torch.tensor([1e-8]).half(), torch.tensor([1e-8]).bfloat16())

print("\ntype promotion:")
b = torch.ones(2, dtype=torch.bfloat16)
f = torch.ones(2, dtype=torch.float16)
print((b + f).dtype, (b + torch.ones(2)).dtype, (b * 2.5).dtype, (b + torch.tensor(1.0)).dtype)
print((f + torch.ones(2, dtype=torch.int64)).dtype, (b > 0.5).dtype, torch.result_type(b, f))
print(torch.promote_types(torch.bfloat16, torch.float16), torch.promote_types(torch.float16, torch.float64))

print("\nreductions:")
r = torch.arange(1, 301, dtype=torch.float32)
print(r.sum(), r.bfloat16().sum(), r.half().sum())
print(r.bfloat16().mean(), r.half().mean(), r.bfloat16().cumsum(0)[-3:])
print(torch.linspace(0, 1, 7).bfloat16())
print(torch.randn(3, 4, generator=torch.Generator().manual_seed(0)).bfloat16())
print(torch.full((2, 3), 1 / 3, dtype=torch.float16))
print(torch.tensor([1.5, float("inf"), float("nan")], dtype=torch.bfloat16))
print(torch.tensor(3.140625, dtype=torch.bfloat16), torch.tensor(3.140625, dtype=torch.bfloat16).item())
print(torch.tensor([123456.0]).bfloat16(), torch.tensor([1e20, 1e-20]).bfloat16())
