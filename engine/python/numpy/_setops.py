"""Set operations on 1-d arrays (in1d, isin, intersect1d, union1d, setdiff1d, setxor1d) and digitize, with numpy's
results: sorted unique values in the operands' promoted dtype, membership masks in the first operand's shape."""
from ._dtype import BOOL


def _arr(a):
    from ._creation import asarray

    return asarray(a)


def _members(values):
    # NaN is never a member, as numpy's comparisons find it equal to nothing
    return {v for v in values if v == v}


def in1d(ar1, ar2, assume_unique=False, invert=False, *, kind=None):
    from ._ndarray import from_values

    a = _arr(ar1).reshape(-1)
    found = _members(_arr(ar2)._values())
    return from_values([(v in found) != invert for v in a._values()], a.shape, BOOL)


def isin(element, test_elements, assume_unique=False, invert=False, *, kind=None):
    element = _arr(element)
    return in1d(element, test_elements, assume_unique=assume_unique, invert=invert, kind=kind).reshape(element.shape)


def _concat(ar1, ar2):
    from ._manip import concatenate

    return concatenate((_arr(ar1).reshape(-1), _arr(ar2).reshape(-1)))


def intersect1d(ar1, ar2, assume_unique=False, return_indices=False):
    from ._manip import unique

    if return_indices:
        a1, i1 = unique(ar1, return_index=True)
        a2, i2 = unique(ar2, return_index=True)
        common = _members(a2._values())
        keep = [k for k, v in enumerate(a1._values()) if v in common]
        values = _concat(a1[keep], a2[:0])
        pos2 = {v: k for k, v in enumerate(a2._values())}
        return values, i1[keep], i2[[pos2[v] for v in a1[keep]._values()]]
    both = _concat(ar1, ar2)
    common = _members(_arr(ar1)._values()) & _members(_arr(ar2)._values())
    return unique(both[isin(both, list(common))]) if common else unique(both[:0])


def union1d(ar1, ar2):
    from ._manip import unique

    return unique(_concat(ar1, ar2))


def setdiff1d(ar1, ar2, assume_unique=False):
    from ._manip import unique

    a1 = _arr(ar1).reshape(-1) if assume_unique else unique(ar1)
    return a1[in1d(a1, ar2, invert=True)]


def setxor1d(ar1, ar2, assume_unique=False):
    from ._manip import unique

    a1, a2 = (_arr(ar1).reshape(-1), _arr(ar2).reshape(-1)) if assume_unique else (unique(ar1), unique(ar2))
    both = _concat(a1, a2)
    counts = {}
    for v in both._values():
        counts[v] = counts.get(v, 0) + 1
    from ._manip import sort

    return sort(both[[counts[v] == 1 for v in both._values()]])


def digitize(x, bins, right=False):
    """The index of the bin each x falls in: numpy's searchsorted on increasing bins, mirrored for decreasing ones."""
    from ._manip import searchsorted

    x, bins = _arr(x), _arr(bins)
    values = bins._values()
    rising = all(a <= b for a, b in zip(values, values[1:]))
    falling = all(a >= b for a, b in zip(values, values[1:]))
    if not (rising or falling):
        raise ValueError("bins must be monotonically increasing or decreasing")
    side = "left" if right else "right"
    if rising:
        return searchsorted(bins, x, side=side)
    return len(bins) - searchsorted(bins[::-1], x, side=side)
