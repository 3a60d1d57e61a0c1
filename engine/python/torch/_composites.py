"""Functions PyTorch provides that are compositions of other ops here (shape helpers, stacking, comparisons).

Each is written with engine ops, so autograd flows through them; gradients are exact though a grad_fn may name the
op it was built from rather than PyTorch's own node.
"""
import math
import warnings

from . import _autocast_ops, _ops
from ._histograms import bincount, histc, histogram, histogramdd
from ._out import _scalar_name
from ._size import expandable_to
from ._tensor import Tensor, _wrap_dim


def _torch():
    import torch

    return torch


def _dims(dims, ndim):
    return [d + ndim if d < 0 else d for d in dims]


def broadcast_to(input, size):  # noqa: A002
    return input.expand(*size)


def broadcast_shapes(*shapes):
    shapes = [(s,) if isinstance(s, int) else s for s in shapes]
    result = [1] * max((len(s) for s in shapes if isinstance(s, (tuple, list))), default=0)
    for shape in shapes:
        if not isinstance(shape, (tuple, list)):
            raise RuntimeError("Input shapes should be of type ints, a tuple of ints, or a list of ints, got ", shape)
        for i in range(-1, -1 - len(shape), -1):
            if shape[i] < 0:
                raise RuntimeError(f"Trying to create tensor with negative dimension ({shape[i]}): ({shape[i]})")
            if shape[i] == 1 or shape[i] == result[i]:
                continue
            if result[i] != 1:
                raise RuntimeError("Shape mismatch: objects cannot be broadcast to a single shape")
            result[i] = shape[i]
    return _torch().Size(result)


def _infer_size(a, b):
    """at::infer_size: the broadcast of two sizes, refused in ATen's words (dimensions counted in the result)."""
    ndim = max(len(a), len(b))
    a, b = (1,) * (ndim - len(a)) + tuple(a), (1,) * (ndim - len(b)) + tuple(b)
    for i in reversed(range(ndim)):
        if a[i] != b[i] and a[i] != 1 and b[i] != 1:
            raise RuntimeError(f"The size of tensor a ({a[i]}) must match the size of tensor b ({b[i]}) at "
                               f"non-singleton dimension {i}")
    return _torch().Size(y if x == 1 else x for x, y in zip(a, b))


def broadcast_tensors(*tensors):
    # expand_outplace folds the shapes in one at a time, so "tensor a" is the broadcast of those before
    shape = ()
    for t in tensors:
        shape = _infer_size(shape, t.shape)
    # ATen's expand_outplace hands back a tensor of the broadcast shape itself, not a view of it
    return tuple(t if t.shape == shape else t.expand(shape) for t in tensors)


def meshgrid(*tensors, indexing=None):
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    if indexing is None:
        warnings.warn("torch.meshgrid: in an upcoming release, it will be required to pass the indexing argument.",
                      UserWarning, stacklevel=2)
        indexing = "ij"
    if indexing not in ("ij", "xy"):
        raise RuntimeError(f'torch.meshgrid: indexing must be one of "xy" or "ij", but received: {indexing}')
    for t in tensors:
        if t.dim() > 1:
            raise RuntimeError(f"torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got: {t}")
    flat = [t.reshape(-1) for t in tensors]
    swap = indexing == "xy" and len(flat) >= 2
    if swap:
        flat[0], flat[1] = flat[1], flat[0]
    shape = [t.numel() for t in flat]
    grids = []
    for i, t in enumerate(flat):
        view = [1] * len(flat)
        view[i] = -1
        grids.append(t.view(*view).expand(*shape))
    if swap:
        grids[0], grids[1] = grids[1], grids[0]
    return tuple(grids)


def repeat_interleave(input, repeats=None, dim=None, *, output_size=None):  # noqa: A002
    if repeats is None:  # torch.repeat_interleave(repeats): each index i, repeats[i] times
        counts = input
        return _torch().arange(counts.numel(), device=counts.device).repeat_interleave(counts)
    if dim is None:
        input, dim = input.reshape(-1), 0  # noqa: A001
    dim = _dims([dim], input.dim())[0]
    if isinstance(repeats, Tensor) and repeats.numel() != 1:
        if repeats.dim() != 1 or repeats.numel() != input.shape[dim]:
            raise RuntimeError("repeats must have the same size as input along dim")
        index = [i for i, n in enumerate(repeats.tolist()) for _ in range(n)]
        return input.index_select(dim, _torch().tensor(index, dtype=_torch().int64, device=input.device))
    n = int(repeats.item()) if isinstance(repeats, Tensor) else int(repeats)
    shape = list(input.shape)
    expanded = input.unsqueeze(dim + 1).expand(*shape[:dim + 1], n, *shape[dim + 1:])
    return expanded.reshape(*shape[:dim], shape[dim] * n, *shape[dim + 1:])


def diag(input, diagonal=0):  # noqa: A002
    if input.dim() not in (1, 2):
        raise RuntimeError("diag(): Supports 1D or 2D tensors. Got %dD" % input.dim())
    torch = _torch()
    return torch.diag_embed(input, diagonal) if input.dim() == 1 else torch.diagonal_copy(input, diagonal)


def tile(input, *dims):  # noqa: A002
    dims = tuple(dims[0]) if len(dims) == 1 and isinstance(dims[0], (list, tuple)) else dims
    if len(dims) < input.dim():
        dims = (1,) * (input.dim() - len(dims)) + dims
    return input.repeat(*dims)


