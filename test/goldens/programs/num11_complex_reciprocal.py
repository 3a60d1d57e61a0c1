# Complex reciprocal (and rsqrt, 1 / z) to the last bit in the vectorised body, (re, -im) / |z|^2 in steps of 4
# complex128 or 8 complex64. (The scalar tail divides as c10::complex does, which 1.13 did naively and current
# PyTorch does by Smith's method, so rows here are whole steps.)
import torch

torch.manual_seed(13)


def bits(t):
    return " ".join(f"{v.real.hex()},{v.imag.hex()}" for v in t.reshape(-1).tolist())


for dtype in (torch.complex64, torch.complex128):
    for n in (8, 16, 24):
        z = torch.complex(torch.randn(n) * 4, torch.randn(n) * 4).to(dtype)
        print(dtype, n, "reciprocal", bits(z.reciprocal()))
        print(dtype, n, "rsqrt", bits(torch.rsqrt(z)))
        print(dtype, n, "1/z", bits(1 / z))
    edges = torch.tensor([complex(0, 0), complex(-0.0, 0), complex(0, -2), complex(3, 0), complex(-3, -0.0),
                          complex(1e-30, 1e30), complex(float("inf"), 1), complex(1, float("nan"))], dtype=dtype)
    print(dtype, "edges", bits(edges.reciprocal()))
