"""torch.special: the special functions under their SciPy-style names (most are the torch.* ops themselves)."""
import math

import torch

erf, erfc, expm1, exp2, log1p, xlogy, digamma, logit = (torch.erf, torch.erfc, torch.expm1, torch.exp2, torch.log1p,
                                                        torch.xlogy, torch.digamma, torch.logit)
psi, gammaln, expit, round = torch.digamma, torch.lgamma, torch.sigmoid, torch.round  # noqa: A001
logsumexp, softmax, log_softmax = torch.logsumexp, torch.softmax, torch.log_softmax
erfinv = torch.erfinv


def sinc(input):  # noqa: A002
    """sin(pi x) / (pi x), with its limit 1 at 0."""
    product = input * math.pi
    return torch.where(input == 0, torch.ones((), dtype=product.dtype), product.sin() / product)


def entr(input):  # noqa: A002
    """-x log(x) for x > 0, 0 at 0, -inf below."""
    value = -torch.xlogy(input, input)
    value = torch.where(input == 0, torch.zeros((), dtype=value.dtype), value)
    return torch.where(input < 0, torch.full((), -math.inf, dtype=value.dtype), value)


def ndtr(input):  # noqa: A002
    """The standard normal CDF."""
    return 0.5 * torch.erfc(-input * math.sqrt(0.5))


__all__ = ["erf", "erfc", "expm1", "exp2", "log1p", "xlogy", "digamma", "psi", "gammaln", "expit", "logit", "round",
           "logsumexp", "softmax", "log_softmax", "sinc", "entr", "ndtr", "erfinv"]
