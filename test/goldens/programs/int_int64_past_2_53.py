# int64 values past 2^53, where a double no longer tells neighbours apart: factories, Python int scalars in
# arithmetic, fills and clamps, sorting and selection, reductions, integer division and bitwise ops, printing
import torch
print(torch.arange(2**53, 2**53 + 4), torch.arange(2**62, 2**62 + 8, 3), torch.arange(-(2**60) - 3, -(2**60) + 3, 2))
print(torch.arange(2**63 - 5, 2**63 - 1), torch.arange(-(2**63), -(2**63) + 3), torch.arange(5, -5, -3))
print(torch.arange(0, 5.5, 1.5, dtype=torch.int64), torch.arange(0, 5.5, 1.5, dtype=torch.int32), torch.arange(0.5, 5, 1, dtype=torch.int64))
print(torch.arange(2**53, 2**53 + 4, dtype=torch.int32), torch.arange(-3, 3, dtype=torch.uint8), torch.arange(2**33, 2**33 + 2, dtype=torch.int16))
print(torch.full((2,), 2**60 + 1), torch.full_like(torch.zeros(2, dtype=torch.long), -(2**61) - 3), torch.zeros(2, dtype=torch.long).new_full((2,), 2**62 + 5))
print(torch.tensor([2**62 + 1, 2**62, -(2**63), 2**63 - 1]), torch.tensor(2**62 + 1), repr(torch.tensor([[2**62 + 1], [5]])))
t = torch.tensor([2**53 + 1, 2**62 + 1, -(2**60) - 1, 7])
print(t + (2**60 + 1), t * 2**40, t - 2**53, (2**62 + 3) - t, t == 2**53 + 1, t > 2**62, t < -(2**60), t != 2**62 + 1, sep='\n')
print(t.add(2**55 + 1, alpha=3), t.sub(t, alpha=2**40 + 1), torch.add(t, 1, alpha=-(2**50) - 1), sep='\n')
print(t.tolist(), t[0].item(), t[1].item(), int(t[2]), t.sum().item(), sep='\n')
x = torch.zeros(3, dtype=torch.int64); x.fill_(2**60 + 1); print(x)
x += 2**59 + 3; print(x)
x *= 3; print(x)
print(t.masked_fill(t > 10, 2**61 + 3), torch.where(t > 10, t, 2**61 + 5), t.clamp(min=2**53 + 2), t.clamp(max=2**60 + 5), sep='\n')
print(torch.maximum(t, torch.tensor(2**62)), torch.minimum(t, torch.tensor(2**53 + 2)), t.clamp(2**53 + 2, 2**60 + 5), sep='\n')
s = torch.tensor([2**62 + 1, 2**62, 2**62 + 3, 2**62 + 2, -(2**62) - 1, -(2**62)])
print(s.sort(), s.argsort(), s.sort(descending=True), s.topk(3), s.topk(2, largest=False), s.kthvalue(2), s.msort(), sep='\n')
print(s.unique(), s.unique(return_counts=True, return_inverse=True), s.max(), s.min(), s.argmax(), s.argmin(), s.median(), s.mode(), sep='\n')
print(s.max(0), s.min(0), torch.max(s, s.flip(0)), s.view(2, 3).max(1), s.view(2, 3).argmin(0), s.view(3, 2).sort(0), sep='\n')
print(s.amax(), s.amin(), s.aminmax(), s.view(2, 3).median(1), torch.unique_consecutive(s.sort().values), sep='\n')
srt = s.sort().values
print(torch.searchsorted(srt, torch.tensor([2**62 + 1, 2**62 + 2])), torch.bucketize(torch.tensor([2**62 + 1]), srt), torch.searchsorted(srt, 2**62 + 2, right=True))
print(s.sum(), s.prod(), s.cumsum(0), s.cumprod(0), s.view(2, 3).sum(1), sep='\n')
big = torch.tensor([2**62, 2**62, 2**62, 2**62 + 7])
print(big.sum(), big.prod(), big.cumsum(0), torch.tensor([2**63 - 1]) + 1, torch.tensor([-(2**63)]) - 1, sep='\n')
u = torch.tensor([2**62 + 7, -(2**62) - 7, 2**55 + 3])
print(u // 3, u % 5, u // -(2**40 + 1), torch.remainder(u, 2**53 + 1), torch.fmod(u, 2**53 + 1), u // torch.tensor([2**53 + 1, 7, -3]), sep='\n')
print(u & (2**60 + 1), u | 1, u ^ (2**61), u << 1, u >> 3, ~u, u.bitwise_and(torch.tensor(2**62 + 5)), sep='\n')
print(u.abs(), -u, u.neg(), u.sign(), u.square(), u ** 2, sep='\n')
print(torch.tensor([2**62 + 1]).to(torch.float64), torch.tensor([2**62 + 1]).double().long(), torch.tensor([2**62 + 1]).float())
print(u.view(-1, 1) * torch.tensor([1, 2]), torch.stack([u, u]).sum(0), u.max(), torch.amax(u), torch.amin(u), sep='\n')
print(torch.tensor([[2**62 + 1, 3], [5, 2**61 - 1]]) @ torch.tensor([[2, 1], [1, 3]]))
print(torch.cat([u, torch.tensor([2**53 + 1])]), u[torch.tensor([2, 0])], u.flip(0), u.repeat(2), u.index_select(0, torch.tensor([1])), sep='\n')
for f in [lambda: torch.full((1,), 2**40, dtype=torch.int32), lambda: torch.zeros(1, dtype=torch.int8).fill_(300),
          lambda: torch.zeros(1, dtype=torch.int16).masked_fill(torch.tensor([True]), 2**20),
          lambda: torch.zeros(1, dtype=torch.uint8).masked_fill(torch.tensor([True]), -1),
          lambda: torch.zeros(1, dtype=torch.int8).add(torch.zeros(1, dtype=torch.int8), alpha=300),
          lambda: torch.zeros(2, dtype=torch.int32) + 2**40, lambda: torch.full((1,), 1e10, dtype=torch.int32),
          lambda: torch.full((1,), -1, dtype=torch.uint8), lambda: torch.full((1,), -1.0, dtype=torch.uint8)]:
    try:
        print(f())
    except RuntimeError as e:
        print('RuntimeError:', e)