def movedim(input, source, destination):  # noqa: A002
    source = [source] if isinstance(source, int) else list(source)
    destination = [destination] if isinstance(destination, int) else list(destination)
    n = input.dim()
    if len(source) != len(destination):
        raise RuntimeError(f"movedim: Invalid source or destination dims: source ({source} dims) should contain the "
                           f"same number of dims as destination ({destination} dims)")
    wrapped = [_wrap_dim(d, n) for d in source], [_wrap_dim(d, n) for d in destination]
    for name, given, dims in (("source", source, wrapped[0]), ("destination", destination, wrapped[1])):
        if len(set(dims)) != len(dims):
            raise RuntimeError(f"movedim: repeated dim in `{name}` ({given})")
    source, destination = wrapped
    if n == 0:
        return input.view(())
    order = [None] * n
    for s, d in zip(source, destination):
        order[d] = s
    rest = iter(i for i in range(n) if i not in source)
    return input.permute(*[o if o is not None else next(rest) for o in order])


def swapaxes(input, axis0, axis1):  # noqa: A002
    return input.transpose(axis0, axis1)


def flipud(input):  # noqa: A002
    return input.flip(0)


def fliplr(input):  # noqa: A002
    if input.dim() < 2:
        raise RuntimeError("Input must be >= 2-d.")
    return input.flip(1)


def _atleast(n):
    def fn(*tensors):
        single = len(tensors) == 1 and isinstance(tensors[0], Tensor)
        items = (tensors[0],) if single else tuple(tensors[0] if len(tensors) == 1 else tensors)
        out = []
        for t in items:
            if t.dim() >= n:
                out.append(t)
            elif n == 3 and t.dim() == 2:
                out.append(t.unsqueeze(-1))
            else:
                out.append(t.reshape(*([1] * (n - max(t.dim(), 1)) + ([t.numel()] if t.dim() else [1]))) if n < 3
                           else t.reshape(1, -1, 1))
        return out[0] if single else tuple(out)

    fn.__name__ = f"atleast_{n}d"
    return fn


atleast_1d, atleast_2d, atleast_3d = _atleast(1), _atleast(2), _atleast(3)


def _nonempty(tensors, name):
    if len(tensors) == 0:
        raise RuntimeError(f"{name} expects a non-empty TensorList")


def hstack(tensors):
    _nonempty(tensors, "hstack")
    tensors = atleast_1d(*tensors) if len(tensors) != 1 else (atleast_1d(tensors[0]),)
    return _torch().cat(list(tensors), 0 if tensors[0].dim() == 1 else 1)


def vstack(tensors):
    _nonempty(tensors, "vstack")
    return _torch().cat([atleast_2d(t) for t in tensors], 0)


def dstack(tensors):
    _nonempty(tensors, "dstack")
    return _torch().cat([atleast_3d(t) for t in tensors], 2)


def column_stack(tensors):
    _nonempty(tensors, "column_stack")
    return _torch().cat([t.reshape(-1, 1) if t.dim() <= 1 else t for t in tensors], 1)


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):  # noqa: A002
    if not isinstance(other, Tensor):
        other = _torch().tensor(other, dtype=input.dtype)
    if input.dtype != other.dtype:
        raise RuntimeError(f"{_scalar_name(input.dtype)} did not match {_scalar_name(other.dtype)}")
    close = input == other
    if input.dtype.is_floating_point:
        diff = (input - other).abs()
        finite = input.isfinite() & other.isfinite()
        close = close | (finite & (diff <= atol + rtol * other.abs()))
        if equal_nan:
            close = close | (input.isnan() & other.isnan())
    return close


def count_nonzero(input, dim=None):  # noqa: A002
    nonzero = input != 0
    return nonzero.sum() if dim is None else nonzero.sum(dim)


def diff(input, n=1, dim=-1, prepend=None, append=None):  # noqa: A002
    if prepend is not None or append is not None:
        parts = [p for p in (prepend, input, append) if p is not None]
        input = _torch().cat(parts, dim)  # noqa: A001
    for _ in range(n):
        size = input.shape[dim]
        input = input.narrow(dim, 1, size - 1) - input.narrow(dim, 0, size - 1) if input.dtype != _torch().bool \
            else input.narrow(dim, 1, size - 1) ^ input.narrow(dim, 0, size - 1)  # noqa: A001
    return input


def unflatten(input, dim, sizes):  # noqa: A002
    """input.reshape with dim split into sizes; infer_size's refusals as unflatten rewords them."""
    dim = _wrap_dim(dim, input.dim())
    sizes = list(sizes)
    if not sizes:
        raise RuntimeError("unflatten: sizes must be non-empty")
    shape = list(input.shape)
    infer, known = None, 1
    for i, size in enumerate(sizes):
        if size == -1:
            if infer is not None:
                raise RuntimeError("unflatten got an unexpected error:\nonly one dimension can be inferred")
            infer = i
        elif size < 0:
            raise RuntimeError(f"invalid shape dimension {size}")
        else:
            known *= size
    if infer is not None and known == 0 == shape[dim]:
        raise RuntimeError(f"cannot reshape tensor of 0 elements into shape {sizes} because the unspecified dimension "
                           "size -1 can be any value and is ambiguous")
    if shape[dim] != known and not (infer is not None and known > 0 and shape[dim] % known == 0):
        raise RuntimeError(f"unflatten: Provided sizes {sizes} don't multiply up to the size of dim {dim} "
                           f"({shape[dim]}) in the input tensor")
    return input.reshape(*shape[:dim], *sizes, *shape[dim + 1:])


def sum_to_size(self, *size):
    """self summed down to `size`, to which it must expand (ATen's sum_to): leading dims summed away, dims of size
    1 in `size` summed with keepdim; self itself when nothing is summed."""
    shape = list(size[0]) if len(size) == 1 and isinstance(size[0], (list, tuple)) else list(size)
    sizes = list(self.shape)
    if not expandable_to(shape, sizes):
        raise RuntimeError(f"size {{{shape}}} is not expandable to size {{{sizes}}}.")
    leading = len(sizes) - len(shape)
    dims = list(range(leading)) + [i for i in range(leading, len(sizes)) if shape[i - leading] == 1 and sizes[i] != 1]
    out = self.sum(dims, keepdim=True) if dims else self
    return out.view(shape) if leading > 0 else out


def ravel(input):  # noqa: A002
    return input.reshape(-1)


