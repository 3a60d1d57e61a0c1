"""Products of arrays: matmul (and the @ operator), dot, vdot, inner, outer, tensordot and einsum, with numpy's
shape rules, dtypes and error messages. Sums of products accumulate in order, in double precision for floats,
and are rounded to the result dtype once."""
import math
import operator

from . import _dtype as _d
from . import _ufunc as _u
from ._ndarray import ndarray, from_values, scalar, shape_text


def _arr(a):
    from ._creation import asarray

    return asarray(a)


def _dot_lists(rows, cols, dt):
    """[[sum(r * c) for c in cols] for r in rows], flattened, in the result dtype's arithmetic."""
    if dt.kind == "b":
        return [any(x and y for x, y in zip(r, c)) for r in rows for c in cols]
    out = []
    if dt.kind in "fc":
        for r in rows:
            for c in cols:
                acc = 0.0 if dt.kind == "f" else 0j
                for x, y in zip(r, c):
                    acc += x * y
                out.append(acc)
        return out if dt.itemsize == 8 else _d.unpack(_d.pack(out, dt), dt)
    for r in rows:
        for c in cols:
            out.append(sum(map(operator.mul, r, c)))
    return _d.wrap_ints(out, dt)


def _lines(a, dt):
    """The rows of a 2-d array a (values cast to dt)."""
    vals = _d.convert(a._values(), a._dtype, dt)
    n = a._shape[1]
    return [vals[i * n:(i + 1) * n] for i in range(a._shape[0])]


def _matmul2(a, b, dt):
    rows = _lines(a, dt)
    cols = _lines(b.transpose(), dt)
    return _dot_lists(rows, cols, dt)


def matmul(x1, x2, out=None, **kwargs):
    wrap = _u._wrapper((x1, x2)) if out is None else None
    if wrap is not None:
        # matmul is a ufunc in numpy: a tensor operand's __array_wrap__ hands the product back as a tensor
        return wrap(_arr(matmul(_arr(x1), _arr(x2), **kwargs)))
    a, b = _arr(x1), _arr(x2)
    for i, m in enumerate((a, b)):
        if m.ndim == 0:
            raise ValueError(f"matmul: Input operand {i} does not have enough dimensions (has 0, gufunc core with "
                             "signature (n?,k),(k,m?)->(n?,m?) requires 1)")
    dt = _d.result_type(a._dtype, b._dtype)
    a2 = a.reshape(1, -1) if a.ndim == 1 else a
    b2 = b.reshape(-1, 1) if b.ndim == 1 else b
    if a2._shape[-1] != b2._shape[-2]:
        raise ValueError(f"matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature "
                         f"(n?,k),(k,m?)->(n?,m?) (size {b2._shape[-2]} is different from {a2._shape[-1]})")
    batch = _u.broadcast_shapes(a2._shape[:-2], b2._shape[:-2])
    from ._manip import broadcast_to

    n, m = a2._shape[-2], b2._shape[-1]
    aa = broadcast_to(a2, batch + a2._shape[-2:])
    bb = broadcast_to(b2, batch + b2._shape[-2:])
    values = []
    for idx in _indices(batch):
        values.extend(_matmul2(aa[idx], bb[idx], dt))
    shape = batch + ((n,) if a.ndim > 1 else ()) + ((m,) if b.ndim > 1 else ())
    if out is not None:
        out[...] = from_values(values, batch + (n, m), dt).reshape(shape)
        return out
    if not shape:
        return scalar(values[0], dt)
    return from_values(values, shape, dt)


def _indices(shape):
    idx = [()]
    for n in shape:
        idx = [i + (k,) for i in idx for k in range(n)]
    return idx


def dot(a, b, out=None):
    a, b = _u.operand(a), _u.operand(b)
    if not isinstance(a, ndarray) or not isinstance(b, ndarray) or a.ndim == 0 or b.ndim == 0:
        return _u.multiply(a, b, out=out)
    if a.ndim <= 2 and b.ndim <= 2:
        k_b = b._shape[0] if b.ndim == 1 else b._shape[-2]
        if a._shape[-1] != k_b:
            raise ValueError(f"shapes {shape_text(a._shape)} and {shape_text(b._shape)} not aligned: "
                             f"{a._shape[-1]} (dim {a.ndim - 1}) != {k_b} (dim 0)")
        return matmul(a, b, out=out)
    return tensordot(a, b, axes=([-1], [max(b.ndim - 2, 0)]))


def vdot(a, b):
    a, b = _arr(a).reshape(-1), _arr(b).reshape(-1)
    if a.size != b.size:
        raise ValueError("cannot reshape array of size {} into shape ({},)".format(b.size, a.size))
    return matmul(a.conj(), b)


def inner(a, b):
    a, b = _u.operand(a), _u.operand(b)
    if not isinstance(a, ndarray) or not isinstance(b, ndarray) or a.ndim == 0 or b.ndim == 0:
        return _u.multiply(a, b)
    if a._shape[-1] != b._shape[-1]:
        raise ValueError(f"shapes {shape_text(a._shape)} and {shape_text(b._shape)} not aligned: "
                         f"{a._shape[-1]} (dim {a.ndim - 1}) != {b._shape[-1]} (dim {b.ndim - 1})")
    return tensordot(a, b, axes=([-1], [-1]))


