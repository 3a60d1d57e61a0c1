# float64 exp to the bit: vml runs Vectorized<double>'s SLEEF exp (u10, Estrin polynomial with fused steps) on every
# element, contiguous or not, including the range ends, special values and subnormal results.
import math

import torch

x = torch.arange(-5000, 5001, 7).double() / 100
print(torch.exp(x).tolist())
y = torch.arange(-100000, 100001, 397).double() / 137
print(torch.exp(y).tolist())
print(torch.exp(y[::5]).tolist())
v = [0.0, -0.0, 1e-300, -1e-300, 1.0, -1.0, 0.5, 700.0, 709.78, 709.79, 710.0, -700.0, -708.4, -720.0, -744.44,
     -745.13, -745.2, -999.9, -1000.0, -1000.5, math.inf, -math.inf, math.nan, 1e-17, 2.0 ** -30, 88.7, -87.3]
print(torch.exp(torch.tensor(v, dtype=torch.float64)).tolist())
t = torch.tensor(v, dtype=torch.float64)
print(t.exp_().tolist())
