import math

import torch
from torch.distributions._folded import FoldedDistribution
from torch.distributions.cauchy import Cauchy

__all__ = ["HalfCauchy"]


class HalfCauchy(FoldedDistribution):
    """|X| for X ~ Cauchy(0, scale)."""

    def __init__(self, scale, validate_args=None):
        super().__init__(Cauchy(0, scale, validate_args=False), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(HalfCauchy, _instance)
        return super().expand(batch_shape, _instance=new)

    @property
    def mean(self):
        return torch.full(self._extended_shape(), math.inf, dtype=self.scale.dtype, device=self.scale.device)

    @property
    def variance(self):
        return self.base_dist.variance

    def _as_value(self, value):
        # a number (with validation off) is taken as a tensor of the scale's dtype
        return torch.as_tensor(value, dtype=self.base_dist.scale.dtype, device=self.base_dist.scale.device)