def outer(a, b, out=None):
    a, b = _arr(a).reshape(-1), _arr(b).reshape(-1)
    return _u.multiply(a.reshape(-1, 1), b.reshape(1, -1), out=out)


def tensordot(a, b, axes=2):
    a, b = _arr(a), _arr(b)
    if isinstance(axes, (int, _d.integer)):
        n = operator.index(axes)
        axes_a, axes_b = list(range(a.ndim - n, a.ndim)), list(range(n))
    else:
        axes_a, axes_b = axes
        axes_a = [axes_a] if isinstance(axes_a, (int, _d.integer)) else list(axes_a)
        axes_b = [axes_b] if isinstance(axes_b, (int, _d.integer)) else list(axes_b)
    axes_a = [_u.normalize_axis(x, a.ndim) for x in axes_a]
    axes_b = [_u.normalize_axis(x, b.ndim) for x in axes_b]
    if len(axes_a) != len(axes_b) or any(a._shape[i] != b._shape[j] for i, j in zip(axes_a, axes_b)):
        raise ValueError("shape-mismatch for sum")
    free_a = [i for i in range(a.ndim) if i not in axes_a]
    free_b = [j for j in range(b.ndim) if j not in axes_b]
    k = math.prod(a._shape[i] for i in axes_a)
    at = a.transpose(free_a + axes_a).reshape(-1, k)
    bt = b.transpose(axes_b + free_b).reshape(k, -1)
    dt = _d.result_type(a._dtype, b._dtype)
    values = _matmul2(at, bt, dt)
    shape = tuple(a._shape[i] for i in free_a) + tuple(b._shape[j] for j in free_b)
    if not shape:
        return scalar(values[0], dt)
    return from_values(values, shape, dt)


def einsum(subscripts, *operands, out=None, dtype=None, optimize=False, **kwargs):
    """Sums of products over named indices, one output element at a time."""
    ops = [_arr(o) for o in operands]
    spec = subscripts.replace(" ", "")
    if "->" in spec:
        inputs, output = spec.split("->")
    else:
        inputs = spec
        letters = inputs.replace(",", "")
        output = "".join(sorted(c for c in set(letters) if letters.count(c) == 1))
    terms = inputs.split(",")
    if len(terms) != len(ops):
        raise ValueError("more operands provided to einstein sum function than specified in the subscripts string"
                         if len(ops) > len(terms) else
                         "fewer operands provided to einstein sum function than specified in the subscripts string")
    sizes = {}
    for term, o in zip(terms, ops):
        if len(term) != o.ndim:
            raise ValueError("operand has more dimensions than subscripts given in einstein sum, but no '...' "
                             "ellipsis provided to broadcast the extra dimensions.")
        for c, n in zip(term, o._shape):
            if sizes.setdefault(c, n) != n:
                if sizes[c] == 1:
                    sizes[c] = n
                elif n != 1:
                    raise ValueError("operands could not be broadcast together with remapped shapes")
    dt = _d.as_dtype(dtype) if dtype is not None else _d.result_type(*[o._dtype for o in ops])
    summed = [c for c in dict.fromkeys(inputs.replace(",", "")) if c not in output]
    vals = [_d.convert(o._values(), o._dtype, dt) for o in ops]
    strides = []
    for term, o in zip(terms, ops):
        st = [math.prod(o._shape[i + 1:]) for i in range(o.ndim)]
        strides.append([(c, 0 if n == 1 else s) for c, n, s in zip(term, o._shape, st)])
    out_vals = []
    for oi in _indices(tuple(sizes[c] for c in output)):
        env = dict(zip(output, oi))
        acc = 0.0 if dt.kind == "f" else 0
        for si in _indices(tuple(sizes[c] for c in summed)):
            env.update(zip(summed, si))
            p = 1
            for v, st in zip(vals, strides):
                p = p * v[sum(env[c] * s for c, s in st)]
            acc += p
        out_vals.append(acc)
    out_vals = _d.coerce(out_vals, dt) if dt.kind != "f" else _d.unpack(_d.pack(out_vals, dt), dt)
    shape = tuple(sizes[c] for c in output)
    result = from_values(out_vals, shape, dt) if shape else scalar(out_vals[0], dt)
    if out is not None:
        out[...] = result
        return out
    return result


def _matmul_op(self, other):
    if getattr(other, "__array_priority__", 0) > self.__array_priority__ and not isinstance(other, ndarray):
        from ._ufunc import _deferred

        return _deferred(self, other, "matmul")
    return matmul(self, other)


def _rmatmul_op(self, other):
    return matmul(other, self)


def _imatmul_op(self, other):
    self[...] = matmul(self, other)
    return self


ndarray.__matmul__, ndarray.__rmatmul__, ndarray.__imatmul__ = _matmul_op, _rmatmul_op, _imatmul_op
