# int64 comparisons, clamps and where past 2^53, where a double can no longer tell neighbours apart
import torch
a = torch.tensor([2**53 + 1, 2**62 + 1, -(2**60) - 1, 7])
b = torch.tensor([2**53, 2**62, -(2**60), 7])
print(a == b, a != b, a > b, a >= b, a < b, a <= b, sep='\n')
print(torch.eq(a, 2**53), torch.gt(a, 2**62), sep='\n')
print(torch.clamp(a, min=b, max=b + 1), a.clamp_max(2**53), a.clamp_min(-(2**60)), sep='\n')
print(torch.where(a > b, a, b), torch.where(a == b, a, torch.tensor(-1)), sep='\n')
print(torch.maximum(a, b), torch.minimum(a, b), sep='\n')
c = a.clone(); c[a > b] = 0; print(c)
print((a > b).sum(), torch.isin(a, b) if hasattr(torch, 'isin') else None)
