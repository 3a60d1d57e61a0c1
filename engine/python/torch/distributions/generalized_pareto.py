import math
from numbers import Number, Real

import torch
from torch.distributions import constraints
from torch.distributions.distribution import Distribution
from torch.distributions.utils import broadcast_all

__all__ = ["GeneralizedPareto"]


class GeneralizedPareto(Distribution):
    """The generalized Pareto distribution with location `loc`, scale `scale` and shape `concentration`, as
    TensorFlow Probability has it: Exponential at concentration 0, Pareto above it, bounded below it."""

    arg_constraints = {"loc": constraints.real, "scale": constraints.positive, "concentration": constraints.real}
    has_rsample = False

    def __init__(self, loc, scale, concentration, validate_args=None):
        self.loc, self.scale, self.concentration = broadcast_all(loc, scale, concentration)
        if isinstance(loc, Number) and isinstance(scale, Number) and isinstance(concentration, Number):
            batch_shape = torch.Size()
        else:
            batch_shape = self.loc.size()
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(GeneralizedPareto, batch_shape, _instance, "loc", "scale", "concentration")

    def sample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        with torch.no_grad():
            u = torch.rand(shape, dtype=self.loc.dtype, device=self.loc.device)
            return self.icdf(u)

    def _safe_concentration(self):
        """Whether the concentration is about 0 (the exponential limit), and the concentration with 1 there."""
        eq_zero = torch.isclose(self.concentration, torch.tensor(0.0))
        return eq_zero, torch.where(eq_zero, torch.ones_like(self.concentration), self.concentration)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        z = self._z(value)
        eq_zero, safe_conc = self._safe_concentration()
        y = 1 / safe_conc + torch.ones_like(z)
        where_nonzero = torch.where(y == 0, y, y * torch.log1p(safe_conc * z))
        log_scale = math.log(self.scale) if isinstance(self.scale, Real) else self.scale.log()
        return -log_scale - torch.where(eq_zero, z, where_nonzero)

    def log_survival_function(self, value):
        if self._validate_args:
            self._validate_sample(value)
        z = self._z(value)
        eq_zero, safe_conc = self._safe_concentration()
        where_nonzero = -torch.log1p(safe_conc * z) / safe_conc
        return torch.where(eq_zero, -z, where_nonzero)

    def log_cdf(self, value):
        return torch.log1p(-torch.exp(self.log_survival_function(value)))

    def cdf(self, value):
        return torch.exp(self.log_cdf(value))

    def icdf(self, value):
        k = self.concentration
        is_k_zero, safe_k = self._safe_concentration()
        neglog1mp = -torch.log1p(-value)
        return self.loc + self.scale * torch.where(is_k_zero, neglog1mp, torch.expm1(k * neglog1mp) / safe_k)

    def _z(self, x):
        return (x - self.loc) / self.scale

    @property
    def mean(self):
        concentration = self.concentration
        valid = concentration < 1
        safe_conc = torch.where(valid, concentration, torch.tensor(0.5, dtype=concentration.dtype))
        result = self.loc + self.scale / (1 - safe_conc)
        return torch.where(valid, result, torch.full_like(result, math.nan))

    @property
    def variance(self):
        concentration = self.concentration
        dtype = concentration.dtype
        valid = concentration < torch.tensor(0.5, dtype=dtype)
        safe_conc = torch.where(valid, concentration, torch.tensor(0.25, dtype=dtype))
        result = self.scale ** 2 / ((1 - safe_conc) ** 2 * (1 - 2 * safe_conc)) + torch.zeros_like(self.loc)
        return torch.where(valid, result, torch.full_like(result, math.nan))

    def entropy(self):
        ans = torch.log(self.scale) + self.concentration + 1
        return torch.broadcast_to(ans, self._batch_shape)

    @property
    def mode(self):
        return self.loc

    @constraints.dependent_property(is_discrete=False, event_dim=0)
    def support(self):
        if (self.concentration < 0).any():
            upper = self.loc + self.scale / self.concentration.abs()
            return constraints.interval(self.loc, upper)
        return constraints.greater_than_eq(self.loc)
