# An int64 past 2^53 converts to float32 in one rounding on the device too (2^60 + 2^36 + 1 is 2^60 + 2^37, not 2^60)
import torch
v = 2**60 + 2**36 + 1
w = 2**60 + 2**52 + 2**36 + 1
vals = [v, -v, w, 2**53 + 1, 2**62 + 2**38 + 1, 2**63 - 1, -2**63, 2**24 + 1, 2**55 + 2**31 + 1,
        2**31 + 2**7 + 1, 2**32 + 2**8 + 1, 2**40 + 2**16, 3, -5, 0]
t = torch.tensor(vals, device='cuda')
print(t.float().tolist())
print(t.bfloat16().tolist())
print(t.double().tolist())
print((t * 0.5).tolist())
print((t + torch.zeros(1, device='cuda')).tolist())
print(torch.zeros(2, device='cuda').fill_(v).tolist(), (torch.zeros(2, device='cuda') + v).tolist())
