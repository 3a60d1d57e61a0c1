"""np.r_ and np.c_: index expressions that build an array by concatenating slices (as aranges or linspaces),
scalars and arrays, as numpy.lib.index_tricks does; and find_common_type, which decides their dtype."""
from . import _dtype as _d
from ._dtype import generic, as_dtype
from ._ndarray import ndarray

# the dtypes find_common_type tries, smallest first (numpy's '?' + its integer codes but intp + its float codes)
_TEST_TYPES = "?bBhHiIlLqQefd"
_KINDS = "buifc"


def _can_coerce_all(dtypes, start=0):
    """The first test type from `start` on that every dtype casts to safely."""
    if not dtypes:
        return None
    if len(dtypes) == 1:
        return dtypes[0]
    for char in _TEST_TYPES[start:]:
        candidate = as_dtype(char)
        if all(_d.promote_types(x, candidate) is candidate for x in dtypes):
            return candidate
    return None


def find_common_type(array_types, scalar_types):
    """The arrays' common dtype, unless a scalar is of a higher kind (a float among integer arrays): numpy's
    pre-NEP 50 rule that keeps scalars from up-casting arrays of their own kind."""
    maxa = _can_coerce_all([as_dtype(x) for x in array_types])
    maxsc = _can_coerce_all([as_dtype(x) for x in scalar_types])
    if maxa is None:
        return maxsc
    if maxsc is None:
        return maxa
    if _KINDS.index(maxsc.kind) > _KINDS.index(maxa.kind):
        if _d.promote_types(maxa, maxsc) is maxsc and maxa is not maxsc:
            return maxsc
        return _can_coerce_all([maxsc, maxa], start=_TEST_TYPES.index(maxsc.char))
    return maxa


class AxisConcatenator:
    def __init__(self, axis=0, ndmin=1, trans1d=-1):
        self.axis = axis
        self.ndmin = ndmin
        self.trans1d = trans1d

    def __getitem__(self, key):
        from ._creation import arange, array, linspace
        from ._functions import ndim
        from ._manip import concatenate

        if isinstance(key, str):
            raise NotImplementedError("this numpy has no matrix type, which a string index to r_/c_ builds")
        if not isinstance(key, tuple):
            key = (key,)
        axis, ndmin, trans1d = self.axis, self.ndmin, self.trans1d
        objs, scalars, array_types, scalar_types = [], [], [], []
        for k, item in enumerate(key):
            scalar = False
            if isinstance(item, slice):
                start = 0 if item.start is None else item.start
                step = 1 if item.step is None else item.step
                # an imaginary step (10j) asks for that many points, endpoints included
                obj = linspace(start, item.stop, num=int(abs(step))) if isinstance(step, complex) else \
                    arange(start, item.stop, step)
                if ndmin > 1:
                    obj = array(obj, copy=False, ndmin=ndmin)
                    if trans1d != -1:
                        obj = obj.swapaxes(-1, trans1d)
            elif isinstance(item, str):
                if k != 0:
                    raise ValueError("special directives must be the first entry.")
                if item in ("r", "c"):
                    raise NotImplementedError("this numpy has no matrix type, which the 'r' and 'c' directives build")
                if "," in item:
                    vec = item.split(",")
                    try:
                        axis, ndmin = [int(x) for x in vec[:2]]
                        if len(vec) == 3:
                            trans1d = int(vec[2])
                        continue
                    except Exception as e:
                        raise ValueError(f"unknown special directive {item!r}") from e
                try:
                    axis = int(item)
                    continue
                except (ValueError, TypeError) as e:
                    raise ValueError("unknown special directive") from e
            elif type(item) in (int, float, bool) or isinstance(item, generic):
                obj = array(item, ndmin=ndmin)
                scalars.append(len(objs))
                scalar = True
                scalar_types.append(obj.dtype)
            else:
                item_ndim = ndim(item)
                obj = array(item, copy=False, ndmin=ndmin)
                if trans1d != -1 and item_ndim < ndmin:
                    # the item's own axes go where trans1d says among the ones ndmin added
                    k2 = ndmin - item_ndim
                    k1 = trans1d + k2 + 1 if trans1d < 0 else trans1d
                    axes = list(range(ndmin))
                    obj = obj.transpose(axes[:k1] + axes[k2:] + axes[k1:k2])
            objs.append(obj)
            if not scalar and isinstance(obj, ndarray):
                array_types.append(obj.dtype)
        final = find_common_type(array_types, scalar_types)
        if final is not None:
            for k in scalars:
                objs[k] = objs[k].astype(final)
        return concatenate(tuple(objs), axis=axis)

    def __len__(self):
        return 0


class RClass(AxisConcatenator):
    """Concatenation along the first axis: np.r_[1:4, 0, [7, 8]]."""

    def __init__(self):
        super().__init__(0)


class CClass(AxisConcatenator):
    """Concatenation along the last axis, 1-d items as columns: np.c_[a, b]."""

    def __init__(self):
        super().__init__(-1, ndmin=2, trans1d=0)


r_ = RClass()
c_ = CClass()
