# lgamma to the last bit in float32 and float64: vml's map runs SLEEF's lgamma (Sleef_lgammaf8_u10 and
# Sleef_lgammad4_u10) on every element, contiguous or not, the last partial vector included; mvlgamma sums it.
import torch

torch.manual_seed(11)


def bits(t):
    return " ".join(float(v).hex() for v in t.reshape(-1).tolist())


edges = [0.0, -0.0, 1.0, 2.0, -1.0, -2.5, 0.5, 1e-8, -1e-8, 1e-310, 3e38, 1e300, -1e15 - 0.5, 170.5,
         float("inf"), float("-inf"), float("nan"), -7.25, 2.3, 7.0, 1.1, 1.2]
for dtype in (torch.float32, torch.float64):
    for n in (5, 8, 13, 21):
        x = (torch.randn(n) * 12).to(dtype)
        print(dtype, "lgamma", n, bits(torch.lgamma(x)))
    x = (torch.randn(7, 9) * 6).to(dtype)
    print(dtype, "lgamma strided", bits(x.t().lgamma()))
    print(dtype, "lgamma edges", bits(torch.tensor(edges, dtype=dtype).lgamma()))
    print(dtype, "lgamma small", bits((torch.rand(19) * 4 - 2).to(dtype).lgamma()))
    print(dtype, "mvlgamma", bits(torch.mvlgamma((torch.rand(11) * 9 + 2).to(dtype), 4)))
    y = (torch.rand(6) * 5 + 0.1).to(dtype)
    out = torch.empty(6, dtype=dtype)
    torch.lgamma(y, out=out)
    y.lgamma_()
    print(dtype, "out inplace", bits(out), bits(y))