def isposinf(input):  # noqa: A002
    return input == math.inf


def isneginf(input):  # noqa: A002
    return input == -math.inf


def nanmean(input, dim=None, keepdim=False, *, dtype=None):  # noqa: A002
    count = (~input.isnan()).sum() if dim is None else (~input.isnan()).sum(dim, keepdim=keepdim)
    return _torch().nansum(input, dim, keepdim, dtype=dtype) / count


def std_mean(input, dim=None, *, correction=1, keepdim=False, unbiased=None):  # noqa: A002
    return _pair_with_mean("std", input, dim, correction, keepdim, unbiased)


def var_mean(input, dim=None, *, correction=1, keepdim=False, unbiased=None):  # noqa: A002
    return _pair_with_mean("var", input, dim, correction, keepdim, unbiased)


def _pair_with_mean(kind, input, dim, correction, keepdim, unbiased):  # noqa: A002
    if unbiased is not None:
        correction = 1 if unbiased else 0
    spread = getattr(input, kind)(dim, correction=correction, keepdim=keepdim)
    mean = input.mean() if dim is None else input.mean(dim, keepdim=keepdim)
    if dim is None and keepdim:
        mean = mean.reshape([1] * input.dim())
    node = "VarMeanBackward0" if kind == "var" else "StdMeanBackward0"
    return _ops.recorded_as(node, spread), _ops.recorded_as(node, mean)


def float_power(input, exponent):  # noqa: A002
    torch = _torch()
    base = input.to(torch.float64) if isinstance(input, Tensor) else torch.tensor(input, dtype=torch.float64)
    return base.pow(exponent.to(torch.float64) if isinstance(exponent, Tensor) else exponent)


def float_power_(self, exponent):
    """pow_ in double precision, which self must already have: an in-place op cannot change self's dtype."""
    torch = _torch()
    if self.dtype != torch.float64:
        raise RuntimeError(f"the base given to float_power_ has dtype {_scalar_name(self.dtype)} but the operation's "
                           "result requires dtype Double")
    return self.pow_(exponent.to(torch.float64) if isinstance(exponent, Tensor) else exponent)


def argwhere(input):  # noqa: A002
    return input.nonzero()


def take_along_dim(input, indices, dim=None):  # noqa: A002
    if dim is None:
        return input.reshape(-1).gather(0, indices.reshape(-1))
    if input.dim() != indices.dim():
        raise RuntimeError("torch.take_along_dim(): input and indices should have the same number of dimensions, but "
                           f"got {input.dim()} dimensions for input, and {indices.dim()} dimensions for indices")
    # _take_along_dim_helper: input's sizes with indices' size at dim, broadcast with indices' (infer_size)
    shape = list(_infer_size([n if i != dim % input.dim() else indices.shape[dim] for i, n in enumerate(input.shape)],
                             indices.shape))
    shape_in, shape_idx = list(shape), list(shape)
    shape_in[dim] = input.shape[dim]
    shape_idx[dim] = indices.shape[dim]
    return input.expand(*shape_in).gather(dim, indices.expand(*shape_idx))


