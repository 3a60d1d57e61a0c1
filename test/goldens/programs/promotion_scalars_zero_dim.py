# Type promotion with Python scalars, 0-d tensors and mixed dtypes
import torch

i8 = torch.tensor([1, 2], dtype=torch.int8)
u8 = torch.tensor([1, 2], dtype=torch.uint8)
i32 = torch.tensor([1, 2], dtype=torch.int32)
i64 = torch.tensor([1, 2])
f16 = torch.tensor([1, 2], dtype=torch.float16)
bf = torch.tensor([1, 2], dtype=torch.bfloat16)
f32 = torch.tensor([1., 2.])
f64 = torch.tensor([1., 2.], dtype=torch.float64)
b = torch.tensor([True, False])
c64 = torch.tensor([1 + 1j])
tensors = {"i8": i8, "u8": u8, "i32": i32, "i64": i64, "f16": f16, "bf": bf, "f32": f32, "f64": f64, "b": b}
names = list(tensors)
for n1 in names:
    print(n1, [str((tensors[n1] + tensors[n2]).dtype).replace("torch.", "") for n2 in names])
for n, t in tensors.items():
    print(n, (t + 1).dtype, (t + 1.5).dtype, (t * True).dtype, (t / 2).dtype, (t // 1).dtype if n != "b" else None)
zeros = {"i64_0d": torch.tensor(5), "f64_0d": torch.tensor(2.5, dtype=torch.float64), "f32_0d": torch.tensor(1.5),
         "b_0d": torch.tensor(True), "u8_0d": torch.tensor(3, dtype=torch.uint8)}
for n, t in tensors.items():
    print(n, [str((t + z).dtype).replace("torch.", "") for z in zeros.values()])
print(torch.result_type(f32, 1j), torch.result_type(i8, 1000), torch.result_type(u8, -1), torch.result_type(f16, 1e10), torch.result_type(2, 3.0))
print(torch.promote_types(torch.int8, torch.uint8), torch.promote_types(torch.bfloat16, torch.float16), torch.promote_types(torch.bool, torch.int8))
print(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32), torch.can_cast(torch.float64, torch.complex64))
print(u8 - 3, i8 * 100, u8 + 255, torch.tensor([250], dtype=torch.uint8) + torch.tensor([10], dtype=torch.uint8))
print(i64 + 0.5, i64 * 1.5, f16 + 1e-4, f16 * 70000, bf + 0.001)
print(torch.tensor(3) / torch.tensor(2), torch.tensor(3) // torch.tensor(2), torch.tensor([3]) ** 2, torch.tensor([3]) ** 0.5, torch.tensor([2]) ** -1.0)
try:
    torch.tensor([2]) ** -1
except RuntimeError as e:
    print(type(e).__name__, e)
print(2 ** torch.tensor([1, 2]), 2.0 ** torch.tensor([1, 2]), torch.tensor([1.5]) ** torch.tensor([2]))
print(b + b, b * b, (b + 1).dtype, b.sum(), b.sum().dtype, i8.sum().dtype, f16.sum().dtype, i32.prod().dtype, u8.cumsum(0).dtype)
print(i8.mean(dtype=torch.float32), f32.mean().dtype, torch.tensor([1, 2]).float().mean())
try:
    i64.mean()
except RuntimeError as e:
    print(type(e).__name__, e)
print(torch.where(b, i8, 2.5).dtype, torch.where(b, f16, f64).dtype, torch.cat([i8, f32]).dtype, torch.stack([u8, i8]).dtype)
print(torch.maximum(i32, f16).dtype, torch.clamp(i64, 0.5, 1.5), torch.clamp(i64, min=0.5).dtype)
print(i64.float().dtype, f32.to(i64).dtype, f32.type_as(i8).dtype, torch.zeros(2, dtype=i8.dtype).dtype)
x = torch.tensor([1, 2, 3])
x = x + 0.5
print(x, x.dtype)
y = torch.ones(2, dtype=torch.float16)
y += 1.0
y += torch.tensor(2.0, dtype=torch.float64)
print(y, y.dtype)
print(torch.tensor([1, 2]) == 1.0, torch.tensor([0.1]) == torch.tensor([0.1], dtype=torch.float64), torch.tensor([1]) < 1.5)
print(torch.tensor([True]) & torch.tensor([1]), (torch.tensor([5]) & 3).dtype)
print(torch.get_default_dtype(), torch.tensor([1, 2.]).dtype, torch.arange(3.).dtype, torch.tensor(1e40), torch.tensor([1e-50], dtype=torch.float64))
torch.set_default_dtype(torch.float64)
print(torch.tensor([1.5]).dtype, (torch.tensor([1]) * 1.5).dtype, torch.randn(2).dtype, torch.tensor([1j]).dtype, torch.arange(2.).dtype)
torch.set_default_dtype(torch.float32)
print(torch.tensor([1j]).dtype, (torch.tensor([1]) * 1j).dtype)
