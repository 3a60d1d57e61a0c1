# The real part of complex log to the last bit: Vectorized<complex>::log maps the C library's clog (clogf for
# complex64) over every element, whose log|z| takes log1p of |z|^2 - 1 near the unit circle and log(hypot) elsewhere.
import math

import torch

torch.manual_seed(11)


def bits(t):
    return " ".join(float(v).hex() for v in t.reshape(-1).tolist())


angles = torch.rand(25) * 2 * math.pi
radii = 1 + (torch.rand(25) - 0.5) * 0.6
near = torch.complex(radii * torch.cos(angles), radii * torch.sin(angles))
edges = torch.tensor([complex(0, 0), complex(-0.0, 0), complex(1, 0), complex(1, 1e-9), complex(0.75, 1e-20),
                      complex(1e-310, 1e-310), complex(1e300, 1e300), complex(float("inf"), 1), complex(3, -4)])
for dtype in (torch.complex64, torch.complex128):
    z = torch.complex(torch.randn(37) * 3, torch.randn(37) * 3).to(dtype)
    print(dtype, "log re", bits(torch.log(z).real))
    print(dtype, "near unit re", bits(torch.log(near.to(dtype)).real))
    print(dtype, "edges re", bits(torch.log(edges.to(dtype)).real))
    print(dtype, "strided re", bits(torch.log(z.reshape(37, 1).expand(37, 2).t()).real))
