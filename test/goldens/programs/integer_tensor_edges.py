# Integer, bool and uint8 tensor arithmetic: division modes, overflow, shifts, promotion with scalars.
import torch

a = torch.tensor([7, -7, 5, -5])
b = torch.tensor([2, 2, -3, -3])
print(a / b, (a / b).dtype)
print(a // b, torch.div(a, b, rounding_mode="trunc"), torch.div(a, b, rounding_mode="floor"))
print(a % b, torch.remainder(a, b), torch.fmod(a, b))
print(a % 3, -7 % torch.tensor(3), torch.tensor(-7.5) % 2)
print(a ** 2, torch.tensor([2]) ** torch.tensor([10]), 2 ** torch.tensor([3, 4]))
try:
    torch.tensor([2]) ** -1
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.tensor([2.0]) ** -1)
u = torch.tensor([250, 5], dtype=torch.uint8)
print(u + 10, u - 10, u * 2, (u + 10).dtype)
print(-u, u // 3, u.to(torch.int8))
i8 = torch.tensor([127, -128], dtype=torch.int8)
print(i8 + 1, i8.abs(), -i8)
print(torch.tensor([2**31 - 1], dtype=torch.int32) + 1)
print(torch.tensor([2**62]) * 4)
bo = torch.tensor([True, False, True])
print(bo + bo, bo * 3, bo.sum(), bo.dtype, (bo + bo).dtype)
print(bo & torch.tensor([True, True, False]), bo | False, ~bo, bo ^ True)
try:
    -bo
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    bo - bo
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.tensor([1, 2, 4]) << 2, torch.tensor([16, -16]) >> 2, torch.tensor([5]) & 3, torch.tensor([5]) | 2, ~torch.tensor([5]))
print(torch.tensor([1, 2]) + 1.5, (torch.tensor([1, 2]) * 1.0).dtype, (torch.tensor([1], dtype=torch.int8) + 1000).dtype)
print(torch.tensor([1, 2], dtype=torch.uint8) + torch.tensor([1], dtype=torch.int8))
print((torch.tensor([1], dtype=torch.uint8) + torch.tensor([1], dtype=torch.int8)).dtype)
print((torch.tensor([1], dtype=torch.int32) + torch.tensor(1)).dtype, (torch.tensor(1, dtype=torch.int32) + torch.tensor([1])).dtype)
print((torch.tensor([1], dtype=torch.int16) * 2.5).dtype, (torch.tensor([True]) + 1).dtype, (torch.tensor([True]) + 1.0).dtype)
try:
    torch.tensor([1, 2]) // 0
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.tensor([1, 2]) % torch.tensor([0, 1])
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.tensor([1.0, -1.0]) / 0, torch.tensor([0.0]) / 0, torch.tensor([5.0]) // 0)
x = torch.tensor([1, 2, 3])
x += 1
print(x)
try:
    x += 1.5
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    x /= 2
except RuntimeError as e:
    print("RuntimeError:", e)
x *= 2
print(x, x.dtype)
print(torch.tensor([3, 1, 2]).float().mean(), torch.tensor([3, 1, 2]).sum().dtype)
try:
    torch.tensor([3, 1, 2]).mean()
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.tensor([3, 1, 2], dtype=torch.uint8).sum().dtype, torch.tensor([1, 2], dtype=torch.int8).prod().dtype)
print(torch.tensor([1, 2, 3]).cumsum(0).dtype, torch.tensor([True, True]).cumsum(0))
print(torch.tensor([10, 20, 30]).to(torch.uint8) * torch.tensor(10, dtype=torch.uint8))
print(torch.tensor([-1.7, 2.9, 300.0]).to(torch.int32), torch.tensor([-1.7, 2.5, 255.9]).to(torch.uint8))
print(torch.tensor([0, 1, 2]).bool(), torch.tensor([0.0, 0.1]).bool(), torch.tensor([3, 4]).float() / torch.tensor([2, 2]))
print(torch.arange(5) // 2 * 2, torch.arange(-3, 3).abs(), torch.arange(-3, 3).sign(), torch.arange(-3, 3).clamp(-1, 1))
print(torch.tensor([5, 3]).max(), torch.maximum(torch.tensor([1, 5]), torch.tensor([2.5, 0.0])))
print(torch.tensor([1, 2]).eq(torch.tensor([1.0, 2.5])), torch.tensor([1, 2]) == 1.0)
print(torch.tensor([4, 9]).sqrt(), torch.tensor([4, 9]).sqrt().dtype, torch.tensor([1, 2]).exp().dtype)
print(torch.tensor([7]).float_power(2), torch.tensor([7]).true_divide(2), torch.tensor([7]).floor_divide(-2))
print(torch.bitwise_left_shift(torch.tensor([1], dtype=torch.uint8), 9), torch.tensor([255], dtype=torch.uint8) >> 1)
