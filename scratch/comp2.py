import time
import torch

def chain(x):
    for _ in range(5):
        x = torch.sigmoid(x * 1.5 + 0.25)
    return x

x = torch.randn(1_000_000)
c = torch.compile(chain)
first = c(x)
again = c(x)
print(torch.equal(first, chain(x)), torch.equal(again, chain(x)))
y = torch.randn(17)
print(torch.equal(c(y), chain(y)))

def t(fn, reps=5):
    best = 1e9
    for _ in range(reps):
        s = time.perf_counter(); fn(x); best = min(best, time.perf_counter() - s)
    return best
print(f"eager {t(chain)*1e3:.1f} ms compiled {t(c)*1e3:.1f} ms")

scale = 2.0
def scaled(a):
    return a * scale
cs = torch.compile(scaled)
print(cs(torch.ones(2)))
scale = 3.0
print(cs(torch.ones(2)))

def branchy(a):
    if a.sum() > 0:
        return a * 2
    return a - 1
cb = torch.compile(branchy)
print(cb(torch.ones(2)), cb(-torch.ones(2)))
w = torch.ones(3, requires_grad=True)
def f(a):
    return (a * w).exp().sum()
cf = torch.compile(f)
cf(torch.ones(3)).backward(); cf(torch.ones(3)).backward()
print(w.grad)
