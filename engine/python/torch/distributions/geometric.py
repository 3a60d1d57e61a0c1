import torch
from torch.distributions import constraints
from torch.distributions._success import SuccessProbability
from torch.distributions.distribution import Distribution
from torch.distributions.utils import broadcast_all
from torch.nn.functional import binary_cross_entropy_with_logits

__all__ = ["Geometric"]


class Geometric(SuccessProbability, Distribution):
    """The number of failures before the first success in Bernoulli trials of probability `probs` (or
    sigmoid(`logits`)): P(X = k) = (1 - p)^k p for k = 0, 1, ..."""

    arg_constraints = {"probs": constraints.unit_interval, "logits": constraints.real}
    support = constraints.nonnegative_integer

    def __init__(self, probs=None, logits=None, validate_args=None):
        self._take_success(probs, logits)
        probs_or_logits = probs if probs is not None else logits
        batch_shape = probs_or_logits.size() if isinstance(probs_or_logits, torch.Tensor) else torch.Size()
        super().__init__(batch_shape, validate_args=validate_args)
        if self._validate_args and probs is not None:
            # a probability of 0 is in the unit interval but never stops
            value = self.probs
            valid = value > 0
            if not valid.all():
                invalid_value = value.data[~valid]
                raise ValueError("Expected parameter probs "
                                 f"({type(value).__name__} of shape {tuple(value.shape)}) "
                                 f"of distribution {self!r} "
                                 f"to be positive but found invalid values:\n{invalid_value}")

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(Geometric, _instance)
        batch_shape = torch.Size(batch_shape)
        self._expand_success(new, batch_shape)
        super(Geometric, new).__init__(batch_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    @property
    def mean(self):
        return 1.0 / self.probs - 1.0

    @property
    def mode(self):
        return torch.zeros_like(self.probs)

    @property
    def variance(self):
        return (1.0 / self.probs - 1.0) / self.probs


    def sample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        tiny = torch.finfo(self.probs.dtype).tiny
        with torch.no_grad():
            u = self.probs.new(shape).uniform_(tiny, 1)
            return (u.log() / (-self.probs).log1p()).floor()

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        value, probs = broadcast_all(value, self.probs)
        probs = probs.clone(memory_format=torch.contiguous_format)
        # a certain success at the first trial: 0 * log(0) counts as 0
        probs[(probs == 1) & (value == 0)] = 0
        return value * (-probs).log1p() + self.probs.log()

    def entropy(self):
        return binary_cross_entropy_with_logits(self.logits, self.probs, reduction="none") / self.probs
