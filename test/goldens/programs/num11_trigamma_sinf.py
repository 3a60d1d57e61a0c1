# polygamma(1) to the last bit: Math.h's trigamma, whose reflection below 1/2 takes the C library's sin (glibc's
# sinf for float32, its fused multiply-add build); sinc's std::sin likewise.
import torch

torch.manual_seed(11)


def bits(t):
    return " ".join(float(v).hex() for v in t.reshape(-1).tolist())


for dtype in (torch.float32, torch.float64):
    x = (torch.randn(40) * 20).to(dtype)
    print(dtype, "trigamma", bits(torch.polygamma(1, x)))
    print(dtype, "trigamma large", bits(torch.polygamma(1, (torch.rand(12) * -300 - 40).to(dtype))))
    xg = (torch.randn(10) * 3).to(dtype).requires_grad_()
    torch.digamma(xg).sum().backward()
    print(dtype, "digamma grad", bits(xg.grad))
    print(dtype, "sinc", bits(torch.sinc((torch.randn(30) * 50).to(dtype))))
