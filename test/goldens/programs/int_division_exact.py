# Integer floor division, floor modulo and truncated remainder of every integer dtype, int64 across its whole range
# (the smallest value divided by -1 is left out: PyTorch's CPU kernel traps on it).
import torch
vals = [0, 1, -1, 2, -2, 3, -3, 7, -7, 2**31 - 1, -2**31, 2**62, -2**63 + 1, 2**63 - 1, 5, -5, 100, -100]
a = torch.tensor(vals)
for d in [1, -1, 2, -2, 3, -3, 7, -7, 2**40, -2**40, 2**63 - 1, -2**63]:
    print(d, (a // d).tolist(), (a % d).tolist(), torch.fmod(a, d).tolist(), torch.remainder(a, d).tolist())
b = torch.tensor([3, -3, 1, -1, 7, -7, 2, -2, 5, -5, 9, -9, 4, -4, 6, -6, 8, -8])
print((a // b).tolist(), (a % b).tolist(), torch.fmod(a, b).tolist(), torch.div(a, b, rounding_mode="floor").tolist(), torch.div(a, b, rounding_mode="trunc").tolist())
for dt in [torch.int32, torch.int16, torch.int8, torch.uint8]:
    x = torch.arange(-20, 20).to(dt)
    print(dt, (x // 3).tolist(), (x % -4).tolist(), torch.fmod(x, 3).tolist())
try:
    torch.tensor([1, 2]) // 0
except RuntimeError as e:
    print("RuntimeError", e)
print(torch.tensor([-2**63]) // 2, torch.tensor([-2**63]) % 3)
