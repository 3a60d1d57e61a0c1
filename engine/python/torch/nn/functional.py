"""torch.nn.functional: the stateless forms of the layers and losses."""
from .. import _ops
from .._tensor import Tensor

_REDUCTIONS = {"none": 0, "mean": 1, "sum": 2}


def _reduction(reduction, size_average=None, reduce=None):
    if size_average is not None or reduce is not None:
        if reduce is False:
            return 0
        return 1 if size_average is not False else 2
    if reduction not in _REDUCTIONS:
        raise ValueError(f"{reduction} is not a valid value for reduction")
    return _REDUCTIONS[reduction]


def linear(input, weight, bias=None):  # noqa: A002
    return _ops.INTERNAL["linear"](input, weight, bias)


def relu(input, inplace=False):  # noqa: A002
    return input.relu_() if inplace else input.relu()


def sigmoid(input):  # noqa: A002
    return input.sigmoid()


def tanh(input):  # noqa: A002
    return input.tanh()


def softmax(input, dim=None, _stacklevel=3, dtype=None):  # noqa: A002
    return _ops.INTERNAL["softmax"](input, dim, dtype)


def log_softmax(input, dim=None, _stacklevel=3, dtype=None):  # noqa: A002
    return _ops.INTERNAL["log_softmax"](input, dim, dtype)


def mse_loss(input, target, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    if input.shape != target.shape:
        import warnings

        warnings.warn(f"Using a target size ({target.shape}) that is different to the input size ({input.shape}). "
                      "This will likely lead to incorrect results due to broadcasting. Please ensure they have the "
                      "same size.", stacklevel=2)
    return _ops.INTERNAL["mse_loss"](input, target, _reduction(reduction, size_average, reduce))


def l1_loss(input, target, size_average=None, reduce=None, reduction="mean"):  # noqa: A002
    diff = (input - target).abs()
    code = _reduction(reduction, size_average, reduce)
    return diff if code == 0 else (diff.mean() if code == 1 else diff.sum())


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,  # noqa: A002
             reduction="mean"):
    return _ops.INTERNAL["nll_loss"](input, target, weight, _reduction(reduction, size_average, reduce), ignore_index)


def cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,  # noqa: A002
                  reduction="mean", label_smoothing=0.0):
    if isinstance(target, Tensor) and target.dtype.is_floating_point:
        # class probabilities as targets
        logp = log_softmax(input, 1 if input.dim() > 1 else 0)
        losses = -(target * logp).sum(1 if input.dim() > 1 else 0)
        code = _reduction(reduction, size_average, reduce)
        return losses if code == 0 else (losses.mean() if code == 1 else losses.sum())
    return nll_loss(log_softmax(input, 1 if input.dim() > 1 else 0), target, weight, size_average, ignore_index,
                    reduce, reduction)
