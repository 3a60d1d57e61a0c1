"""Layers and losses of torch.nn.functional that PyTorch writes in Python or as small ATen kernels, composed here
in the kernels' order: the shrink and threshold activations, randomized leaky ReLU, Gumbel-softmax, the bilinear
layer, local response normalization, and the multi-class margin losses.
"""
from .. import _autocast_ops


def _torch():
    import torch

    return torch


def _recorded_as(name, result):
    from .._ops import recorded_as

    return recorded_as(name, result)


def _threshold(input, threshold, value, inplace=False):  # noqa: A002
    from .. import _ops

    if not inplace:
        return _ops.INTERNAL["threshold"](input, threshold, value)
    _ops.INTERNAL["threshold_"](input, threshold, value)
    return input


# PyTorch names the function _threshold, as its `threshold` argument shadows the function's name
threshold = _threshold


def threshold_(input, threshold, value):  # noqa: A002
    return globals()["threshold"](input, threshold, value, inplace=True)


def hardshrink(input, lambd=0.5):  # noqa: A002
    inside = (input >= -lambd) & (input <= lambd)
    return _recorded_as("HardshrinkBackward0", _torch().where(inside, _torch().zeros((), dtype=input.dtype), input))


def softshrink(input, lambd=0.5):  # noqa: A002
    torch = _torch()
    if lambd < 0:
        raise RuntimeError(f"lambda must be greater or equal to 0, but found to be {lambd:g}.")
    zero = torch.zeros((), dtype=input.dtype, device=input.device)
    return _recorded_as("SoftshrinkBackward0",
                        torch.where(input > lambd, input - lambd, torch.where(input < -lambd, input + lambd, zero)))


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, inplace=False):  # noqa: A002
    """Negative inputs scaled by a slope drawn uniformly from [lower, upper) per element (one double draw each, in
    order), or by their mean out of training."""
    torch = _torch()
    # in place, the input is written by an in-place op, so its gradient does not read the overwritten input
    if not training:
        slope = (lower + upper) / 2
        if inplace:
            return torch.nn.functional.leaky_relu_(input, slope)
        return _recorded_as("RreluWithNoiseBackward0", torch.nn.functional.leaky_relu(input, slope))
    negative = input <= 0
    slopes = torch.ones_like(input)
    count = int(negative.sum())
    if count:
        draws = torch.empty(count, dtype=torch.float64, device=input.device).uniform_(lower, upper).to(input.dtype)
        slopes[negative] = draws
    return input.mul_(slopes) if inplace else _recorded_as("RreluWithNoiseBackward0", input * slopes)


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False):  # noqa: A002
    return rrelu(input, lower, upper, training, inplace=True)


def gumbel_softmax(logits, tau=1, hard=False, eps=1e-10, dim=-1):
    torch = _torch()
    if eps != 1e-10:
        import warnings

        warnings.warn("`eps` parameter is deprecated and has no effect.")
    gumbels = -torch.empty_like(logits).exponential_().log()
    y_soft = ((logits + gumbels) / tau).softmax(dim)
    if not hard:
        return y_soft
    index = y_soft.max(dim, keepdim=True)[1]
    y_hard = torch.zeros_like(logits).scatter_(dim, index, 1.0)
    return y_hard - y_soft.detach() + y_soft


@_autocast_ops.policy("bilinear")
def bilinear(input1, input2, weight, bias=None):
    torch = _torch()
    if input1.dim() != input2.dim():
        raise RuntimeError(f"bilinear(): input dimensions do not match: got {input1.dim()} and {input2.dim()}")
    for i, (a, b) in enumerate(zip(input1.shape[:-1], input2.shape[:-1])):
        if a != b:
            raise RuntimeError(f"bilinear(): input batch dimensions do not match at dim {i}: got {a} and {b}")
    for n, given in ((1, input1), (2, input2)):
        if given.shape[-1] != weight.shape[n]:
            raise RuntimeError(f"bilinear(): input{n} size does not match weight size: got {given.shape[-1]} but "
                               f"expected {weight.shape[n]}")
    if bias is not None and bias.shape[0] != weight.shape[0]:
        raise RuntimeError(f"bilinear(): bias size does not match weight size: got {bias.shape[0]} but expected "
                           f"{weight.shape[0]}")
    from ._trilinear import Trilinear

    # ATen's bilinear: the batch dims flattened, then _trilinear over (batch, out, in1, in2) summing in1 and in2
    flat1, flat2 = input1.reshape(-1, input1.shape[-1]), input2.reshape(-1, input2.shape[-1])
    out = Trilinear.apply(flat1, weight, flat2, [1, 3], [0], [1, 2], [2, 3]).reshape(*input1.shape[:-1], weight.shape[0])
    return out if bias is None else out + bias


