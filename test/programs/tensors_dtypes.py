# A tour of dtypes: how each prints, conversions, and how arithmetic picks a result dtype.
import torch

values = [0, 1, 2, 127, 200]
for dtype in [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]:
    t = torch.tensor(values).to(dtype)
    print(str(dtype).ljust(12), t, t.element_size(), "bytes each")

print()
x = torch.tensor([0.1, 1.0 / 3.0, 2.5, -1e-3])
for dtype in [torch.float16, torch.bfloat16, torch.float32, torch.float64]:
    print(str(dtype).ljust(15), x.to(dtype))

print("\nBooleans:")
b = torch.tensor([True, False, True])
print(b, b.dtype, b.sum(), b.int())

print("\nConversions truncate toward zero:")
y = torch.tensor([-2.7, -0.5, 0.5, 2.7])
print(y.int(), y.long(), y.round(), y.floor(), y.ceil())

print("\nuint8 wraps around:")
u = torch.tensor([250, 5], dtype=torch.uint8)
print(u + 10)
print(u - 10)

print("\nPromotion:")
i = torch.tensor([1, 2, 3])
print((i + 0.5).dtype, (i * 2).dtype, (i / 2).dtype, (i // 2).dtype)
print((i.to(torch.int8) + i.to(torch.int16)).dtype)
print((torch.ones(2, dtype=torch.float16) + torch.ones(2)).dtype)
print((torch.ones(2, dtype=torch.float64) + torch.ones(2)).dtype)
print((torch.tensor(1, dtype=torch.uint8) + torch.tensor(1, dtype=torch.int8)).dtype)
print((i + True).dtype, (b + b).dtype, (b * 1.5).dtype)

print("\nfloat16 has few digits:")
h = torch.tensor([1000.0, 1001.0, 2049.0, 65504.0, 70000.0], dtype=torch.float16)
print(h)

print("\nType queries:")
print(x.is_floating_point(), i.is_floating_point(), b.dtype == torch.bool)
print(torch.get_default_dtype())
print(x.double().dtype, x.half().dtype, x.type(torch.int32))
