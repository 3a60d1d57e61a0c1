"""Exponential families: entropy (and KL between members of one family) from the log normalizer's gradient."""
import torch
from torch.distributions.distribution import Distribution

__all__ = ["ExponentialFamily"]


class ExponentialFamily(Distribution):
    """A distribution with density p(x; θ) = exp(<t(x), θ> - F(θ) + k(x)): natural parameters θ, sufficient
    statistic t, log normalizer F and carrier measure k."""

    @property
    def _natural_params(self):
        """The natural parameters, as a tuple of tensors."""
        raise NotImplementedError

    def _log_normalizer(self, *natural_params):
        """The log normalizer F as a function of the natural parameters."""
        raise NotImplementedError

    @property
    def _mean_carrier_measure(self):
        """The expected carrier measure, E[k(x)]."""
        raise NotImplementedError

    def entropy(self):
        """The entropy by the Bregman divergence of the log normalizer."""
        result = -self._mean_carrier_measure
        nparams = [p.detach().requires_grad_() for p in self._natural_params]
        lg_normal = self._log_normalizer(*nparams)
        gradients = torch.autograd.grad(lg_normal.sum(), nparams, create_graph=True)
        result += lg_normal
        for np, g in zip(nparams, gradients):
            result -= (np * g).reshape(self._batch_shape + (-1,)).sum(-1)
        return result
