# float64 pow, hypot, log_softmax and binary_cross_entropy to the last bit: SLEEF's pow and hypot in the
# vectorised body (8 doubles a step), the C library's in the scalar tail; log_softmax's vectorised log of the sums;
# binary_cross_entropy's C library log and log1p.
import torch
import torch.nn.functional as F

torch.manual_seed(10)


def bits(t):
    return " ".join(float(v).hex() for v in t.reshape(-1).tolist())


for n in (5, 8, 13, 21):
    base = (torch.rand(n) * 6).to(torch.float64)
    expo = (torch.randn(n) * 2).to(torch.float64)
    print("pow 0.37", n, bits(base.pow(0.37)))
    print("pow -1.5", n, bits(torch.pow(base, -1.5)))
    print("pow tensor", n, bits(base.pow(expo)))
    print("hypot", n, bits(torch.hypot(base, expo)))
print("pow edges", bits(torch.tensor([0.0, -0.0, -2.0, -8.0, float("inf"), 1.0, 1e-300, 1e300, -1.0] * 2,
                                     dtype=torch.float64).pow(3.5)))
print("pow strided", bits((torch.rand(6, 9) * 3).to(torch.float64).t().pow(2.25)))

x = (torch.randn(4, 7, 11) * 3).to(torch.float64)
for dim in (0, 1, 2):
    print("log_softmax", dim, bits(torch.log_softmax(x, dim)))
print("softmax", bits(torch.softmax(x, 1)))

p = torch.rand(37).to(torch.float64)
t = torch.rand(37).to(torch.float64)
w = torch.rand(37).to(torch.float64)
print("bce", bits(F.binary_cross_entropy(p, t, reduction="none")))
print("bce weighted", bits(F.binary_cross_entropy(p, t, weight=w, reduction="none")))
print("bce mean", F.binary_cross_entropy(p, t).item().hex())
