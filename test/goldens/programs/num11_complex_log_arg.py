# The imaginary part of complex log to the last bit: clog's atan2(im, re) on every element, glibc's double atan2
# for complex128 and its fdlibm atan2f for complex64.
import torch

torch.manual_seed(12)


def bits(t):
    return " ".join(float(v).hex() for v in t.reshape(-1).tolist())


edges = torch.tensor([complex(0, 0), complex(-0.0, 0), complex(-0.0, -0.0), complex(-1, 0), complex(-1, -0.0),
                      complex(float("inf"), float("inf")), complex(float("-inf"), 1), complex(1e-30, 1e30),
                      complex(-3, 4), complex(1, 7)])
for dtype in (torch.complex64, torch.complex128):
    z = torch.complex(torch.randn(40) * 3, torch.randn(40) * 3).to(dtype)
    print(dtype, "log im", bits(torch.log(z).imag))
    print(dtype, "edges im", bits(torch.log(edges.to(dtype)).imag))
    print(dtype, "log10 im", bits(torch.log10(z[:9]).imag))
