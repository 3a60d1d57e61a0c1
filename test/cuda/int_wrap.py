# Integer arithmetic on the device wraps on overflow as PyTorch CUDA's does, per dtype and op, and int64 past 2^53
# stays exact through factories, Python int scalars, fills, sorting and reductions
import torch
for dt in [torch.int8, torch.uint8, torch.int16, torch.int32, torch.int64]:
    info = torch.iinfo(dt)
    a = torch.tensor([info.max, info.min, info.max - 1, 3], dtype=dt, device='cuda')
    print(dt, a + 1, a - 1, a * 3, a * a, -a, abs(a), a.sum(), a.prod(), a.cumsum(0), sep='\n')
    print(a // 3, a % 7, a << 1, a ^ 5, torch.add(a, a, alpha=3), a.to(torch.int8), a.to(torch.uint8), a.to(torch.int32), sep='\n')
    b = a.clone(); b += 100; b *= 5; print(b)
print(torch.arange(2**24 - 2, 2**24 + 3, device='cuda'), torch.arange(2**53, 2**53 + 4, device='cuda'))
print(torch.arange(2**62, 2**62 + 8, 3, device='cuda'), torch.arange(10, dtype=torch.int8, device='cuda') * 30)
print(torch.arange(2**31 - 3, 2**31 + 2, device='cuda').to(torch.int32), torch.arange(16777210, 16777220, dtype=torch.int32, device='cuda'))
print(torch.full((2,), 2**60 + 1, device='cuda'), torch.full((3,), 2**31 - 1, dtype=torch.int32, device='cuda') + 2)
t = torch.tensor([2**53 + 1, 2**62 + 1, -(2**60) - 1, 7], device='cuda')
print(t + (2**60 + 1), t * 2**40, t - 2**53, t == 2**53 + 1, t.masked_fill(t > 10, 2**61 + 3), t.clamp(min=2**53 + 2), sep='\n')
x = torch.zeros(3, dtype=torch.int64, device='cuda'); x.fill_(2**60 + 1); print(x, t.tolist(), t[1].item())
s = torch.tensor([2**62 + 1, 2**62, 2**62 + 3, 2**62 + 2, -(2**62) - 1, -(2**62)], device='cuda')
print(s.sort(), s.argsort(descending=True), s.topk(3), s.max(), s.argmin(), s.sum(), s.cumsum(0), sep='\n')
print(s // 3, s % 5, s & (2**60 + 1), s >> 3, s.unique(), sep='\n')
