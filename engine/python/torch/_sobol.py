"""The four aten ops SobolEngine stands on, as SobolEngineOps.cpp writes them: each dimension's state is MAXBIT
direction integers, the quasi-random point's integers are XORed with one column per step, and scrambling multiplies
each dimension's direction integers by a random lower-triangular bit matrix."""
import base64
from array import array

import torch

MAXBIT = 30
_SPLIT = 1024  # the first dimension _sobol_directions_rest holds


def _leb128(data):
    """The unsigned LEB128 integers in `data`."""
    value = shift = 0
    for byte in data:
        value |= (byte & 127) << shift
        shift += 7
        if byte < 128:
            yield value
            value = shift = 0


def _rows(polynomials, initial, first, count):
    """(polynomial, initial direction integers) of `count` dimensions from `first`, from one data module."""
    previous, data, at = first, base64.b85decode(initial), 0
    for _, half in zip(range(count), _leb128(base64.b85decode(polynomials))):
        poly = previous + 2 * half
        previous, degree = poly, poly.bit_length() - 1
        width = (degree * (degree - 1) // 2 + 7) // 8
        bits, at = int.from_bytes(data[at:at + width], "little"), at + width
        init = [1]
        for i in range(1, degree):
            init.append(2 * (bits & ((1 << i) - 1)) + 1)
            bits >>= i
        yield poly, init


def _directions(dimension):
    """(polynomial, initial direction integers) of dimensions 1 to dimension - 1; the wide table loads only when
    needed."""
    from . import _sobol_directions as near
    rows = list(_rows(near.POLYNOMIALS, near.INITIAL, 1, min(dimension, _SPLIT) - 1))
    if dimension > _SPLIT:
        from . import _sobol_directions_rest as far
        rows += _rows(far.POLYNOMIALS, far.INITIAL, rows[-1][0], dimension - _SPLIT)
    return rows


def _sobol_engine_initialize_state_(sobolstate, dimension):
    if sobolstate.dtype is not torch.long:
        raise RuntimeError("sobolstate needs to be of type Long")
    state = [[1] * MAXBIT]
    for poly, v in _directions(dimension):
        m = len(v)
        taps = [k for k in range(m) if (poly >> (m - 1 - k)) & 1]
        # Bratley and Fox's recurrence (Algorithm 659, top of p. 90) for the direction integers past the initial ones
        for j in range(m, MAXBIT):
            new = v[j - m]
            for k in taps:
                new ^= v[j - k - 1] << (k + 1)
            v.append(new)
        state.append(v)
    scaled = [[v << (MAXBIT - 1 - j) for j, v in enumerate(row)] for row in state]
    sobolstate[:dimension].copy_(_from_rows(scaled, "q", torch.long))
    return sobolstate


def _from_rows(rows, typecode, dtype):
    """rows as a tensor, through a buffer: far quicker than torch.tensor on engines thousands of dimensions wide."""
    flat = array(typecode)
    for row in rows:
        flat.extend(row)
    return torch.frombuffer(flat, dtype=dtype).view(len(rows), -1)


def _rightmost_zero(n):
    return ((n + 1) & ~n).bit_length() - 1


def _sobol_engine_draw(quasi, n, sobolstate, dimension, num_generated, dtype=None):
    dtype = torch.float32 if dtype is None else dtype
    if dtype not in (torch.float32, torch.float64):
        from ._out import _scalar_name
        raise RuntimeError(f"\"_sobol_engine_draw\" not implemented for '{_scalar_name(dtype)}'")
    result = torch.empty((n, dimension), dtype=dtype)
    state, point, points = sobolstate.tolist(), quasi.tolist(), []
    for i in range(n):
        column = _rightmost_zero(num_generated + i)
        point = [q ^ row[column] for q, row in zip(point, state)]
        points.append(point)
    if n:
        # exact in float64, so one rounding to dtype: the kernel's float(q) * 2**-MAXBIT
        result.copy_(_from_rows(points, "d", torch.float64).mul_(1.0 / (1 << MAXBIT)))
    return result, torch.tensor(point, dtype=torch.long)


def _sobol_engine_ff_(quasi, n, sobolstate, dimension, num_generated):
    state, point = sobolstate.tolist(), quasi.tolist()
    for i in range(n):
        column = _rightmost_zero(num_generated + i)
        point = [q ^ row[column] for q, row in zip(point, state)]
    quasi.copy_(torch.tensor(point, dtype=torch.long))
    return quasi


def _sobol_engine_scramble_(sobolstate, ltm, dimension):
    """Each direction integer v becomes L v over GF(2), bits read most significant first, L the dimension's
    lower-triangular matrix with its diagonal set."""
    weights = [1 << (MAXBIT - 1 - k) for k in range(MAXBIT)]
    matrices = ltm.tolist()
    state = sobolstate.tolist()
    for d in range(dimension):
        rows = [sum(w for k, w in enumerate(weights) if k == p or matrices[d][p][k]) for p in range(MAXBIT)]
        state[d] = [sum(1 << (MAXBIT - 1 - p) for p in range(MAXBIT) if bin(rows[p] & v).count("1") & 1)
                    for v in state[d]]
    sobolstate.copy_(_from_rows(state, "q", torch.long))
    return sobolstate
