# Type promotion: what dtype an operation returns, result_type/promote_types/can_cast, and the errors of out= and in-place
import torch

i8 = torch.tensor([1, 2], dtype=torch.int8)
u8 = torch.tensor([200, 100], dtype=torch.uint8)
i32 = torch.tensor([1, 2], dtype=torch.int32)
i64 = torch.tensor([1, 2])
f16 = torch.tensor([1.5, 2.5], dtype=torch.float16)
bf16 = torch.tensor([1.5, 2.5], dtype=torch.bfloat16)
f32 = torch.tensor([1.5, 2.5])
f64 = torch.tensor([1.5, 2.5], dtype=torch.float64)
b = torch.tensor([True, False])
c64 = torch.tensor([1 + 1j, 2 - 1j])
named = {"i8": i8, "u8": u8, "i32": i32, "i64": i64, "f16": f16, "bf16": bf16, "f32": f32, "f64": f64, "b": b, "c64": c64}
keys = list(named)
print("      " + " ".join(f"{k:>9}" for k in keys))
for ka in keys:
    row = []
    for kb in keys:
        row.append(str((named[ka] + named[kb]).dtype).replace("torch.", ""))
    print(f"{ka:>5} " + " ".join(f"{r:>9}" for r in row))

# python scalars and 0-dim tensors do not upcast a dimensioned tensor of the same category
print((i8 + 1000).dtype, (i8 + 1000), (u8 + 1).dtype, u8 + 100)
print((i32 * 2.5).dtype, (f16 * 1e5).dtype, f16 * 1e5)
print((i64 + torch.tensor(1.5, dtype=torch.float64)).dtype, (f16 + torch.tensor(1.5, dtype=torch.float64)).dtype)
print((f32 + torch.tensor([1.5], dtype=torch.float64)).dtype, (b + True).dtype, (b + 1).dtype, (b * 1.5).dtype)
print((i64 / 2).dtype, i64 / 2, (i64 // 2).dtype, i64 // 2, torch.true_divide(i32, 2).dtype)
print((u8 - 201), (i8 * 100), torch.tensor([7], dtype=torch.uint8) // 2)
print((i64 + 1j).dtype, (f64 * 1j).dtype, (f16 + c64).dtype)
print(torch.result_type(i8, 5), torch.result_type(i8, 5.0), torch.result_type(u8, i8), torch.result_type(2, 3.0))
print(torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.float16, torch.bfloat16), torch.promote_types(torch.bool, torch.int16))
print(torch.can_cast(torch.float64, torch.float32), torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int64, torch.uint8), torch.can_cast(torch.complex64, torch.float64))
print(torch.get_default_dtype(), torch.tensor([1, 2.0]).dtype, torch.tensor([True, 2]).dtype, torch.tensor([1, 2j]).dtype)
print(torch.arange(5).dtype, torch.arange(5.0).dtype, torch.arange(0, 1, 0.25).dtype, torch.full((2,), 7).dtype, torch.full((2,), 7.0).dtype)
print(torch.zeros(2).long().dtype, torch.ones(2, dtype=torch.int16).float().dtype, f32.to(torch.uint8), torch.tensor([-1.7, 2.9]).int())
print(torch.tensor([300.0]).to(torch.uint8), torch.tensor([1e10]).int().dtype)

# in-place ops keep the left operand's dtype, and refuse to downcast to a lower category
x = torch.zeros(2, dtype=torch.int64)
x += 2
print(x)
try:
    x += 1.5
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    x.mul_(torch.tensor([1.5, 2.0]))
except RuntimeError as e:
    print("RuntimeError:", e)
y = torch.zeros(2)
y += torch.tensor([1, 2])
print(y, y.dtype)
h = torch.zeros(2, dtype=torch.float16)
h += torch.tensor([1.25, 2.5], dtype=torch.float64)
print(h)
try:
    b.add_(1)
except RuntimeError as e:
    print("RuntimeError:", e)
out = torch.empty(2, dtype=torch.int32)
try:
    torch.add(f32, f32, out=out)
except RuntimeError as e:
    print("RuntimeError:", e)
out64 = torch.empty(2, dtype=torch.float64)
torch.add(f32, f32, out=out64)
print(out64)
print(torch.mean(i64.float()), torch.sum(i8).dtype, torch.sum(b).dtype, torch.prod(u8).dtype, i8.cumsum(0).dtype)
try:
    torch.mean(i64)
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.sum(i8, dtype=torch.float32), torch.softmax(i64.float(), 0), torch.where(b, i64, 0.5))
try:
    torch.softmax(i64, 0)
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.maximum(i32, f16), torch.clamp(i64, min=1.5).dtype, (i64 ** 2).dtype, (i64 ** 0.5).dtype, (2 ** i64).dtype, (2.0 ** i64).dtype)