def tensor_split(input, indices_or_sections, dim=0):  # noqa: A002
    size = input.shape[dim]
    if isinstance(indices_or_sections, int):
        n = indices_or_sections
        if n <= 0:
            raise RuntimeError(f"number of sections must be larger than 0, got {n}")
        sizes = [size // n + (1 if i < size % n else 0) for i in range(n)]
        bounds = [sum(sizes[:i]) for i in range(n + 1)]
    else:
        bounds = [0] + [min(max(i, 0), size) for i in indices_or_sections] + [size]
    return tuple(input.narrow(dim, a, max(b - a, 0)) for a, b in zip(bounds, bounds[1:]))


def _split_along(dim, name):
    def fn(input, indices_or_sections):  # noqa: A002
        if isinstance(indices_or_sections, int) and input.shape[dim] % indices_or_sections:
            raise RuntimeError(f"torch.{name} attempted to split along dimension {dim}, but the size of the dimension "
                               f"{input.shape[dim]} is not divisible by the split_size {indices_or_sections}!")
        return tensor_split(input, indices_or_sections, dim)

    fn.__name__ = name
    return fn


vsplit, dsplit = _split_along(0, "vsplit"), _split_along(2, "dsplit")


def hsplit(input, indices_or_sections):  # noqa: A002
    return _split_along(1 if input.dim() > 1 else 0, "hsplit")(input, indices_or_sections)


def rot90(input, k=1, dims=(0, 1)):  # noqa: A002
    if len(dims) != 2:
        raise RuntimeError(f"expected total rotation dims == 2, but got dims = {len(dims)}")
    if input.dim() < 2:
        raise RuntimeError(f"expected total dims >= 2, but got total dims = {input.dim()}")
    d0, d1 = dims
    if d0 == d1 or abs(d0 - d1) == input.dim():
        raise RuntimeError(f"expected rotation dims to be different, but got dim0 = {d0} and dim1 = {d1}")
    k %= 4
    if k == 1:
        out = input.flip(d1).transpose(d0, d1)
    elif k == 2:
        out = input.flip(d0).flip(d1)
    elif k == 3:
        out = input.flip(d0).transpose(d0, d1)
    else:
        out = input.clone()
    return _ops.recorded_as("Rot90Backward0", out)


def inner(input, other):  # noqa: A002
    if input.dim() == 0 or other.dim() == 0:
        return input * other
    if input.shape[-1] != other.shape[-1]:
        raise RuntimeError(f"inner() the last dimension must match on both input tensors but got shapes "
                           f"{list(input.shape)} and {list(other.shape)}")
    flat = movedim(other, -1, 0).reshape(other.shape[-1], -1)
    return input.matmul(flat).reshape([*input.shape[:-1], *other.shape[:-1]])


def _sublist_equation(args):
    """einsum(op1, sublist1, op2, sublist2, ..., [out_sublist]): the operands and the equation they spell."""
    def term(sublist):
        return "".join("..." if d is Ellipsis else chr(ord("a") + d) if d < 26 else chr(ord("A") + d - 26)
                       for d in sublist)

    operands, sublists = args[0::2], args[1::2]
    equation = ",".join(term(sub) for sub in sublists)
    if len(args) % 2 == 1:
        operands, equation = operands[:-1], equation + "->" + term(args[-1])
    return equation, operands


def _expand_ellipses(terms, output, operands, explicit):
    """Each '...' spelled out as letters of its own (right-aligned across operands, as broadcasting aligns)."""
    widths = [t.dim() - len(term.replace("...", "")) for term, t in zip(terms, operands) if "..." in term]
    width = max(widths, default=0)
    letters = "".join(chr(0x100 + k) for k in range(width))
    terms = [term.replace("...", letters[width - (t.dim() - len(term) + 3):]) if "..." in term else term
             for term, t in zip(terms, operands)]
    if explicit:
        return terms, output.replace("...", letters)
    counts = {}
    for c in "".join(terms):
        counts[c] = counts.get(c, 0) + 1
    return terms, letters + "".join(sorted(c for c, n in counts.items() if n == 1 and c not in letters))


def _check_labels(equation):
    """The parser's refusal of a character that is no subscript, at its index in the equation as given."""
    arrow = equation.find("->")
    for i, c in enumerate(equation):
        if arrow <= i < arrow + 2 and arrow >= 0 or c in " .," or c.isascii() and c.isalpha():
            continue
        raise RuntimeError(f"einsum(): invalid subscript given at index {i} in the equation string, subscripts must "
                           "be in [a-zA-Z]")


def _check_subscripts(terms, output, operands):
    """PyTorch's refusals of an equation: an operand with too few or too many subscripts for its dims, an output
    subscript no input has or given twice."""
    for i, (term, t) in enumerate(zip(terms, operands)):
        labels, ellipsis = len(term.replace("...", "")), "..." in term
        if labels > t.dim() if ellipsis else labels != t.dim():
            raise RuntimeError(f"einsum(): the number of subscripts in the equation ({labels}) "
                               + ("is more than" if ellipsis else "does not match") + f" the number of dimensions "
                               f"({t.dim()}) for operand {i}" + ("" if ellipsis else " and no ellipsis was given"))
    if output is None:
        return
    inputs, seen = set("".join(terms)), set()
    for c in output.replace("...", ""):
        if c not in inputs or c in seen:
            raise RuntimeError(f"einsum(): output subscript {c}" + (" appears more than once in the output" if c in seen
                               else " does not appear in the equation for any input operand"))
        seen.add(c)


def _check_sizes(terms, operands):
    """PyTorch's refusals of sizes that do not broadcast, subscript by subscript in operand order (a size 1 dim
    broadcasts; a subscript repeated within an operand, its diagonal, needs equal sizes)."""
    sizes = {}
    for i, (term, t) in enumerate(zip(terms, operands)):
        first = {}
        for k, c in enumerate(term):
            n = t.shape[k]
            if c in first:
                if n != t.shape[first[c]]:
                    raise RuntimeError(f"einsum(): subscript {c} is repeated for operand {i} but the sizes don't "
                                       f"match, {n} != {t.shape[first[c]]}")
                continue
            first[c] = k
            seen = sizes.get(c, 1)
            if n != 1 and seen not in (1, n):
                if ord(c) >= 0x100:
                    raise RuntimeError(f"einsum(): dimension {k} covered by ellipsis in operand {i}has size {n} which "
                                       f"does not broadcast with previously seen ellipsis with size {seen} for the "
                                       "respective dimension")
                raise RuntimeError(f"einsum(): subscript {c} has size {n} for operand {i} which does not broadcast "
                                   f"with previously seen size {seen}")
            if n != 1:
                sizes[c] = n


@_autocast_ops.policy("einsum")
def einsum(*args):
    """Sums of products over the repeated letters, as PyTorch computes them: operands aligned to the output's letters
    then the summed ones, contracted left to right in pairs, each pair one batched matrix product (so autocast casts
    it where bmm autocasts)."""
    if args and not isinstance(args[0], str):
        equation, operands = _sublist_equation(args)
    else:
        equation, operands = args[0], args[1:]
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = tuple(operands[0])
    _check_labels(equation)
    equation = equation.replace(" ", "")
    inputs, explicit, output = equation.partition("->")
    terms = inputs.split(",")
    if len(terms) != len(operands):
        raise RuntimeError("einsum(): more operands were provided than specified in the equation"
                           if len(operands) > len(terms) else
                           "einsum(): fewer operands were provided than specified in the equation")
    _check_subscripts(terms, output if explicit else None, operands)
    terms, output = _expand_ellipses(terms, output, operands, explicit)
    _check_sizes(terms, operands)
    # summed dims: an ellipsis's first, then letters in ASCII order (PyTorch's label order)
    summed = sorted((c for c in dict.fromkeys("".join(terms)) if c not in output), key=lambda c: (ord(c) < 0x100, c))
    letters = list(output) + summed
    aligned = []
    for term, t in zip(terms, operands):
        # repeated letters within a term take the diagonal
        while len(set(term)) < len(term):
            c = next(c for c in term if term.count(c) > 1)
            i, j = term.index(c), term.index(c, term.index(c) + 1)
            t = t.diagonal(0, i, j)
            term = term[:i] + term[i + 1:j] + term[j + 1:] + c
        order = sorted(range(len(term)), key=lambda k: letters.index(term[k]))
        t = t.permute(*order) if order else t
        present = [term[k] for k in order]
        shape = [t.shape[present.index(c)] if c in present else 1 for c in letters]
        aligned.append(t.reshape(*shape))
    kept = len(output)
    if len(aligned) == 1:
        return aligned[0].sum(list(range(kept, len(letters)))) if summed else aligned[0]
    # how many operands still to contract have each summed dim (size 1 is a broadcast, not a use)
    counts = [sum(t.shape[d] != 1 for t in aligned) for d in range(len(letters))]
    result = aligned[0]
    for b in aligned[1:]:
        a, pair, a_only, b_only = result, [], [], []
        for d in range(kept, len(letters)):
            if a.shape[d] != 1 and b.shape[d] != 1:
                counts[d] -= 1
                if counts[d] == 1:
                    pair.append(d)
                    counts[d] = 0
            elif counts[d] == 1 and (a.shape[d] != 1 or b.shape[d] != 1):
                (a_only if a.shape[d] != 1 else b_only).append(d)
                counts[d] = 0
        a = a.sum(a_only, keepdim=True) if a_only else a
        b = b.sum(b_only, keepdim=True) if b_only else b
        result = _sumproduct_pair(a, b, pair)
    return result.reshape(result.shape[:kept])


def _sumproduct_pair(left, right, summed):
    """(left * right).sum(summed, keepdim=True) for aligned operands, as one batched matrix product: dims in both
    operands are the batch, dims in one are its rows or columns (PyTorch's sumproduct_pair)."""
    import torch

    if not summed:
        return left * right
    both, left_only, right_only, depth = [], [], [], 1
    for d in range(left.dim()):
        in_left, in_right = left.shape[d] != 1, right.shape[d] != 1
        if d in summed:
            if in_left and in_right:
                depth *= left.shape[d]
            elif in_left:
                left = left.sum(d, keepdim=True)
            elif in_right:
                right = right.sum(d, keepdim=True)
        elif in_left and in_right:
            both.append(d)
        elif in_left:
            left_only.append(d)
        else:
            right_only.append(d)
    batch = math.prod(left.shape[d] for d in both)
    rows = math.prod(left.shape[d] for d in left_only)
    cols = math.prod(right.shape[d] for d in right_only)
    order = both + left_only + summed + right_only
    lhs = left.permute(order).reshape(batch, rows, depth)
    rhs = right.permute(both + summed + right_only + left_only).reshape(batch, depth, cols)
    sizes = [left.shape[d] for d in both + left_only] + [1] * len(summed) + [right.shape[d] for d in right_only]
    return torch.bmm(lhs, rhs).view(sizes).permute([order.index(d) for d in range(len(order))])


def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):  # noqa: A002
    # sorted=False sorts all the same: PyTorch's CPU kernel always sorts
    torch = _torch()
    if dim is None:
        values = input.reshape(-1).tolist()
        distinct = _sorted(set(values))
        out = torch.tensor(distinct, dtype=input.dtype, device=input.device)
        inverse_shape = input.shape
    else:
        # slices along dim, compared lexicographically
        dim = _wrap_dim(dim, input.dim())
        moved = input.movedim(dim, 0)
        values = [tuple(s.reshape(-1).tolist()) for s in moved]
        distinct = _sorted(set(values))
        first = {v: i for i, v in reversed(list(enumerate(values)))}
        out = moved[torch.tensor([first[v] for v in distinct], dtype=torch.int64, device=input.device)].movedim(0, dim)
        inverse_shape = (len(values),)
    extras = []
    if return_inverse:
        where = {v: i for i, v in enumerate(distinct)}
        extras.append(torch.tensor([where[v] for v in values], dtype=torch.int64, device=input.device)
                      .reshape(inverse_shape))
    if return_counts:
        counts = {}
        for v in values:
            counts[v] = counts.get(v, 0) + 1
        extras.append(torch.tensor([counts[v] for v in distinct], dtype=torch.int64, device=input.device))
    return (out, *extras) if extras else out


