# float64 log, log2, log10 and log1p run SLEEF's u10 double kernels on every element, as Vectorized<double> does:
# bit for bit over wide ranges, subnormals and the edge values; slogdet and logdet, which take the log of the LU
# diagonal, follow.
import hashlib
import torch


def h(t):
    return " ".join(float(v).hex() for v in t.detach().reshape(-1).tolist())


torch.manual_seed(0)
n = 20000
x = torch.cat([torch.rand(n).to(torch.float64), (torch.rand(n) * 2 + 0.5).to(torch.float64),
               torch.exp(torch.rand(n).to(torch.float64) * 1400 - 700), torch.rand(n).to(torch.float64) * 1e-300,
               torch.tensor([0.0, -0.0, 1.0, -1.0, float("inf"), float("-inf"), float("nan"), 5e-324,
                             2.2250738585072014e-308, 1.7976931348623157e308, 1e307, 2e307, 0.75, 1 - 2 ** -53,
                             1 + 2 ** -52, 10.0, 100.0, 1e-5], dtype=torch.float64)])
for name in ["log", "log2", "log10", "log1p"]:
    y = getattr(torch, name)(x)
    print(name, hashlib.md5(h(y).encode()).hexdigest())
    print(name, "edges", h(y[-18:]))
    print(name, "strided", hashlib.md5(h(getattr(torch, name)(x[::3])).encode()).hexdigest())
a = torch.randn(3, 5, 5).to(torch.float64)
sign, logabs = torch.linalg.slogdet(a)
print("slogdet", h(sign), h(logabs))
print("logdet", h(torch.logdet(a @ a.mT)))
