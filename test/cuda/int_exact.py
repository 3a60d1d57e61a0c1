# Integer arithmetic on the device is exact past float32's 2^24: int32 adds, multiplies, compares and clamps as
# PyTorch CUDA computes them, and int64 past 2^53
import torch
a = torch.tensor([1065353216, 16777217, 2**31 - 2], dtype=torch.int32, device='cuda')
print(a + 1, a - 1, a[:2] * 2, a[:2] + a[:2], sep='\n')
print(a == 16777217, a > 16777216, torch.clamp(a, max=16777217), torch.where(a > 2**30, a, a + 2), sep='\n')
c = torch.tensor([16777210, 16777215, 16777216, 16777217, 16777219], dtype=torch.int32, device='cuda')
print(c + torch.ones_like(c), torch.maximum(c, c.flip(0)), sep='\n')
b = torch.tensor([2**53 + 1, 2**62 + 1, -(2**60) - 1], device='cuda')
d = torch.tensor([2**53, 2**62, -(2**60)], device='cuda')
print(b == d, b > d, torch.clamp(b, max=2**53), torch.where(b > d, b, d), sep='\n')
print(torch.tensor([100, 200], dtype=torch.uint8, device='cuda') + 100)
