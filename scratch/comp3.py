import time
import torch

def chain(x):
    for _ in range(5):
        x = x * 1.5 + 0.25
    return x

def chain2(x):
    for _ in range(5):
        x = torch.relu(x * 1.5 - 0.25)
    return x

x = torch.randn(1_000_000)
for fn in (chain, chain2):
    c = torch.compile(fn)
    c(x)
    print(torch.equal(c(x), fn(x)))
    def t(f, reps=7):
        best = 1e9
        for _ in range(reps):
            s = time.perf_counter(); f(x); best = min(best, time.perf_counter() - s)
        return best
    print(f"eager {t(fn)*1e3:.1f} ms compiled {t(c)*1e3:.1f} ms")