def _sorted(items):
    import builtins

    return builtins.sorted(items)


def _triangle_indices(upper):
    def fn(row, col, offset=0, *, dtype=None, device=None):
        torch = _torch()
        pairs = [(i, j) for i in range(row) for j in range(col) if (j - i >= offset if upper else j - i <= offset)]
        return torch.tensor([[p[0] for p in pairs], [p[1] for p in pairs]], dtype=dtype or torch.int64,
                            device=device).reshape(2, -1)

    fn.__name__ = "triu_indices" if upper else "tril_indices"
    return fn


tril_indices, triu_indices = _triangle_indices(False), _triangle_indices(True)


def cartesian_prod(*tensors):
    torch = _torch()
    for t in tensors:
        if t.dim() != 1:
            raise RuntimeError(f"Expect a 1D vector, but got shape {list(t.shape)}")
    if len(tensors) == 1:
        return tensors[0]
    grids = meshgrid(*tensors, indexing="ij")
    return torch.stack([g.reshape(-1) for g in grids], 1)


def cross(input, other, dim=None):  # noqa: A002
    """torch.cross: linalg.cross along dim, by default (deprecated) the first dim of size 3."""
    if dim is None:
        from ._linalg_classic import _deprecated_once

        _deprecated_once("cross", "Using torch.cross without specifying the dim arg is deprecated.\nPlease either pass "
                         "the dim explicitly or simply use torch.linalg.cross.\nThe default value of dim will change "
                         "to agree with that of linalg.cross in a future release.")
        dim = next((i for i, n in enumerate(input.shape) if n == 3), None)
        if dim is None:
            raise RuntimeError("no dimension of size 3 in input")
    return _torch().linalg.cross(input, other, dim=dim)


