"""Padding by reflection, replication and wrapping around, and resizing by linear interpolation: index arithmetic
as ATen's CPU kernels do it (source positions and weights in the input's compute precision), then gathers along one
dimension at a time, so values and gradients follow PyTorch's.
"""
import math
import struct

from .. import _autocast_ops
from ._more_functional import _recorded_as


def _torch():
    import torch

    return torch


def _f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


# circular padding is composite in ATen (copies into slices of a new tensor), so its node is CopySlices
_NODES = {"reflect": "ReflectionPad{}DBackward0", "replicate": "ReplicationPad{}DBackward0", "circular": "CopySlices"}
# the ATen op each mode runs as, by which autocast casts it (circular padding is a composite of copies)
_KERNELS = {"reflect": "reflection_pad{}d", "replicate": "replication_pad{}d", "circular": "_pad_circular"}


def _source_indices(mode, before, after, n):
    """The input index each padded position reads. A negative padding crops; circular padding wraps around what is
    left after cropping, as ATen's _pad_circular copies from the already-cropped centre."""
    if mode == "reflect":
        return [-i if i < 0 else (2 * (n - 1) - i if i >= n else i) for i in range(-before, n + after)]
    if mode == "replicate":
        return [min(max(i, 0), n - 1) for i in range(-before, n + after)]
    start, kept = max(-before, 0), n - max(-before, 0) - max(-after, 0)
    return [start + i % kept for i in range(-max(before, 0), kept + max(after, 0))]


def pad_nonconstant(input, pad, mode, value):  # noqa: A002
    """F.pad's reflect, replicate and circular modes (torch._C._nn.pad's checks and messages)."""
    torch = _torch()
    if len(pad) % 2:
        raise RuntimeError("Padding length must be divisible by 2")
    if len(pad) > 2 * input.dim():
        raise RuntimeError(f"Padding length should be less than or equal to two times the input dimension but got "
                           f"padding length {len(pad)} and input of dimension {input.dim()}")
    if value is not None and value != 0:
        raise RuntimeError(f'Padding mode "{mode}" doesn\'t take in value argument')
    dims = len(pad) // 2
    if not ((dims, input.dim()) in ((1, 2), (1, 3), (2, 3), (2, 4), (3, 4), (3, 5))):
        raise NotImplementedError("Only 2D, 3D, 4D, 5D padding with non-constant padding are supported for now")
    for i in range(dims):
        dim = input.dim() - 1 - i
        before, after = pad[2 * i], pad[2 * i + 1]
        n = input.shape[dim]
        if mode == "reflect" and (before >= n or after >= n):
            raise RuntimeError(f"Argument #{4 + 2 * i}: Padding size should be less than the corresponding input "
                               f"dimension, but got: padding ({before}, {after}) at dimension {dim} of input "
                               f"{list(input.shape)}")
        if dims == 1 and mode != "circular" and n + before + after < 1:
            raise RuntimeError(f"input (W: {n}) is too small. Calculated output W: {n + before + after}")
        if mode == "circular" and (before > n or after > n):
            raise RuntimeError("Padding value causes wrapping around more than once.")
        if mode == "circular" and n + before + after < 0:
            raise RuntimeError("Negative padding value is resulting in an empty dimension")
    return _autocast_ops.call(_KERNELS[mode].format(dims), _padded, input, pad, mode)


def _padded(input, pad, mode):  # noqa: A002
    torch = _torch()
    dims = len(pad) // 2
    # the last dim's indices first, as pad lists them
    indices = [_source_indices(mode, pad[2 * i], pad[2 * i + 1], input.shape[input.dim() - 1 - i]) for i in range(dims)]
    as_tensor = lambda index: torch.tensor(index, dtype=torch.int64, device=input.device)  # noqa: E731
    if mode == "circular" or dims == 1:
        out = input
        for i, index in enumerate(indices):
            out = out.index_select(input.dim() - 1 - i, as_tensor(index))
    else:
        # one gather over the padded dims together, so that the gradient adds each output's share onto its source in
        # output order, as ATen's reflection and replication backward kernels loop
        flat = [0]
        for size, index in zip(input.shape[-dims:], reversed(indices)):
            flat = [f * size + i for f in flat for i in index]
        out = input.flatten(-dims).index_select(-1, as_tensor(flat)).unflatten(-1, [len(i) for i in reversed(indices)])
    return _recorded_as(_NODES[mode].format(dims), out)


