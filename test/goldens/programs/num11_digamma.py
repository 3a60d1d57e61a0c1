# digamma to the last bit: calc_digamma's recurrence and asymptotic series with the C library's log (logf in
# float32), and its reflection through pi / tan(pi x) in double; lgamma's and mvlgamma's gradients take it.
import torch

torch.manual_seed(11)


def bits(t):
    return " ".join(float(v).hex() for v in t.reshape(-1).tolist())


for dtype in (torch.float32, torch.float64):
    x = (torch.randn(40) * 15).to(dtype)
    print(dtype, "digamma", bits(torch.digamma(x)))
    print(dtype, "digamma pos", bits(torch.digamma((torch.rand(30) * 40).to(dtype))))
    print(dtype, "polygamma 0", bits(torch.polygamma(0, (torch.rand(9) * 12 + 0.2).to(dtype))))
    print(dtype, "edges", bits(torch.digamma(torch.tensor([0.0, -0.0, -3.0, 10.0, 1e18, float("inf"),
                                                            float("-inf"), float("nan"), 1e-30], dtype=dtype))))
    xg = (torch.rand(12) * 9 + 0.5).to(dtype).requires_grad_()
    torch.lgamma(xg).sum().backward()
    print(dtype, "lgamma grad", bits(xg.grad))
    xg = (torch.rand(8) * 5 + 2).to(dtype).requires_grad_()
    torch.mvlgamma(xg, 3).sum().backward()
    print(dtype, "mvlgamma grad", bits(xg.grad))