@_autocast_ops.policy("cdist")
def cdist(x1, x2, p=2.0, compute_mode="use_mm_for_euclid_dist_if_necessary"):
    for name, x in (("X1", x1), ("X2", x2)):
        if not x.dtype.is_floating_point:
            raise RuntimeError(f"cdist only supports floating-point dtypes, {name} got: {x.type()[6:-6]}")
        if x.dim() < 2:
            raise RuntimeError(f"cdist only supports at least 2D tensors, {name} got: {x.dim()}D")
    if x1.shape[-1] != x2.shape[-1]:
        raise RuntimeError(f"X1 and X2 must have the same number of columns. X1: {x1.shape[-1]} X2: {x2.shape[-1]}")
    if p < 0:
        raise RuntimeError("cdist only supports non-negative p values")
    modes = {"use_mm_for_euclid_dist_if_necessary": None, "use_mm_for_euclid_dist": True,
             "donot_use_mm_for_euclid_dist": False}
    if compute_mode not in modes:
        raise ValueError(f"{compute_mode} is not a valid value for compute_mode")
    use_mm = modes[compute_mode]
    if use_mm is None:
        use_mm = x1.shape[-2] > 25 or x2.shape[-2] > 25
    if p == 2 and use_mm and x1.numel() and x2.numel():
        return _euclidean_cdist(x1, x2)
    return _ops.INTERNAL["_cdist_forward"](x1, x2, float(p), None)


def _minkowski(diff, p):
    """The p-norm over the last dim of absolute differences, with ATen's distance kernels' cases for p."""
    if p == 0:
        return (diff != 0).sum(-1).to(diff.dtype)
    if p == math.inf:
        return diff.amax(-1)
    if p == 1:
        return diff.sum(-1)
    if p == 2:
        return _zero_stays((diff * diff).sum(-1), lambda t: t.sqrt())
    # below 1, a difference of 0 has an infinite slope in |d|^p: its gradient is 0, as in the p < 2 backward kernel
    powered = _zero_stays(diff, lambda t: t.pow(p)) if p < 1 else diff.pow(p)
    return _zero_stays(powered.sum(-1), lambda t: t.pow(1 / p))


def _zero_stays(t, root):
    """root(t), which is 0 at 0, with gradient 0 where t is 0 rather than root's infinite slope times 0 (nan): ATen's
    distance backward kernels skip zero distances."""
    zero = t == 0
    return _torch().where(zero, 0.0, root(_torch().where(zero, 1.0, t)))


@_autocast_ops.policy("pdist")
def pdist(input, p=2):  # noqa: A002
    """Distances between each pair of rows i < j, row-major over the pairs (the upper triangle, flattened)."""
    if input.dim() != 2:
        raise RuntimeError(f"pdist only supports 2D tensors, got: {input.dim()}D")
    if not input.dtype.is_floating_point:
        raise RuntimeError("pdist only supports floating-point dtypes")
    if p < 0:
        raise RuntimeError("pdist only supports non-negative p values")
    first, second = triu_indices(input.shape[0], input.shape[0], 1, device=input.device)
    return _minkowski((input.index_select(0, first) - input.index_select(0, second)).abs(), p)


def _euclidean_cdist(x1, x2):
    """cdist_impl's matrix-product path: the operands over their broadcast batch dims, flattened to one batch dim
    where there is more than one batch, through _euclidean_dist, viewed as the result's shape."""
    torch = _torch()
    batch = torch.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
    count = math.prod(batch)
    if count != 1:
        x1 = x1.expand(*batch, *x1.shape[-2:]).reshape(count, *x1.shape[-2:])
        x2 = x2.expand(*batch, *x2.shape[-2:]).reshape(count, *x2.shape[-2:])
    return _ops.INTERNAL["_euclidean_dist"](x1, x2).view(*batch, x1.shape[-2], x2.shape[-2])


def kron(input, other):  # noqa: A002
    n = max(input.dim(), other.dim())
    a = input.reshape(*([1] * (n - input.dim())), *input.shape)
    b = other.reshape(*([1] * (n - other.dim())), *other.shape)
    inter_a = [d for pair in zip(a.shape, [1] * n) for d in pair]
    inter_b = [d for pair in zip([1] * n, b.shape) for d in pair]
    product = (a.reshape(*inter_a) * b.reshape(*inter_b)).reshape(*[x * y for x, y in zip(a.shape, b.shape)])
    return _ops.recorded_as("UnsafeViewBackward0", product)


def _check_searchsorted_dims(boundaries, input):  # noqa: A002
    """searchsorted_pre_check's refusals of the two tensors' shapes."""
    if input.dim() == 0 and boundaries.dim() != 1:
        raise RuntimeError("torch.searchsorted(): input value can be a scalar only when boundaries tensor dimension is "
                           f"1, but we got boundaries tensor dim({boundaries.dim()}) and input value's "
                           f"dim({input.dim()}) numel({input.numel()})")
    if boundaries.dim() == 0:
        raise RuntimeError("torch.searchsorted(): boundaries tensor should have positive dimension, but got 0 "
                           "dimension")
    if boundaries.dim() != 1 and (boundaries.dim() != input.dim() or boundaries.shape[:-1] != input.shape[:-1]):
        raise RuntimeError("torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 dimensions "
                           "of boundaries tensor and input value tensor must match, but we got boundaries tensor "
                           f"{list(boundaries.shape)} and input value tensor {list(input.shape)}")


def searchsorted(sorted_sequence, input, *, out_int32=False, right=False, side=None, sorter=None):  # noqa: A002
    import bisect

    torch = _torch()
    if side == "left" and right:
        raise RuntimeError("torch.searchsorted(): side and right can't be set to opposites, got side of left while "
                           "right was True")
    right = right or side == "right"
    find = bisect.bisect_right if right else bisect.bisect_left
    if sorter is not None:
        # the kernel reads the sequence through sorter's positions
        sorted_sequence = sorted_sequence.gather(-1, sorter)
    scalar = not isinstance(input, Tensor)
    values = torch.tensor(input, device=sorted_sequence.device) if scalar else input
    _check_searchsorted_dims(sorted_sequence, values)
    dtype = torch.int32 if out_int32 else torch.int64
    if sorted_sequence.dim() == 1:
        seq = sorted_sequence.tolist()
        out = torch.tensor([find(seq, v) for v in values.reshape(-1).tolist()], dtype=dtype, device=values.device)
        out = out.reshape(values.shape)
    else:
        rows = sorted_sequence.reshape(-1, sorted_sequence.shape[-1]).tolist()
        queries = values.reshape(len(rows), -1).tolist()
        out = torch.tensor([[find(r, v) for v in q] for r, q in zip(rows, queries)], dtype=dtype, device=values.device)
        out = out.reshape(values.shape)
    return out.reshape(()) if scalar else out