def local_response_norm(input, size, alpha=1e-4, beta=0.75, k=1.0):  # noqa: A002
    """functional.py's: squares averaged over a window of `size` channels (zero padded), then input / (k + alpha *
    avg) ** beta; a (size, 1, 1) average pool over channels is a (size, 1) pool over flattened positions."""
    F = _torch().nn.functional
    dim = input.dim()
    if dim < 3:
        raise ValueError(f"Expected 3D or higher dimensionality input (got {dim} dimensions)")
    if input.numel() == 0:
        return input
    div = input.mul(input)
    if dim == 3:
        div = F.pad(div.unsqueeze(1), (0, 0, size // 2, (size - 1) // 2))
        div = F.avg_pool2d(div, (size, 1), stride=1).squeeze(1)
    else:
        sizes = input.shape
        div = div.reshape(sizes[0], 1, sizes[1], -1)
        div = F.pad(div, (0, 0, size // 2, (size - 1) // 2))
        div = F.avg_pool2d(div, (size, 1), stride=1).squeeze(1).reshape(sizes)
    return input / div.mul(alpha).add(k).pow(beta)


def rms_norm(input, normalized_shape, weight=None, eps=None):  # noqa: A002
    """ATen's rms_norm: x * rsqrt(mean(x^2) + eps) over the trailing normalized_shape dims, times weight, worked in
    float for half types; eps defaults to the working dtype's machine epsilon. Recorded as _fused_rms_norm, the op
    current PyTorch dispatches it to."""
    torch = _torch()
    shape = [normalized_shape] if isinstance(normalized_shape, int) else list(normalized_shape)
    _check_rms_norm_inputs(input, shape, weight)
    working = torch.float32 if input.dtype in (torch.float16, torch.bfloat16) else input.dtype
    x = input.to(working)
    eps = torch.finfo(working).eps if eps is None else eps
    rstd = torch.rsqrt(x.pow(2).mean(tuple(range(-len(shape), 0)), keepdim=True).add_(eps))
    out = x.mul(rstd)
    if weight is not None:
        out = out.mul(weight)
    return _recorded_as("FusedRmsNormBackward0", out.contiguous().type_as(input))


def _check_rms_norm_inputs(input, shape, weight):  # noqa: A002
    """_check_rms_norm_inputs, in layer norm's words."""
    if not shape:
        raise RuntimeError("Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                           "element, but got normalized_shape = []")
    if weight is not None and list(weight.shape) != shape:
        raise RuntimeError(f"Expected weight to be of same shape as normalized_shape, but got weight of shape "
                           f"{list(weight.shape)} and normalized_shape = {shape}")
    if input.dim() < len(shape) or list(input.shape[input.dim() - len(shape):]) != shape:
        raise RuntimeError(f"Given normalized_shape={shape}, expected input with shape [*, "
                           f"{', '.join(map(str, shape))}], but got input of size{list(input.shape)}")


def _row_sums(h):
    """Each row's sum, added left to right in the input's dtype as the CPU loss kernels do."""
    total = h[:, 0]
    for d in range(1, h.shape[1]):
        total = total + h[:, d]
    return total


def _frame_reduction(per_frame, code, keep_scalar):
    if code == 0:
        return per_frame.reshape(()) if keep_scalar else per_frame
    # frames add up in double (the kernels' accumulate type)
    total = per_frame.double().sum()
    return (total / per_frame.shape[0] if code == 1 else total).to(per_frame.dtype)


@_autocast_ops.policy("multi_margin_loss")
def multi_margin_loss(input, target, p, margin, weight, code):  # noqa: A002
    torch = _torch()
    if p not in (1, 2):
        raise RuntimeError("only p == 1 and p == 2 supported")
    ndims = input.dim()
    valid = (ndims == 2 and input.shape[1] != 0) or (ndims == 1 and input.shape[0] != 0) or ndims == 0
    frames = 1 if ndims <= 1 else input.shape[0]
    if not valid:
        raise RuntimeError(f"Expected non-empty vector or matrix with optional 0-dim batch size, but got: "
                           f"{list(input.shape)}")
    if target.dim() > 1 or target.numel() != frames:
        raise RuntimeError(f"inconsistent target size, got: {list(target.shape)}")
    rows = input.reshape(frames, -1)
    dim = rows.shape[1]
    picked = target.reshape(frames, 1)
    if bool(((picked < 0) | (picked >= dim)).any()):
        raise RuntimeError("target out of range")
    z = margin - rows.gather(1, picked) + rows
    h = torch.where(z > 0, z if p == 1 else z * z, torch.zeros((), dtype=z.dtype, device=z.device))
    if weight is not None:
        h = torch.where(z > 0, h * weight[picked], h)
    h = torch.where(torch.arange(dim, device=h.device) == picked, torch.zeros((), dtype=h.dtype, device=h.device), h)
    return _recorded_as("MultiMarginLossBackward0",
                        _frame_reduction(_row_sums(h) / dim, code, keep_scalar=target.dim() == 0))


@_autocast_ops.policy("multilabel_margin_loss")
def multilabel_margin_loss(input, target, code):  # noqa: A002
    """For each target class (the row's indices up to the first -1) and each non-target class, the hinge
    1 - x[target] + x[other], summed and divided by the number of classes."""
    torch = _torch()
    ndims = input.dim()
    frames = 1 if ndims <= 1 else input.shape[0]
    if not ((ndims == 2 and input.shape[1] != 0) or (ndims == 1 and input.shape[0] != 0) or ndims == 0):
        raise RuntimeError(f"Expected non-empty vector or matrix with optional 0-dim batch size, but got: "
                           f"{list(input.shape)}")
    if target.shape != input.shape:
        raise RuntimeError(f"inconsistent target size: {list(target.shape)} for input of size: {list(input.shape)}")
    rows, labels = input.reshape(frames, -1), target.reshape(frames, -1)
    dim = rows.shape[1]
    totals = []
    for r in range(frames):
        chosen = []
        for c in labels[r].tolist():
            if c < 0:
                break
            if c >= dim:
                raise RuntimeError("target out of range")
            chosen.append(c)
        others = [i for i in range(dim) if i not in set(chosen)]
        total = torch.zeros((), dtype=rows.dtype, device=rows.device)
        for c in chosen:
            for i in others:
                z = 1 - rows[r, c] + rows[r, i]
                total = total + z.clamp_min(0)
        totals.append(total / dim)
    per_frame = torch.stack(totals)
    return _recorded_as("MultilabelMarginLossBackward0", _frame_reduction(per_frame, code, keep_scalar=ndims <= 1))


def triplet_margin_with_distance_loss(anchor, positive, negative, *, distance_function=None, margin=1.0, swap=False,
                                      code=1):
    torch = _torch()
    a_dim, p_dim, n_dim = anchor.dim(), positive.dim(), negative.dim()
    if not a_dim == p_dim == n_dim:
        raise RuntimeError(f"The anchor, positive, and negative tensors are expected to have the same number of "
                           f"dimensions, but got: anchor {a_dim}D, positive {p_dim}D, and negative {n_dim}D inputs")
    distance = distance_function if distance_function is not None else torch.nn.functional.pairwise_distance
    dist_pos, dist_neg = distance(anchor, positive), distance(anchor, negative)
    if swap:
        dist_neg = torch.minimum(dist_neg, distance(positive, negative))
    loss = (margin + dist_pos - dist_neg).clamp_min(0)
    return loss if code == 0 else (loss.mean() if code == 1 else loss.sum())


def embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False,  # noqa: A002
                  mode="mean", sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None):
    """Rows of weight gathered by input and reduced per bag (sum, mean or max): a bag is a row of a 2-D input, or
    the run of a 1-D input from one offset to the next. Rows add into their bag in order, as the CPU kernel adds
    them; a mean divides by the bag's count of indices other than padding_idx, an empty bag gives zeros. Gradients
    take the steps of PyTorch's CPU backward kernels (_embedding_bag_grad)."""
    import warnings

    torch = _torch()
    if weight.dtype == torch.long and input.is_floating_point():
        warnings.warn("Argument order of nn.functional.embedding_bag was changed. Usage `embedding_bag(weight, "
                      "input, ...)` is deprecated, and should now be `embedding_bag(input, weight, ...)`.")
        weight, input = input, weight  # noqa: A001
    if per_sample_weights is not None and input.size() != per_sample_weights.size():
        raise ValueError(f"embedding_bag: If per_sample_weights ({per_sample_weights.shape}) is not None, then it "
                         f"must have the same shape as the input ({input.shape})")
    if weight.dim() != 2:
        raise ValueError(f"weight has to be a 2D Tensor, but got Tensor of dimension {weight.dim()}")
    if input.dim() == 2:
        if offsets is not None:
            raise ValueError("if input is 2D, then offsets has to be None, as input is treated is a mini-batch of "
                             f"fixed length sequences. However, found offsets of type {type(offsets)}")
        offsets = torch.arange(0, input.numel(), input.size(1), dtype=input.dtype, device=input.device)
        input = input.reshape(-1)  # noqa: A001
        if per_sample_weights is not None:
            per_sample_weights = per_sample_weights.reshape(-1)
    elif input.dim() == 1:
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        if offsets.dim() != 1:
            raise ValueError("offsets has to be a 1D Tensor")
    else:
        raise ValueError(f"input has to be 1D or 2D Tensor, but got Tensor of dimension {input.dim()}")
    if mode not in ("sum", "mean", "max"):
        raise ValueError("mode has to be one of sum, mean or max")
    if mode == "max" and scale_grad_by_freq:
        raise ValueError("max mode does not support scaling the gradient by the frequency")
    if mode == "max" and sparse:
        raise ValueError("max mode does not support sparse weights")
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError(f"embedding_bag: per_sample_weights was not None. per_sample_weights is only "
                                  f"supported for mode='sum' (got mode='{mode}'). Please open a feature request on "
                                  "GitHub.")
    if max_norm is not None:
        with torch.no_grad():
            torch.nn.functional._embedding_renorm_(weight, input, max_norm, norm_type)
    starts = offsets.tolist()
    if starts and starts[0] != 0:
        # ATen prints offsets[0] as the 0-d tensor it is
        raise RuntimeError("offsets[0] has to be 0, i.e., the first sequence in the mini-batch has to start from "
                           f"position 0. However, got {starts[0]}\n[ {offsets.type()}{{}} ]")
    if starts and starts[-1] > input.numel():
        raise RuntimeError(f"offsets[-1] can not be greater than input's length {input.numel()} but got offsets[-1] "
                           f"of {starts[-1]}")
    ends = starts[1:] + ([] if include_last_offset else [input.numel()])
    starts = starts[:len(ends)]
    bags = torch.zeros(input.numel(), dtype=torch.int64, device=input.device)
    for b, (lo, hi) in enumerate(zip(starts, ends)):
        bags[lo:hi] = b
    in_bag = torch.zeros(input.numel(), dtype=torch.bool, device=input.device)
    for lo, hi in zip(starts, ends):
        in_bag[lo:hi] = True
    padding = -1 if padding_idx is None else padding_idx if padding_idx >= 0 else weight.size(0) + padding_idx
    kept = in_bag & (input != padding)
    kept_bags = bags[kept]
    counts = torch.zeros(len(ends), dtype=torch.int64, device=input.device).index_put((kept_bags,), torch.ones_like(kept_bags),
                                                                 accumulate=True)

    def reduce(weight, per_sample_weights):
        rows = torch.nn.functional.embedding(input[kept], weight, scale_grad_by_freq=scale_grad_by_freq, sparse=sparse)
        if per_sample_weights is not None:
            rows = rows * per_sample_weights[kept].unsqueeze(1)
        out = torch.zeros(len(ends), weight.size(1), dtype=weight.dtype, device=weight.device)
        if mode == "max":
            picked = [rows[kept_bags == b].amax(0) if bool((kept_bags == b).any()) else out[b]
                      for b in range(len(ends))]
            return torch.stack(picked) if picked else out
        out = out.index_put((kept_bags,), rows, accumulate=True)
        return out / counts.clamp_min(1).to(out.dtype).unsqueeze(1) if mode == "mean" else out

    if sparse:
        return _recorded_as("EmbeddingBagBackward0", reduce(weight, per_sample_weights))
    from ._embedding_bag_grad import EmbeddingBag

    return EmbeddingBag.apply(weight, per_sample_weights, reduce, input[in_bag], bags[in_bag], counts, mode, padding,
                              scale_grad_by_freq)
