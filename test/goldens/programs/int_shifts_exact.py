# Bit shifts of int64 across its range by every in-range count, and of the narrower integer dtypes. Counts of 64 or
# more are left out: PyTorch 1.13 shifted by the count modulo 64 there (undefined in C++), current PyTorch gives 0 (or
# the sign) as ours does.
import torch
a = torch.tensor([0, 1, -1, 5, -5, 2**40, -2**40, 2**62, -2**63, 2**63 - 1])
for s in [0, 1, 3, 31, 32, 62, 63]:
    print(s, (a << s).tolist(), (a >> s).tolist())
counts = torch.tensor([0, 1, 2, 63, 7, 3, 5, 1, 1, 60])
print((a << counts).tolist(), (a >> counts).tolist())
for dt in [torch.int32, torch.int16, torch.int8, torch.uint8]:
    x = torch.arange(-8, 8).to(dt)
    print(dt, (x << 3).tolist(), (x >> 1).tolist(), (x << 7).tolist())
