"""What the distributions of Bernoulli trials share: a success probability given either as `probs` or as `logits`
(exactly one of them), the other spelling computed from it on first use, both expanded alike."""
from torch.distributions.utils import broadcast_all, lazy_property, logits_to_probs, probs_to_logits


def check_one_of(probs, logits):
    if (probs is None) == (logits is None):
        raise ValueError("Either `probs` or `logits` must be specified, but not both.")


class SuccessProbability:
    """Mixin for a distribution whose parameter is one success probability per batch element."""

    @lazy_property
    def logits(self):
        return probs_to_logits(self.probs, is_binary=True)

    @lazy_property
    def probs(self):
        return logits_to_probs(self.logits, is_binary=True)

    @property
    def param_shape(self):
        return self._param.size()

    def _take_success(self, probs, logits, *others):
        """Keeps the spelling given (as `_param` too), broadcast with `others` (a total count), which come back
        broadcast."""
        check_one_of(probs, logits)
        *others, param = broadcast_all(*others, probs if probs is not None else logits)
        setattr(self, "probs" if probs is not None else "logits", param)
        self._param = param
        return others

    def _expand_success(self, new, batch_shape):
        """Gives `new` this distribution's spelling(s), expanded to batch_shape."""
        for name in ("probs", "logits"):
            if name in self.__dict__:
                setattr(new, name, getattr(self, name).expand(batch_shape))
                new._param = getattr(new, name)
