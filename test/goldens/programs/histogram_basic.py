# torch.histc, torch.histogram (int or tensor bins, range, weight, density), torch.histogramdd and torch.bincount
import torch


def attempt(f):
    try:
        print(f())
    except RuntimeError as e:
        print("RuntimeError:", e)


g = torch.Generator().manual_seed(0)
x = torch.randn(60, generator=g)
w = torch.rand(60, generator=g)

print(torch.histc(x, bins=7))
print(torch.histc(x, bins=5, min=-1, max=1.5), x.histc(4))
print(torch.histc(torch.tensor([3.0, 3.0]), bins=3), torch.histc(torch.tensor([]), bins=2))
print(torch.histc(x.double(), bins=6, min=-2, max=2).dtype)

r = torch.histogram(x, bins=6)
print(type(r).__name__, r.hist, r.bin_edges)
print(torch.histogram(x, bins=5, range=(-1.0, 1.0), weight=w))
print(torch.histogram(x.double(), bins=4, range=(-2, 2.5), weight=w.double(), density=True))
print(torch.histogram(x, bins=torch.tensor([-3.0, -1.0, -0.25, 0.0, 0.5, 2.0]), weight=w, density=True))
print(x.histogram(3).hist)
# values exactly on linspace edges land as the edges say
e = torch.linspace(-0.7, 2.3, 31)
print(torch.histogram(e, bins=30).hist)
print(torch.histogram(torch.tensor([5.0, 5.0]), 2), torch.histogram(torch.tensor([]), 2).bin_edges)

xy = torch.randn(40, 2, generator=g)
h = torch.histogramdd(xy, bins=[3, 2], weight=w[:40])
print(h.hist, h.bin_edges)
print(torch.histogramdd(xy, bins=2, range=[-1.0, 1.0, -2.0, 2.0], density=True))
print(torch.histogramdd(xy, bins=[torch.tensor([-2.0, 0.0, 2.0]), torch.tensor([-1.0, 1.0])]))

print(torch.bincount(torch.tensor([0, 1, 1, 3])), torch.bincount(torch.tensor([2, 0]), minlength=5))
print(torch.bincount(torch.randint(0, 6, (60,), generator=g), weights=w))
print(torch.bincount(torch.tensor([1, 2]), weights=torch.tensor([1, 2])), torch.bincount(torch.tensor([], dtype=torch.int64)))

attempt(lambda: torch.histc(x, bins=0))
attempt(lambda: torch.histc(torch.arange(5), bins=3))
attempt(lambda: torch.histc(x, bins=3, min=2, max=1))
attempt(lambda: torch.histc(torch.tensor([1.0, float("inf")]), bins=3))
attempt(lambda: torch.histogram(torch.arange(3), 3))
attempt(lambda: torch.histogram(x, bins=torch.tensor([0, 1])))
attempt(lambda: torch.histogram(x, 0))
attempt(lambda: torch.histogram(x, 2, range=(3.0, 1.0)))
attempt(lambda: torch.histogram(x, 2, weight=w[:5]))
attempt(lambda: torch.histogramdd(x, bins=2))
attempt(lambda: torch.histogramdd(xy, bins=[torch.tensor([0.0, 1.0])]))
attempt(lambda: torch.bincount(torch.tensor([1, 2]), minlength=-1))
attempt(lambda: torch.bincount(torch.tensor([1, -2])))
attempt(lambda: torch.bincount(torch.tensor([1, 2]), weights=torch.tensor([1.0, 2.0, 3.0])))