def _scale(n_in, n_out, align_corners, scale, f):
    """area_pixel_compute_scale: input size over output size, or the inverse of a given scale factor."""
    if align_corners:
        return f((n_in - 1) / (n_out - 1)) if n_out > 1 else 0.0
    return f(1.0 / scale) if scale is not None and scale > 0 else f(n_in / n_out)


def _linear_taps(n_in, n_out, align_corners, scale, f):
    """Each output position's two source indices and their weights (compute_source_index_and_lambda)."""
    if n_in == n_out:
        return list(range(n_out)), list(range(n_out)), [1.0] * n_out, [0.0] * n_out
    ratio = _scale(n_in, n_out, align_corners, scale, f)
    i0s, i1s, l0s, l1s = [], [], [], []
    for o in range(n_out):
        # GCC fuses each multiply with the subtraction that follows it into one rounding (an FMA), for the source
        # position and again for the weight, which reads the unrounded product
        src = f(ratio * o) if align_corners else max(f(ratio * (o + 0.5) - 0.5), 0.0)
        i0 = min(int(src // 1), n_in - 1)
        exact = ratio * o if align_corners else ratio * (o + 0.5) - 0.5
        l1 = min(max(f(exact - i0), 0.0), 1.0)
        i0s.append(i0)
        i1s.append(i0 + (1 if i0 < n_in - 1 else 0))
        l1s.append(l1)
        l0s.append(f(1.0 - l1))
    return i0s, i1s, l0s, l1s


def linear_resize(input, sizes, scales, align_corners, node):  # noqa: A002
    """Linear, bilinear or trilinear. float32 and float64 run the engine's op, which follows PyTorch's kernels and
    their backward; other dtypes blend here, the last dimension first, then each one before it, which is the
    nesting of the kernel's sum l0 * (...) + l1 * (...); its first product fuses with the addition (an FMA, here
    the exact product added in double and rounded once)."""
    torch = _torch()
    if input.dtype in (torch.float32, torch.float64):
        from .._ops import INTERNAL

        names = ("scales_d", "scales_h", "scales_w")[3 - len(sizes):]
        return INTERNAL["_upsample_linear"](input, list(sizes), bool(align_corners), **dict(zip(names, scales)))
    f = _f32
    out = input
    spatial = len(sizes)
    for k in reversed(range(spatial)):
        dim = 2 + k
        i0, i1, l0, l1 = _linear_taps(input.shape[dim], sizes[k], align_corners, scales[k], f)
        shape = [-1 if d == dim else 1 for d in range(input.dim())]
        w0 = torch.tensor(l0, dtype=input.dtype, device=input.device).reshape(shape)
        w1 = torch.tensor(l1, dtype=input.dtype, device=input.device).reshape(shape)
        a = out.index_select(dim, torch.tensor(i0, dtype=torch.int64, device=input.device))
        b = out.index_select(dim, torch.tensor(i1, dtype=torch.int64, device=input.device))
        out = (w0.double() * a.double() + (w1 * b).double()).to(input.dtype)
    return _recorded_as(node, out)


def _cubic_taps(n_in, n_out, align_corners, scale, f):
    """Each output position's four source indices (clamped to the input) and cubic convolution weights, A = -0.75."""
    A = -0.75
    ratio = _scale(n_in, n_out, align_corners, scale, f)
    taps, weights = [], []
    for o in range(n_out):
        src = f(ratio * o) if align_corners else f(f(ratio * f(o + 0.5)) - 0.5)
        base = int(src // 1)
        t = f(src - base)

        def near(x):  # |x| <= 1
            return f(f(f(f(f(f(A + 2) * x) - f(A + 3)) * x) * x) + 1)

        def far(x):  # 1 < |x| < 2
            return f(f(f(f(f(f(A * x) - f(5 * A)) * x) + f(8 * A)) * x) - f(4 * A))

        weights.append([far(f(t + 1)), near(t), near(f(1 - t)), far(f(f(1 - t) + 1))])
        taps.append([min(max(base - 1 + k, 0), n_in - 1) for k in range(4)])
    return taps, weights


def cubic_resize(input, sizes, scales, align_corners):  # noqa: A002
    """Bicubic. float32 and float64 run the engine's op, which follows PyTorch's kernels and their backward; other
    dtypes blend here: four taps per dimension, the last dimension first."""
    torch = _torch()
    if input.dtype in (torch.float32, torch.float64):
        from .._ops import INTERNAL

        return INTERNAL["_upsample_bicubic"](input, list(sizes), bool(align_corners), scales_h=scales[0],
                                             scales_w=scales[1])
    f = _f32
    out = input
    for k in reversed(range(len(sizes))):
        dim = 2 + k
        taps, weights = _cubic_taps(input.shape[dim], sizes[k], align_corners, scales[k], f)
        shape = [-1 if d == dim else 1 for d in range(input.dim())]
        terms = []
        for j in range(4):
            w = torch.tensor([row[j] for row in weights], dtype=input.dtype, device=input.device).reshape(shape)
            terms.append(w * out.index_select(dim, torch.tensor([row[j] for row in taps], dtype=torch.int64,
                                                                     device=input.device)))
        out = terms[0] + (terms[1] + (terms[2] + terms[3]))
    return _recorded_as("UpsampleBicubic2DBackward0", out)


def _triangle(x, f):
    """The antialiasing linear filter (Pillow's bilinear)."""
    x = abs(x)
    return f(1.0 - x) if x < 1.0 else 0.0


def _keys_cubic(x, f):
    """The antialiasing cubic filter, Keys' a = -0.5 (Pillow's bicubic): cubic_convolution1/2 in the input's
    precision, each multiply fused with the addition after it as the compiled kernel does."""
    x = abs(x)
    if x < 1.0:  # ((a + 2) x - (a + 3)) x x + 1
        return f(f(f(1.5 * x - 2.5) * x) * x + 1.0)
    if x < 2.0:  # ((a x - 5 a) x + 8 a) x - 4 a
        return f(f(f(-0.5 * x + 2.5) * x - 4.0) * x + 2.0)
    return 0.0


def _antialias_taps(n_in, n_out, align_corners, scale, f, taps, kernel):
    """Each output's first source index, weights and tap count (_compute_indices_min_size_weights_aa): the filter is
    stretched by the downscaling factor, so every input under it contributes; weights are normalised to sum to 1."""
    ratio = _scale(n_in, n_out, align_corners, scale, f)
    support = f(taps * 0.5 * ratio) if ratio >= 1.0 else taps * 0.5
    width = math.ceil(support) * 2 + 1
    invscale = f(1.0 / ratio) if ratio >= 1.0 else 1.0
    starts, weights, counts = [], [], []
    for i in range(n_out):
        center = f(ratio * (i + 0.5))
        xmin = max(int(f(center - support) + 0.5), 0)
        xsize = min(max(min(int(f(center + support) + 0.5), n_in) - xmin, 0), width)
        ws = [kernel(f((f(j + xmin - center) + 0.5) * invscale), f) for j in range(xsize)]
        total = 0.0
        for w in ws:
            total = f(total + w)
        if total != 0.0:
            ws = [f(w / total) for w in ws]
        starts.append(xmin)
        weights.append(ws + [0.0] * (width - xsize))
        counts.append(xsize)
    return starts, weights, counts, width


def antialias_resize(input, sizes, scales, align_corners, cubic):  # noqa: A002
    """Bilinear or bicubic with antialias=True: separable passes, the last dim first, skipping dims whose size
    does not change. Each output is t0 * w0, then += tj * wj for its other taps in order; the compiled loop runs
    those in blocks of four with separate multiply and add, and the leftover ones as fused multiply-adds (here the
    exact product added in double and rounded once)."""
    torch = _torch()
    f = (lambda x: x) if input.dtype == torch.float64 else _f32
    out = input
    for k in reversed(range(len(sizes))):
        dim = 2 + k
        n_in = input.shape[dim]
        if n_in == sizes[k]:
            continue
        starts, weights, counts, width = _antialias_taps(n_in, sizes[k], align_corners, scales[k], f,
                                                         4 if cubic else 2, _keys_cubic if cubic else _triangle)
        shape = [-1 if d == dim else 1 for d in range(input.dim())]
        acc = None
        for j in range(width):
            index = torch.tensor([min(s + j, n_in - 1) for s in starts], dtype=torch.int64, device=input.device)
            w = torch.tensor([row[j] for row in weights], dtype=input.dtype, device=input.device).reshape(shape)
            term = out.index_select(dim, index)
            if acc is None:
                acc = w * term
                continue
            fused = torch.tensor([j - 1 >= (n - 1) - (n - 1) % 4 for n in counts], device=input.device).reshape(shape)
            acc = torch.where(fused, (acc.double() + w.double() * term.double()).to(input.dtype), acc + w * term)
        out = acc
    return _recorded_as(f"Upsample{'Bicubic' if cubic else 'Bilinear'}2DAaBackward0", out)
