"""torch.autograd.forward_ad: dual tensors (a primal with a tangent) and the tangents of what is computed from them.

Tangents come from the double-backward trick, not from per-op forward formulas: make_dual records the primal in the
backward graph, and unpack_dual(y) takes the vector-Jacobian product of y with a dummy v, then differentiates that
(linear in v) against the tangents, which gives J @ tangent. So ops made under no_grad carry no tangent here, and a
custom Function's jvp is called when its inputs have tangents (see _function_tangents).
"""
from collections import namedtuple

from .._grad_mode import enable_grad
from .._tensor import Tensor

__all__ = ["UnpackedDualTensor", "enter_dual_level", "exit_dual_level", "make_dual", "unpack_dual", "dual_level"]

# the levels entered, innermost last: each holds its duals as (tensor in the graph, tangent)
_levels = []


class _Level:
    def __init__(self):
        self.duals = []
        self.cut = set()  # ids of custom Function ctxs whose outputs got their tangents from jvp
        self.extracting = False  # while a tangent's vector-Jacobian product runs
        self.probes = []  # the vectors the double-backward trick differentiated against, leaves of its tangents


def enter_dual_level():
    if _levels:
        raise RuntimeError("Nested forward mode AD is not supported at the moment")
    _levels.append(_Level())
    return len(_levels) - 1


def exit_dual_level(*, level=None):
    if level is None:
        level = len(_levels) - 1
    if level != len(_levels) - 1:
        raise RuntimeError("Trying to exit a forward AD level that was not the last one that was created. This is "
                           "not supported.")
    _levels.pop()


def _level(level):
    if level is None:
        if not _levels:
            return None
        level = len(_levels) - 1
    if not 0 <= level < len(_levels):
        return None
    return _levels[level]


def make_dual(tensor, tangent, *, level=None):
    found = _level(level)
    if found is None:
        raise RuntimeError("To create a dual Tensor, you must first enter a dual level with "
                           "`with fwAD.dual_level():`" if level is None else
                           f"Invalid level given to make_dual: {level}")
    if not (tensor.is_floating_point() or tensor.is_complex()):
        raise ValueError(f"Expected primal to be floating point or complex, but got: {tensor.dtype}")
    if not (tangent.is_floating_point() or tangent.is_complex()):
        raise ValueError(f"Expected tangent to be floating point or complex, but got: {tangent.dtype}")
    if any(d is tensor for d, _ in found.duals) or _tangent(tensor, found) is not None:
        raise RuntimeError("Making a dual Tensor based on a Tensor that already has a forward gradient at the same "
                           f"level {_levels.index(found)} is not supported.")
    if tensor.shape != tangent.shape:
        raise RuntimeError(f"Trying to set a forward gradient that has a different size than that of the original "
                           f"Tensor, this is not supported. Tensor is of size {list(tensor.shape)} while the given "
                           f"forward gradient is of size {list(tangent.shape)}.")
    with enable_grad():
        # a view when the primal is in the backward graph already, so that backward still reaches it
        dual = tensor.view_as(tensor) if tensor.requires_grad else tensor.detach().requires_grad_()
    found.duals.append((dual, tangent if _same_meta(tangent, tensor) else _with_layout_of(tensor, tangent)))
    return dual


def _same_meta(a, b):
    """PyTorch's has_same_meta: a tangent laid out as its primal is stored as given, else a copy in that layout."""
    from .._engine import _E

    a_meta, b_meta = _E.storage_meta(a._i).to_py(), _E.storage_meta(b._i).to_py()
    return (a.shape == b.shape and a_meta[1:3] == b_meta[1:3]
            and all(n == 1 or sa == sb for n, sa, sb in zip(a.shape, a.stride(), b.stride())))


def _with_layout_of(tensor, tangent):
    from .. import empty_strided

    return empty_strided(tensor.shape, tensor.stride(), dtype=tangent.dtype).copy_(tangent)


_UnpackedDualTensor = namedtuple("_UnpackedDualTensor", ["primal", "tangent"])


class UnpackedDualTensor(_UnpackedDualTensor):
    """Namedtuple returned by unpack_dual() containing the primal and tangent components of the dual tensor."""


def _tangent(tensor, found):
    """J @ tangents of tensor with respect to the level's duals, or None where tensor does not depend on them."""
    from . import grad
    from .. import zeros_like

    if not tensor.requires_grad or not found.duals:
        return None
    duals, tangents = zip(*found.duals)
    with enable_grad():
        v = zeros_like(tensor, requires_grad=True)
        found.probes.append(v)
        found.extracting = True
        try:
            vjps = grad(tensor, duals, v, create_graph=True, allow_unused=True)
            reached = [(g, t) for g, t in zip(vjps, tangents) if g is not None]
            if not reached:
                return None
            jvp, = grad([g for g, _ in reached], v, [t for _, t in reached], allow_unused=True, create_graph=True)
        finally:
            found.extracting = False
    return zeros_like(tensor) if jvp is None else jvp


def unpack_dual(tensor, *, level=None):
    if not isinstance(tensor, Tensor):
        return UnpackedDualTensor(tensor, None)
    found = _level(level)
    if found is None:
        return UnpackedDualTensor(tensor, None)
    from .._functorch._graph import without_own

    # a dual made by make_dual (or a custom Function's jvp) gives back the tangent it holds
    held = [t for d, t in found.duals if d is tensor]
    tangent = None if held else _tangent(tensor, found)
    own = [d for d, _ in found.duals] + found.probes
    primal = without_own(tensor, own)
    if held:
        return UnpackedDualTensor(primal, held[-1])
    return UnpackedDualTensor(primal, None if tangent is None else without_own(tangent, own))


def _function_tangents(ctx, args, outputs):
    """For a custom Function applied to duals: its outputs become duals whose tangents its jvp gives. Returns
    whether it did, so that backward through its node stops when tangents are extracted (see cuts_backward)."""
    found = _level(None)
    if found is None or not any(isinstance(a, Tensor) and a.requires_grad for a in args):
        return False
    input_tangents = [_tangent(a, found) if isinstance(a, Tensor) and a.is_floating_point() else None
                      for a in args]
    if all(t is None for t in input_tangents):
        return False
    from .. import zeros_like

    input_tangents = [zeros_like(a) if t is None and isinstance(a, Tensor) else t
                      for a, t in zip(args, input_tangents)]
    result = ctx.apply_jvp(*input_tangents)
    result = result if isinstance(result, tuple) else (result,)
    tensors = [o for o in outputs if isinstance(o, Tensor)]
    for out, tangent in zip(tensors, result):
        if tangent is not None:
            found.duals.append((out, tangent))
    found.cut.add(id(ctx))
    return True


def cuts_backward(ctx):
    """Whether tangents are being extracted through ctx's node, whose outputs hold their own tangents."""
    found = _level(None)
    return found is not None and found.extracting and id(ctx) in found.cut


class dual_level:
    """Context manager for forward AD, where all forward AD computation must occur within the dual_level
    context."""

    def __enter__(self):
        return enter_dual_level()

    def __exit__(self, exc_type, exc_value, traceback):
        exit_dual_level()
