"""torch.special: the special functions under their SciPy-style names (most are the torch.* ops themselves)."""
import math

import torch
from torch import _out
from torch._ops import INTERNAL as _INTERNAL

erf, erfc, expm1, exp2, log1p, xlogy, digamma, logit = (torch.erf, torch.erfc, torch.expm1, torch.exp2, torch.log1p,
                                                        torch.xlogy, torch.digamma, torch.logit)
psi, gammaln, expit, round = torch.digamma, torch.lgamma, torch.sigmoid, torch.round  # noqa: A001
logsumexp, softmax, log_softmax = torch.logsumexp, torch.softmax, torch.log_softmax
erfinv, sinc, i0 = torch.erfinv, torch.sinc, torch.i0
gammainc, gammaincc = torch.igamma, torch.igammac
polygamma, multigammaln = torch.polygamma, torch.mvlgamma
i0e, i1, i1e, ndtri, entr, xlog1py, erfcx, log_ndtr, zeta = (
    _INTERNAL["special_" + _name] for _name in ("i0e", "i1", "i1e", "ndtri", "entr", "xlog1py", "erfcx", "log_ndtr", "zeta"))
_AIRY_BESSEL = ("airy_ai", "bessel_j0", "bessel_j1", "bessel_y0", "bessel_y1", "modified_bessel_i0",
                "modified_bessel_i1", "modified_bessel_k0", "modified_bessel_k1", "scaled_modified_bessel_k0",
                "scaled_modified_bessel_k1", "spherical_bessel_j0")
(airy_ai, bessel_j0, bessel_j1, bessel_y0, bessel_y1, modified_bessel_i0, modified_bessel_i1, modified_bessel_k0,
 modified_bessel_k1, scaled_modified_bessel_k0, scaled_modified_bessel_k1, spherical_bessel_j0) = (
    _INTERNAL["special_" + _name] for _name in _AIRY_BESSEL)
_POLYNOMIALS = ("chebyshev_polynomial_t", "chebyshev_polynomial_u", "chebyshev_polynomial_v", "chebyshev_polynomial_w",
                "shifted_chebyshev_polynomial_t", "shifted_chebyshev_polynomial_u", "shifted_chebyshev_polynomial_v",
                "shifted_chebyshev_polynomial_w", "hermite_polynomial_h", "hermite_polynomial_he",
                "laguerre_polynomial_l", "legendre_polynomial_p")
(chebyshev_polynomial_t, chebyshev_polynomial_u, chebyshev_polynomial_v, chebyshev_polynomial_w,
 shifted_chebyshev_polynomial_t, shifted_chebyshev_polynomial_u, shifted_chebyshev_polynomial_v,
 shifted_chebyshev_polynomial_w, hermite_polynomial_h, hermite_polynomial_he, laguerre_polynomial_l,
 legendre_polynomial_p) = (_INTERNAL["special_" + _name] for _name in _POLYNOMIALS)


def ndtr(input):  # noqa: A002
    """The standard normal CDF, composed as ATen's special_ndtr is: (1 + erf(x / sqrt(2))) / 2, its scalings the
    C++ Tensor-by-number products (mul.Scalar)."""
    scaled = _INTERNAL["_mul_scalar"]
    return scaled(1 + torch.erf(scaled(input, math.sqrt(0.5))), 0.5)


__all__ = ["erf", "erfc", "expm1", "exp2", "log1p", "xlogy", "digamma", "psi", "gammaln", "expit", "logit", "round",
           "logsumexp", "softmax", "log_softmax", "sinc", "entr", "ndtr", "erfinv", "i0", "i0e", "i1", "i1e",
           "ndtri", "xlog1py", "erfcx", "log_ndtr", "zeta", "polygamma", "multigammaln", "gammainc", "gammaincc",
           *_AIRY_BESSEL, *_POLYNOMIALS]

_out.accept_out(globals(), _out.SPECIAL_NAMES, "special_")
