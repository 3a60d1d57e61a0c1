"""The torch.* spellings native_functions.yaml gives nn ops (torch.cosine_similarity, torch.dropout,
torch.max_pool2d, ...): the torch.nn.functional op under ATen's signature, where a loss's reduction is an int
(0 none, 1 mean, 2 sum), a pooling stride of [] is the kernel size and dropout's arguments are all required."""
# the schemas' default is `reduction=Mean`, but PyTorch's argument parser reads an int default with atol, so "Mean"
# becomes 0: called without one, these losses do not reduce
_NONE = 0


def _F():
    from .nn import functional

    return functional


def _losses():
    from .nn import _composite_losses

    return _composite_losses


def bilinear(input1, input2, weight, bias=None):
    return _F().bilinear(input1, input2, weight, bias)


def cosine_similarity(x1, x2, dim=1, eps=1e-8):
    return _F().cosine_similarity(x1, x2, dim, eps)


def pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False):
    return _F().pairwise_distance(x1, x2, p, eps, keepdim)


def prelu(input, weight):  # noqa: A002
    return _F().prelu(input, weight)


def hardshrink(input, lambd=0.5):  # noqa: A002
    return _F().hardshrink(input, lambd)


def threshold(input, threshold, value):  # noqa: A002
    return _F().threshold(input, threshold, value)


def threshold_(input, threshold, value):  # noqa: A002
    return _F().threshold_(input, threshold, value)


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, generator=None):  # noqa: A002
    return _F().rrelu(input, lower, upper, training)


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False, generator=None):  # noqa: A002
    return _F().rrelu_(input, lower, upper, training)


def _dropout(name):
    def op(input, p, train):  # noqa: A002
        return getattr(_F(), name)(input, p, train)

    def op_(input, p, train):  # noqa: A002
        return getattr(_F(), name)(input, p, train, inplace=True)

    op.__name__, op_.__name__ = name, name + "_"
    return op, op_


dropout, dropout_ = _dropout("dropout")
alpha_dropout, alpha_dropout_ = _dropout("alpha_dropout")
feature_alpha_dropout, feature_alpha_dropout_ = _dropout("feature_alpha_dropout")


def kl_div(input, target, reduction=_NONE, *, log_target=False):  # noqa: A002
    from . import xlogy

    loss = target.exp() * (target - input) if log_target else xlogy(target, target) - target * input
    return _losses()._apply_reduction(loss, reduction)


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction=_NONE):  # noqa: A002
    from ._ops import INTERNAL

    return INTERNAL["binary_cross_entropy_with_logits"](input, target, weight, pos_weight, reduction)


def hinge_embedding_loss(input, target, margin=1.0, reduction=_NONE):  # noqa: A002
    return _losses().hinge_embedding_loss(input, target, margin, reduction)


def margin_ranking_loss(input1, input2, target, margin=0.0, reduction=_NONE):
    return _losses().margin_ranking_loss(input1, input2, target, margin, reduction)


def cosine_embedding_loss(input1, input2, target, margin=0.0, reduction=_NONE):
    return _losses().cosine_embedding_loss(input1, input2, target, margin, reduction)


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2.0, eps=1e-6, swap=False, reduction=_NONE):
    return _losses().triplet_margin_loss(anchor, positive, negative, margin, p, eps, swap, reduction)


def poisson_nll_loss(input, target, log_input, full, eps, reduction):  # noqa: A002
    return _losses().poisson_nll_loss(input, target, log_input, full, eps, reduction)


def instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps,  # noqa: A002
                  cudnn_enabled):
    return _F().instance_norm(input, running_mean, running_var, weight, bias, use_input_stats, momentum, eps)


def _max_pool(d, with_indices=False):
    def op(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):  # noqa: A002
        pool = getattr(_F(), f"max_pool{d}d")
        return pool(input, kernel_size, stride or None, padding, dilation, ceil_mode, return_indices=with_indices)

    op.__name__ = f"max_pool{d}d" + ("_with_indices" if with_indices else "")
    return op


def avg_pool1d(input, kernel_size, stride=(), padding=0, ceil_mode=False, count_include_pad=True):  # noqa: A002
    return _F().avg_pool1d(input, kernel_size, stride or None, padding, ceil_mode, count_include_pad)


def adaptive_avg_pool1d(input, output_size):  # noqa: A002
    return _F().adaptive_avg_pool1d(input, output_size)


def adaptive_max_pool1d(input, output_size):  # noqa: A002
    return _F().adaptive_max_pool1d(input, output_size, return_indices=True)


FUNCTIONS = {fn.__name__: fn for fn in (
    bilinear, cosine_similarity, pairwise_distance, prelu, hardshrink, threshold, threshold_, rrelu, rrelu_, dropout,
    dropout_, alpha_dropout, alpha_dropout_, feature_alpha_dropout, feature_alpha_dropout_, kl_div,
    binary_cross_entropy_with_logits, hinge_embedding_loss, margin_ranking_loss, cosine_embedding_loss,
    triplet_margin_loss, poisson_nll_loss, instance_norm, avg_pool1d, adaptive_avg_pool1d, adaptive_max_pool1d,
    *(_max_pool(d) for d in (1, 2, 3)), _max_pool(1, with_indices=True))}
