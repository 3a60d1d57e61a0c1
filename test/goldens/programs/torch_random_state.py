# torch.random: seeds, the CPU generator state as a ByteTensor (its layout and errors), fork_rng restoring it
import struct
import torch
import torch.random
print(torch.random.default_generator is torch.default_generator, torch.manual_seed is torch.random.manual_seed)
print(torch.random.manual_seed(3) is torch.default_generator, torch.random.initial_seed(), torch.initial_seed())
torch.manual_seed(2**40 + 7)
s = torch.get_rng_state()
print(s.shape, s.dtype, s[:24].tolist(), s[24:40].tolist(), s.sum().item())
torch.randn(3, dtype=torch.float64)
b = bytes(torch.get_rng_state().tolist())
print(struct.unpack_from('<QiiQ', b, 0), struct.unpack_from('<dddi', b, 5016), struct.unpack_from('<f?', b, 5048))
print(torch.get_rng_state().sum().item())
st = torch.get_rng_state()
a = torch.randn(5, dtype=torch.float64)
torch.set_rng_state(st)
print(torch.equal(a, torch.randn(5, dtype=torch.float64)))
torch.manual_seed(0)
x = torch.rand(700)
st = torch.random.get_rng_state()
y = torch.rand(4)
torch.random.set_rng_state(st)
print(y, torch.rand(4))
with torch.random.fork_rng():
    print(torch.rand(2))
print(torch.rand(2))
with torch.random.fork_rng(devices=[]):
    torch.manual_seed(5)
    print(torch.rand(2), torch.initial_seed())
print(torch.rand(2), torch.initial_seed())
with torch.random.fork_rng(enabled=False):
    torch.rand(1)
print(torch.rand(1))
try:
    with torch.random.fork_rng(devices=[]):
        torch.rand(3)
        raise ValueError("inside")
except ValueError as e:
    print("caught", e)
print(torch.rand(1))
g = torch.Generator().manual_seed(42)
gs = g.get_state()
print(torch.rand(3, generator=g))
print(g.set_state(gs) is g, torch.rand(3, generator=g))
print(g.initial_seed(), torch.Generator, type(g).__name__)
for bad in [torch.zeros(3, dtype=torch.uint8), torch.zeros(5056), torch.zeros(5056, dtype=torch.uint8), [1, 2],
            torch.zeros(5056 * 2, dtype=torch.uint8)[::2]]:
    try:
        torch.set_rng_state(bad)
    except Exception as e:
        print(type(e).__name__, e)
legacy = torch.get_rng_state()[:5048].clone()
u = torch.rand(3)
torch.set_rng_state(legacy)
print(torch.equal(u, torch.rand(3)))
seeded = torch.seed()
