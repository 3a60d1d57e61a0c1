"""What the transforms here add to the backward graph, and taking it off again at the outermost one.

The transforms run on the ordinary backward graph: each differentiated input becomes a fresh leaf that requires
grad (or a view of the input when the input requires grad already), and every gradient is taken with create_graph,
so that a transform around this one can differentiate it again. A result that reaches no leaf but those fresh ones
is then detached, as PyTorch's transforms return plain tensors unless something outside them requires grad.
"""
from .._grad_mode import enable_grad
from .._tensor import Tensor


def differentiable(x):
    """x as a transform differentiates it: in the graph, and reaching x's own graph when x has one."""
    if not isinstance(x, Tensor):
        raise ValueError(f"Thing passed to transform API must be Tensor, got {type(x)}")
    with enable_grad():
        return x.view_as(x) if x.requires_grad else x.detach().requires_grad_()


def _accumulator(leaf):
    with enable_grad():
        return leaf.view_as(leaf).grad_fn.next_functions[0][0]._n


def reaches_other_leaves(tensor, own):
    """Whether tensor's graph reaches a leaf that requires grad other than the tensors in own."""
    mine = {_accumulator(t) for t in own if t.is_leaf}
    seen = set()
    stack = [tensor.grad_fn]
    while stack:
        fn = stack.pop()
        if fn is None or fn._n in seen:
            continue
        seen.add(fn._n)
        if type(fn).__name__ == "AccumulateGrad":
            if fn._n not in mine:
                return True
            continue
        stack.extend(f for f, _ in fn.next_functions)
    return False


def without_own(tensor, own):
    """tensor, detached when only the transform's own leaves (own) put it in the graph."""
    if isinstance(tensor, Tensor) and tensor.requires_grad and not reaches_other_leaves(tensor, own):
        return tensor.detach()
    return tensor
