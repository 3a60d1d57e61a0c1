# dtype conversions: .to, .type, .float/.double/.half, type promotion rules and default dtypes.
import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([0.5, 1.5, 2.5])
print(a.dtype, b.dtype, torch.get_default_dtype())
print("int + float:", (a + b).dtype, a + b)
print("int * python float:", (a * 2.5).dtype, a * 2.5)
print("int / int:", (a / 2).dtype, a / 2)
print("int // int:", (a // 2).dtype, a // 2)
print("float32 + float64:", (b + b.double()).dtype)
print("bool + int:", (torch.tensor([True, False]) + 1).dtype)
print("uint8 + int8:", (torch.tensor([1], dtype=torch.uint8) + torch.tensor([1], dtype=torch.int8)).dtype)
print("int tensor + 0-dim float tensor:", (a + torch.tensor(1.5)).dtype)
print("float16 + float32 0-dim:", (torch.ones(2, dtype=torch.float16) + torch.tensor(1.0)).dtype)


print("\nConversions:")
c = torch.tensor([-1.7, -0.2, 0.0, 0.6, 2.5, 300.9])
print(c.to(torch.int32), c.long(), c.clamp(0, 255).to(torch.uint8))
print(c.half(), c.bfloat16())
print(c.double(), c.bool())
print(c.type(torch.int16), c.type())
print(a.to(b), a.to(dtype=torch.float64, copy=True))
print(b.to(torch.float32) is b, b.to(torch.float64) is b)

print("\nfloat16 precision and range:")
h = torch.tensor([1.0, 1.0 + 2 ** -10, 1.0 + 2 ** -11, 65504.0, 70000.0]).half()
print(h, h.float())
print(torch.finfo(torch.float16).eps, torch.finfo(torch.float16).max, torch.finfo(torch.bfloat16).eps)
print(torch.iinfo(torch.int8).min, torch.iinfo(torch.int8).max, torch.iinfo(torch.int64).max)
