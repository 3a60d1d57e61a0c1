# torch.special's orthogonal polynomials: Chebyshev T/U/V/W (plain and shifted), Hermite H/He, Laguerre L, Legendre P
import torch

S = torch.special
names = ["chebyshev_polynomial_t", "chebyshev_polynomial_u", "chebyshev_polynomial_v", "chebyshev_polynomial_w",
         "shifted_chebyshev_polynomial_t", "shifted_chebyshev_polynomial_u", "shifted_chebyshev_polynomial_v",
         "shifted_chebyshev_polynomial_w", "hermite_polynomial_h", "hermite_polynomial_he",
         "laguerre_polynomial_l", "legendre_polynomial_p"]
x = torch.tensor([-1.5, -1.0, -0.6, 0.0, 0.3, 0.5, 1.0, 1.25, 2.0])
degrees = torch.tensor([-1, 0, 1, 2, 3, 5, 7, 9, 12])
for name in names:
    f = getattr(S, name)
    print(name)
    print(f(x, 3))
    print(f(x, 10))
    # a degree per element, broadcast against x
    print(f(x, degrees))
    print(f(x.double().unsqueeze(1), degrees[:4]))
    print(f(0.25, degrees))

# float degrees are truncated as an int64 cast does; integer inputs compute in the default float dtype
print(S.chebyshev_polynomial_t(x, torch.tensor(2.9)), S.hermite_polynomial_h(torch.arange(4), 3))
print(S.legendre_polynomial_p(torch.tensor([0.5], dtype=torch.float64), torch.tensor([4.0])).dtype)
print(S.laguerre_polynomial_l(torch.tensor([]), torch.tensor([], dtype=torch.int64)).shape)
xr = torch.tensor([0.5, 1.5], requires_grad=True)
print(S.chebyshev_polynomial_u(xr, 4).requires_grad)