def bucketize(input, boundaries, *, out_int32=False, right=False):  # noqa: A002
    if boundaries.dim() != 1:
        raise RuntimeError(f"boundaries tensor must be 1 dimension, but got dim({boundaries.dim()})")
    return searchsorted(boundaries, input, out_int32=out_int32, right=right)


_ISIN_OVERLOADS = (
    " * (Tensor elements, Tensor test_elements, *, bool assume_unique, bool invert, Tensor out)\n"
    " * (Number element, Tensor test_elements, *, bool assume_unique, bool invert, Tensor out)\n"
    " * (Tensor elements, Number test_element, *, bool assume_unique, bool invert, Tensor out)\n")


def isin(elements, test_elements, *, assume_unique=False, invert=False):
    """Whether each element is among test_elements, both compared in their promoted dtype (as ATen's default
    kernel; its sorting path for many test elements finds the same answer, NaN matching nothing)."""
    torch = _torch()
    given = (elements, test_elements)
    tensors = [isinstance(v, Tensor) for v in given]
    if not any(tensors) or not all(t or isinstance(v, (bool, int, float)) for t, v in zip(tensors, given)):
        got = ", ".join("Tensor" if t else type(v).__name__ for t, v in zip(tensors, given))
        raise TypeError(f"isin() received an invalid combination of arguments - got ({got}), but expected one of:\n"
                        f"{_ISIN_OVERLOADS}")
    common = torch.result_type(elements, test_elements)
    values, tests = (torch.as_tensor(v) for v in (elements, test_elements))
    for t in (values, tests):
        if t.dtype is torch.bool:
            raise RuntimeError("Unsupported input type encountered for isin(): Bool")
    found = (values.to(common).unsqueeze(-1) == tests.to(common).reshape(-1)).any(-1)
    return found.logical_not() if invert else found


def logspace(start, end, steps, base=10.0, *, dtype=None, layout=None, device=None, requires_grad=False):
    torch = _torch()
    exponents = torch.linspace(start, end, steps, dtype=torch.float64, device=device)
    out = torch.pow(base, exponents).to(dtype or torch.get_default_dtype())
    return out._set_requires_grad(True) if requires_grad else out


def _new(factory):
    def method(self, *size, dtype=None, requires_grad=False, device=None, **kwargs):
        size = tuple(size[0]) if len(size) == 1 and isinstance(size[0], (list, tuple)) else size
        out = getattr(_torch(), factory)(size, dtype=dtype or self.dtype, device=device or self.device)
        return out._set_requires_grad(True) if requires_grad else out

    method.__name__ = f"new_{factory}"
    return method


def new_empty_strided(self, size, stride, *, dtype=None, layout=None, device=None, pin_memory=False,
                      requires_grad=False):
    """empty_strided with this tensor's dtype and device unless told, as Tensor.new_empty_strided."""
    out = _torch().empty_strided(size, stride, dtype=dtype or self.dtype, device=device or self.device)
    return out._set_requires_grad(True) if requires_grad else out


def scalar_tensor(s, *, dtype=None, layout=None, device=None, pin_memory=None, requires_grad=False):
    """A 0-dim tensor of s, of the default float dtype unless told (an int s included), as at::scalar_tensor."""
    out = _torch().full((), s, dtype=dtype or _torch().get_default_dtype(), device=device)
    return out._set_requires_grad(True) if requires_grad else out


def new_full(self, size, fill_value, *, dtype=None, requires_grad=False, device=None):
    out = _torch().full(tuple(size), fill_value, dtype=dtype or self.dtype, device=device or self.device)
    return out._set_requires_grad(True) if requires_grad else out


def new_tensor(self, data, dtype=None, device=None, requires_grad=False):
    if isinstance(data, Tensor):
        warnings.warn("To copy construct from a tensor, it is recommended to use sourceTensor.clone().detach() or "
                      "sourceTensor.clone().detach().requires_grad_(True), rather than tensor.new_tensor(sourceTensor).",
                      UserWarning, stacklevel=2)
        out = data.clone().detach().to(device or self.device, dtype or data.dtype)
    else:
        out = _torch().tensor(data, dtype=dtype or self.dtype, device=device or self.device)
    return out._set_requires_grad(True) if requires_grad else out


def multinomial(input, num_samples, replacement=False, *, generator=None):  # noqa: A002
    """Indices drawn by the rows' weights. With replacement: one uniform double per sample found in the row's
    normalised cumulative sums (a binary search), as PyTorch's CPU kernel draws them, so a seed gives PyTorch's
    indices. Without: the Gumbel top-k trick PyTorch uses, with exponential noise from our generator."""
    torch = _torch()
    if input.dim() not in (1, 2):
        raise RuntimeError("prob_dist must be 1 or 2 dim")
    if not input.dtype.is_floating_point:
        raise RuntimeError(f"multinomial only supports floating-point dtypes for input, got: {input.dtype.__repr__()[6:].title()}")
    if num_samples <= 0:
        raise RuntimeError("cannot sample n_sample <= 0 samples")
    categories = input.shape[-1]
    if not replacement and num_samples > categories:
        raise RuntimeError("cannot sample n_sample > prob_dist.size(-1) samples without replacement")
    rows = input.reshape(-1, categories).tolist()
    # draws without replacement take ATen's fast path, with checks of its own
    fast = not replacement
    if fast and any(not 0 <= v < float("inf") for row in rows for v in row):
        raise RuntimeError("probability tensor contains either `inf`, `nan` or element < 0")
    for row in rows:
        if any(v < 0 for v in row):
            raise RuntimeError("invalid multinomial distribution (encountering probability entry < 0)")
        if any(v != v or v in (float("inf"), float("-inf")) for v in row):
            raise RuntimeError("invalid multinomial distribution (encountering probability entry = infinity or NaN)")
        if sum(row) <= 0:
            raise RuntimeError("invalid multinomial distribution (sum of probabilities <= 0)")
    if fast:
        noise = torch.empty_like(input).exponential_(generator=generator)
        return (input / noise).topk(num_samples, dim=-1).indices
    import bisect

    out = []
    for row in rows:
        total, cumulative = 0.0, []
        for v in row:
            total += v
            cumulative.append(total)
        cumulative = [c / total for c in cumulative]
        cumulative[-1] = 1.0
        draws = torch.rand(num_samples, dtype=torch.float64, device=input.device, generator=generator).tolist()
        out.append([bisect.bisect_left(cumulative, u) for u in draws])
    result = torch.tensor(out, dtype=torch.int64, device=input.device)
    return result if input.dim() == 2 else result[0]


