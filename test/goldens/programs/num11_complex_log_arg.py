# The imaginary part of complex128 log to the last bit: clog's atan2(im, re) (glibc's double atan2) on every
# element.
import math

import torch

torch.manual_seed(12)


def bits(t):
    return " ".join(float(v).hex() for v in t.reshape(-1).tolist())


z = torch.complex(torch.randn(40) * 3, torch.randn(40) * 3).to(torch.complex128)
print("log im", bits(torch.log(z).imag))
edges = torch.tensor([complex(0, 0), complex(-0.0, 0), complex(-0.0, -0.0), complex(-1, 0), complex(-1, -0.0),
                      complex(float("inf"), float("inf")), complex(float("-inf"), 1), complex(1e-300, 1e300),
                      complex(-3, 4)], dtype=torch.complex128)
print("edges im", bits(torch.log(edges).imag))
print("log10 im", bits(torch.log10(z[:9]).imag))
