# An int64 past 2^53 converts to float32 in one rounding (to nearest, ties to even), as C++'s conversion does: going
# through a double first would round twice, and 2^60 + 2^36 + 1 would land on 2^60 instead of 2^60 + 2^37.
import torch

v = 2**60 + 2**36 + 1
w = 2**60 + 2**52 + 2**36 + 1  # bfloat16 also reaches it through float32
vals = [v, -v, w, 2**53 + 1, 2**62 + 2**38 + 1, 2**63 - 1, -2**63, 2**24 + 1, 2**55 + 2**31 + 1,
        2**31 + 2**7 + 1, 2**32 + 2**8 + 1, 2**40 + 2**16, 3, -5, 0]
t = torch.tensor(vals)
print('float', t.float().tolist())
print('to', t.to(torch.float32).tolist())
print('type', t.type(torch.float32).tolist())
print('strided', t.view(3, 5).t().float().tolist())
print('half', t.half().tolist())
print('bfloat16', t.bfloat16().tolist())
print('double', t.double().tolist())
print('complex64', t[:4].to(torch.complex64).tolist())
print('promote +', (t + torch.zeros(1)).tolist())
print('promote bf16', (t + torch.zeros(1, dtype=torch.bfloat16)).tolist())
print('mul 0.5', (t * 0.5).tolist())
print('div 3', (t / 3).tolist())
print('where', torch.where(t > 0, t, torch.zeros(1)).tolist())
x = torch.zeros(len(vals))
x.copy_(t)
print('copy_', x.tolist())
print('sum', t.sum(dtype=torch.float32).item(), t[:1].sum(dtype=torch.float32).item(), t[:3].float().mean().item())
print('cumsum', t[:3].cumsum(0, dtype=torch.float32).tolist())
print('cumsum f64->f32', torch.tensor([0.1, 0.2, 1e-9, 0.3], dtype=torch.float64).cumsum(0, dtype=torch.float32).tolist())
print('cumprod f64->f32', torch.tensor([0.1, 0.2, 1e-9, 0.3], dtype=torch.float64).cumprod(0, dtype=torch.float32).tolist())
# Python ints past 2^53
print('tensor', [torch.tensor(a, dtype=torch.float32).item() for a in vals[:5]], torch.tensor(vals, dtype=torch.float32)[:5].tolist())
print('full', torch.full((2,), v, dtype=torch.float32).tolist(), torch.full((1,), w, dtype=torch.bfloat16).tolist())
z = torch.zeros(2)
print('scalar ops', (z + v).tolist(), (v - z).tolist(), z.add(1, alpha=v).tolist(), (z.double() + v).tolist())
print('fill_', torch.zeros(2).fill_(v).tolist(), torch.zeros(2).fill_(torch.tensor(v)).tolist())
print('masked_fill', torch.zeros(2).masked_fill(torch.tensor([True, False]), v).tolist())
print('index_fill', torch.zeros(2).index_fill(0, torch.tensor([1]), v).tolist())
print('clamp', torch.zeros(2).clamp(min=v).tolist())