def _amp_foreach_non_finite_check_and_unscale_(self, found_inf, inv_scale):
    _ops.INTERNAL["_amp_foreach_non_finite_check_and_unscale_"](self, found_inf, inv_scale)


def _amp_update_scale_(input, growth_tracker, found_inf, scale_growth_factor, scale_backoff_factor,  # noqa: A002
                       growth_interval):
    from . import _ops

    _ops.INTERNAL["_amp_update_scale_"](input, growth_tracker, found_inf, scale_growth_factor, scale_backoff_factor,
                                        growth_interval)
    return input


def _fused_step(name):
    """A fused optimizer step (torch._fused_adam_, ...): updates in place, returns None, does nothing for no tensors."""
    def fused(self, *args, **kwargs):
        from . import _ops

        if len(self) > 0:
            _ops.INTERNAL[name](self, *args, **kwargs)
    fused.__name__ = name
    return fused


METHODS = {
    "multinomial": multinomial,
    "repeat_interleave": repeat_interleave, "diag": diag, "tile": tile,
    "movedim": movedim, "moveaxis": movedim, "swapaxes": swapaxes, "swapdims": swapaxes, "isclose": isclose,
    "sum_to_size": sum_to_size,
    "hardshrink": lambda self, lambd=0.5: _torch().nn.functional.hardshrink(self, lambd),
    "prelu": lambda self, weight: _torch().nn.functional.prelu(self, weight),
    "count_nonzero": count_nonzero, "diff": diff,
    "broadcast_to": broadcast_to, "fliplr": fliplr, "flipud": flipud, "unflatten": unflatten, "ravel": ravel,
    "absolute": lambda self: self.abs(), "true_divide": lambda self, other: self / other, "isposinf": isposinf,
    "isneginf": isneginf, "nanmean": nanmean, "float_power": float_power,
    "float_power_": float_power_, "argwhere": argwhere, "take_along_dim": take_along_dim, "tensor_split": tensor_split,
    "vsplit": vsplit, "hsplit": hsplit, "dsplit": dsplit, "rot90": rot90, "inner": inner,
    "unique": unique, "bincount": bincount, "cross": cross, "kron": kron, "histc": histc, "histogram": histogram,
    "new_zeros": _new("zeros"), "new_ones": _new("ones"), "new_empty": _new("empty"), "new_empty_strided": new_empty_strided, "new_full": new_full,
    "new_tensor": new_tensor,
    "type_as": lambda self, other: self.to(other.dtype),
    "view_as": lambda self, other: self.view(other.shape),
    "reshape_as": lambda self, other: self.reshape(*other.shape),
}
FUNCTIONS = {
    "multinomial": multinomial,
    "_amp_foreach_non_finite_check_and_unscale_": _amp_foreach_non_finite_check_and_unscale_,
    "_amp_update_scale_": _amp_update_scale_,
    "_fused_adam_": _fused_step("_fused_adam_"), "_fused_adamw_": _fused_step("_fused_adamw_"),
    "_fused_sgd_": _fused_step("_fused_sgd_"), "_fused_adagrad_": _fused_step("_fused_adagrad_"),
    "broadcast_to": broadcast_to, "broadcast_tensors": broadcast_tensors, "broadcast_shapes": broadcast_shapes,
    "meshgrid": meshgrid,
    "repeat_interleave": repeat_interleave, "diag": diag, "tile": tile,
    "movedim": movedim, "moveaxis": movedim, "swapaxes": swapaxes, "swapdims": swapaxes, "flipud": flipud,
    "fliplr": fliplr, "atleast_1d": atleast_1d, "atleast_2d": atleast_2d, "atleast_3d": atleast_3d,
    "hstack": hstack, "vstack": vstack, "dstack": dstack, "column_stack": column_stack, "isclose": isclose,
    "count_nonzero": count_nonzero, "diff": diff,
    "unflatten": unflatten, "ravel": ravel, "absolute": lambda input: input.abs(),  # noqa: A002
    "true_divide": lambda input, other: input / other, "isposinf": isposinf, "isneginf": isneginf,  # noqa: A002
    "nanmean": nanmean, "std_mean": std_mean, "var_mean": var_mean,
    "float_power": float_power, "argwhere": argwhere, "take_along_dim": take_along_dim,
    "tensor_split": tensor_split, "vsplit": vsplit, "hsplit": hsplit, "dsplit": dsplit,
    "rot90": rot90, "inner": inner, "einsum": einsum, "unique": unique, "bincount": bincount,
    "tril_indices": tril_indices, "triu_indices": triu_indices, "cartesian_prod": cartesian_prod, "cross": cross,
    "cdist": cdist, "pdist": pdist, "kron": kron, "searchsorted": searchsorted, "bucketize": bucketize,
    "logspace": logspace,
    "histc": histc, "isin": isin, "scalar_tensor": scalar_tensor,
    "histogram": histogram, "histogramdd": histogramdd,
}
