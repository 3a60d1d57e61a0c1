"""Tensor.dim_order, as current PyTorch's torch/_tensor.py has it: the order in which the dimensions lie in memory,
outermost first, by the insertion sort of _prims_common.compute_elementwise_output_logical_to_physical_perm."""
import torch

_BAD_CHECK = "The ambiguity_check argument must be a bool or a list of memory formats."


def _should_swap(shape, strides, a, b):
    """1 if dimension a lies inside b, -1 if outside, 0 where strides cannot tell (both 0, or equal with equal sizes)."""
    def ge(x, y):
        return y == 0 or (x != 0 and (x >= y or x % y == 0))

    stride_a, stride_b = strides[a], strides[b]
    if stride_a == 0 or stride_b == 0:
        return 0
    if stride_a == stride_b:
        return 0 if ge(shape[b], shape[a]) else 1
    if ge(stride_b, stride_a):
        return -1
    return 1 if ge(stride_a, stride_b) else 0


def _logical_to_physical(t, ambiguity_check):
    ndim = t.ndim
    if ndim == 0:
        return [], False
    if ndim == 1:
        return [0], False
    contiguous = t.is_contiguous()
    channels_last = ndim == 4 and t.is_contiguous(memory_format=torch.channels_last)
    if contiguous and not channels_last:
        return list(range(ndim)), False
    if channels_last and not contiguous:
        return [0, *range(2, ndim), 1], False
    shape, strides = t.shape, t.stride()
    # sorted back to front, then reversed, as PyTorch's insertion sort with ambiguous comparisons
    perm = list(reversed(range(ndim)))
    for i in range(1, ndim):
        dim1 = i
        for dim0 in reversed(range(i)):
            comparison = _should_swap(shape, strides, perm[dim0], perm[dim1])
            if comparison > 0:
                perm[dim0], perm[dim1] = perm[dim1], perm[dim0]
                dim1 = dim0
            elif comparison < 0:
                break
    ambiguous = bool(ambiguity_check) and any(
        _should_swap(shape, strides, perm[i], perm[i + 1]) != -1 for i in range(ndim - 1))
    return list(reversed(perm)), ambiguous


def dim_order(self, ambiguity_check=False):
    if self.is_sparse:
        raise AttributeError(f"Can't get dim order on sparse type: {self.type()} "
                             "Use Tensor.to_dense() to convert to a dense tensor first.")
    if not isinstance(ambiguity_check, bool):
        if not isinstance(ambiguity_check, list) or not all(
                isinstance(f, torch.memory_format) for f in ambiguity_check):
            raise TypeError(_BAD_CHECK)
    formats = ambiguity_check if isinstance(ambiguity_check, list) else []
    check_multiple = ambiguity_check if isinstance(ambiguity_check, bool) else True
    strides = self.stride()
    # several orders are legal where a dimension has size 1 or two neighbours share a stride
    multiple = any(a == b for a, b in zip(strides, strides[1:])) or any(s == 1 for s in self.shape)
    if check_multiple and multiple and sum(self.is_contiguous(memory_format=f) for f in formats) != 1:
        raise RuntimeError("The tensor does not have unique dim order, or cannot map to exact one of the given "
                           "memory formats.")
    perm, ambiguous = _logical_to_physical(self, ambiguity_check)
    if ambiguous:
        raise RuntimeError("The tensor does not have unique dim order.")
    return tuple(perm)
