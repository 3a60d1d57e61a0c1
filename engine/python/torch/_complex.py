"""Complex tensors (complex64, complex128). The engine has real dtypes only, so a complex tensor is a Tensor over its
view_as_real tensor: float32 or float64 with a trailing dim of 2 holding each element's (real, imag) pair, which is
how PyTorch lays complex storage out. Engine ops never see the pairs: an argument that is complex (a tensor, a Python
complex or a complex dtype) sends the op here (see _engine.call), where the ops PyTorch defines on complex numbers run
on the real and imaginary parts and every other op raises PyTorch's error for complex input.
"""
import math

import torch

from . import _autocast_ops, _complex_linalg, _dtype, _engine
from ._size import Size
from ._tensor import Tensor

_REAL_OF = {_dtype.complex64: _dtype.float32, _dtype.complex128: _dtype.float64}
_COMPLEX_OF = {_dtype.float32: _dtype.complex64, _dtype.float64: _dtype.complex128,
               _dtype.float16: _dtype.complex32}
_SCALAR_NAMES = {_dtype.complex64: "ComplexFloat", _dtype.complex128: "ComplexDouble",
                 _dtype.complex32: "ComplexHalf"}


class ComplexTensor(Tensor):
    """A complex tensor: `_r` is its pairs tensor, whose engine handle it borrows as its own `_i` (so device,
    requires_grad and the rest of Tensor's handle-based attributes read the pairs tensor's)."""

    __slots__ = ("_r", "_conj")
    _complex = True

    def __del__(self):
        pass  # the handle belongs to _r

    def _read_meta(self):
        shape = self._r.shape
        self._meta = meta = (Size(shape[:-1]), _COMPLEX_OF[self._r.dtype])
        return meta

    def stride(self, dim=None):
        strides = tuple(s // 2 for s in self._r.stride()[:-1])
        return strides if dim is None else strides[_dim(dim, len(strides))]

    def storage_offset(self):
        return self._r.storage_offset() // 2

    def element_size(self):
        return self.dtype.itemsize

    def requires_grad_(self, requires_grad=True):
        self._r.requires_grad_(requires_grad)
        return self

    # the values without history, complex; assigning sets the pairs' data
    data = property(lambda self: _wrap(self._r.data, self._conj), Tensor.data.fset)

    def detach(self):
        return _wrap(self._r.detach(), self._conj)

    @property
    def grad(self):
        g = self._r.grad
        return None if g is None else _wrap(g)

    @grad.setter
    def grad(self, value):
        self._r.grad = None if value is None else _resolved(value)._r

    def _values(self):
        flat = _resolved(self)._r.contiguous()._values()
        return [complex(flat[i], flat[i + 1]) for i in range(0, len(flat), 2)]

    def item(self):
        if self.numel() != 1:
            raise RuntimeError(f"a Tensor with {self.numel()} elements cannot be converted to Scalar")
        return self._values()[0]

    def __bool__(self):
        return bool(_check_one(self).item())

    def __float__(self):
        raise TypeError("can't convert complex to float")

    def __int__(self):
        raise TypeError("can't convert complex to int")

    def __complex__(self):
        return _check_one(self).item()

    def __getitem__(self, index):
        return _wrap(self._r[_pair_index(index)], self._conj)

    def __setitem__(self, index, value):
        region = self._r[_pair_index(index)]
        value = _as_complex(value, self.dtype)
        # a conjugated view stores the conjugate of what is written through it
        region.copy_(_resolved(value.conj() if self._conj else value)._r.expand(region.shape))

    def __lt__(self, other):
        raise _unsupported("lt_cpu", self.dtype)

    def __le__(self, other):
        raise _unsupported("le_cpu", self.dtype)

    def __gt__(self, other):
        raise _unsupported("gt_cpu", self.dtype)

    def __ge__(self, other):
        raise _unsupported("ge_cpu", self.dtype)

    def __neg__(self):
        return _wrap(-self._r, self._conj)

    def __abs__(self):
        return _POINTWISE["abs"](self)

    def __add__(self, other):
        return _POINTWISE["add"](self, other)

    def __radd__(self, other):
        return _POINTWISE["add"](other, self)

    def __sub__(self, other):
        return _POINTWISE["sub"](self, other)

    def __rsub__(self, other):
        return _POINTWISE["sub"](other, self)

    def __mul__(self, other):
        return _POINTWISE["mul"](self, other)

    __rmul__ = __mul__

    def __truediv__(self, other):
        return _POINTWISE["div"](self, other)

    def __rtruediv__(self, other):
        # as Tensor.__rtruediv__: self.reciprocal() * other
        return _POINTWISE["mul"](_POINTWISE["reciprocal"](self), other)

    def __pow__(self, other):
        return _POINTWISE["pow"](self, other)

    def __rpow__(self, other):
        return _POINTWISE["pow"](other, self)

    def __matmul__(self, other):
        return OPS["matmul"](self, other)

    def __rmatmul__(self, other):
        return OPS["matmul"](other, self)

    def __eq__(self, other):
        return eq(self, other)

    def __ne__(self, other):
        return ne(self, other)

    def __iadd__(self, other):
        return _assign(self, _POINTWISE["add"](self, other))

    def __isub__(self, other):
        return _assign(self, _POINTWISE["sub"](self, other))

    def __imul__(self, other):
        return _assign(self, _POINTWISE["mul"](self, other))

    def __itruediv__(self, other):
        return _assign(self, _POINTWISE["div"](self, other))

    __hash__ = Tensor.__hash__


# PyTorch reports it under the class name Tensor, as type(z) prints
ComplexTensor.__name__ = ComplexTensor.__qualname__ = "Tensor"
ComplexTensor.__module__ = "torch"


def _wrap(pairs, conj=False):
    z = object.__new__(ComplexTensor)
    z._r = pairs
    z._i = pairs._i
    z._conj = conj
    return z


def _dim(dim, ndim):
    n = max(ndim, 1)
    if dim < -n or dim >= n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim % n


def _check_one(z):
    if z.numel() != 1:
        raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
    return z


def _pair_index(index):
    """A complex tensor's index, extended over the pairs dim (an Ellipsis then still stops before it)."""
    return (index if isinstance(index, tuple) else (index,)) + (slice(None),)


def _unsupported(op, dtype=_dtype.complex64):
    return RuntimeError(f"\"{op}\" not implemented for '{_SCALAR_NAMES[dtype]}'")


# -- parts ---------------------------------------------------------------------------------------------------------
def _parts(value, real_dtype):
    """(real, imag) of a complex or real operand in `real_dtype`: tensors, or Python floats for a Python number."""
    if isinstance(value, ComplexTensor):
        r = value._r.to(real_dtype)
        im = r.select(-1, 1)
        return r.select(-1, 0), -im if value._conj else im
    if isinstance(value, Tensor):
        re = value.to(real_dtype)
        return re, re.new_zeros(()).expand(re.shape)
    value = complex(value)
    return value.real, value.imag


def _real_view(value):
    """What the real dtype of an op's result is computed from: each operand with its real and imaginary parts'
    dtype (a complex tensor's pairs dtype), its dims kept, as result_type weighs a tensor's dims."""
    if isinstance(value, ComplexTensor):
        return value._r.select(-1, 0)
    if isinstance(value, complex):
        return value.real
    return value


def _real_dtype(*operands):
    """The dtype the parts of an op's result take: of one operand, or of two as result_type promotes them."""
    if len(operands) == 1:
        dtype = operands[0]._r.dtype if isinstance(operands[0], ComplexTensor) else operands[0].dtype
    else:
        dtype = torch.result_type(_real_view(operands[0]), _real_view(operands[1]))
    if not dtype.is_floating_point:
        dtype = torch.get_default_dtype()
    return _dtype.float32 if dtype in (_dtype.float16, _dtype.bfloat16) else dtype


def _check_parts(a, b):
    """ATen's complex_check_dtype on the two float tensors torch.complex and torch.polar take."""
    if a.dtype != b.dtype:
        raise RuntimeError(f"Expected object of scalar type {_scalar(a.dtype)} but got scalar type "
                           f"{_scalar(b.dtype)} for second argument")
    if a.dtype not in (_dtype.float32, _dtype.float64):
        raise RuntimeError(f"Expected both inputs to be Half, Float or Double tensors but got {_scalar(a.dtype)} "
                           f"and {_scalar(b.dtype)}")


def complex_(real, imag):
    """torch.complex: a complex tensor of two float tensors of one dtype."""
    _check_parts(real, imag)
    real, imag = torch.broadcast_tensors(real, imag)
    return _wrap(torch.stack([real, imag], -1))


def _scalar(dtype):
    return {"float32": "Float", "float64": "Double", "float16": "Half", "bfloat16": "BFloat16", "int64": "Long",
            "int32": "Int", "int16": "Short", "int8": "Char", "uint8": "Byte", "bool": "Bool"}[dtype._name]


def _of(re, im):
    """The complex tensor of parts re and im (either may be a Python number, broadcast against the other)."""
    if not isinstance(re, Tensor):
        re = torch.full_like(im, re)
    if not isinstance(im, Tensor):
        im = torch.full_like(re, im)
    re, im = torch.broadcast_tensors(re, im)
    return _wrap(torch.stack([re, im], -1))


@_autocast_ops.policy("polar")
def polar(abs, angle):  # noqa: A002
    _check_parts(abs, angle)
    abs, angle = torch.broadcast_tensors(abs, angle)
    parts = [_engine.call(f"_polar_{part}", (abs, angle), {}) for part in ("cos", "sin")]
    return _named("PolarBackward0", _wrap)(torch.stack(parts, -1))


def view_as_real(input):  # noqa: A002
    if not isinstance(input, ComplexTensor):
        raise RuntimeError("view_as_real is only supported for complex tensors")
    if input._conj:
        raise RuntimeError("view_as_real doesn't work on unresolved conjugated tensors.  To resolve the conjugate "
                           "tensor so you can view it as real, use self.resolve_conj(); however, be "
                           "warned that the resulting tensor will NOT alias the original.")
    return input._r.view(input._r.shape)  # a view that autograd follows (t[...] detaches)


@_autocast_ops.policy("view_as_complex")
def view_as_complex(input):  # noqa: A002
    if input.dtype not in (_dtype.float32, _dtype.float64, _dtype.float16):
        raise RuntimeError("view_as_complex is only supported for float and double tensors, but got a tensor of "
                           f"scalar type: {_scalar(input.dtype)}")
    if input.dim() == 0 or input.shape[-1] != 2:
        raise RuntimeError("Tensor must have a last dimension of size 2")
    if input.stride(-1) != 1:
        raise RuntimeError("Tensor must have a last dimension with stride 1")
    if any(s % 2 for s in input.stride()[:-1]):
        raise RuntimeError("Tensor must have a stride divisible by 2 for all but last dimension")
    return _wrap(input.view(input.shape))


def _name(dtype):
    return _SCALAR_NAMES.get(dtype) or _scalar(dtype)


def _check_view_dtype(input, dtype):  # noqa: A002
    """view_dtype's checks in its order, for sizes, strides and offset counted in input's elements."""
    if input.dtype.itemsize == dtype.itemsize:
        return
    what = f"to view {_name(input.dtype)} as {_name(dtype)} (different element sizes)"
    if input.dim() == 0:
        raise RuntimeError(f"self.dim() cannot be 0 {what}")
    ratio = dtype.itemsize // input.dtype.itemsize
    if ratio > 1:
        if input.shape[-1] % ratio:
            raise RuntimeError(f"self.size(-1) must be divisible by {ratio} {what}, but got {input.shape[-1]}")
        if input.storage_offset() % ratio:
            raise RuntimeError(f"self.storage_offset() must be divisible by {ratio} {what}, but got "
                               f"{input.storage_offset()}")
    if input.stride(-1) != 1:
        raise RuntimeError(f"self.stride(-1) must be 1 {what}, but got {input.stride(-1)}")
    for i, st in enumerate(input.stride()[:-1]):
        if ratio > 1 and st % ratio:
            raise RuntimeError(f"self.stride({i}) must be divisible by {ratio} {what}, but got {st}")


def view_dtype(input, dtype):  # noqa: A002
    """Tensor.view(dtype) to or from a complex dtype: the same bytes, a complex tensor's as its (real, imag) pairs."""
    if dtype is input.dtype:
        return _wrap(input._r.view(input._r.shape), input._conj)
    if isinstance(input, ComplexTensor) and input._conj:
        raise RuntimeError("torch.Tensor.view is not supported for conjugate view tensors when converting to a "
                           "different dtype.")
    _check_view_dtype(input, dtype)
    # the bytes as a real tensor whose last dim runs over them in order
    flat = input._r.flatten(-2) if isinstance(input, ComplexTensor) else input
    if not dtype.is_complex:
        return flat.view(dtype)
    return _wrap(flat.view(_REAL_OF[dtype]).unflatten(-1, (-1, 2)))


def _as_complex(value, dtype):
    """value (a tensor or Python number) as a complex tensor of `dtype`."""
    if isinstance(value, ComplexTensor):
        return value.to(dtype)
    real_dtype = _real_for(dtype)
    if isinstance(value, Tensor):
        return _of(value.to(real_dtype), 0.0)
    value = complex(value)
    return _wrap(torch.tensor([value.real, value.imag], dtype=real_dtype))


def _assign(z, value):
    """z's values replaced in place by value's (an in-place op's result), which must keep z's dtype."""
    if value.dtype != z.dtype:
        raise RuntimeError(f"result type {_SCALAR_NAMES[value.dtype]} can't be cast to the desired output type "
                           f"{_SCALAR_NAMES[z.dtype]}")
    z._r.copy_(value._r.expand(z._r.shape))
    return z


# -- pointwise -----------------------------------------------------------------------------------------------------
def add(input, other, *, alpha=1):  # noqa: A002
    d = _real_dtype(input, other)
    (ar, ai), (br, bi) = _parts(input, d), _parts(other, d)
    if alpha != 1:
        br, bi = _mul_parts((br, bi), _parts(alpha, d))
    return _of(ar + br, ai + bi)


def sub(input, other, *, alpha=1):  # noqa: A002
    return add(input, other, alpha=-alpha)


def _mul_parts(a, b):
    (ar, ai), (br, bi) = a, b
    return ar * br - ai * bi, ar * bi + ai * br


def mul(input, other):  # noqa: A002
    d = _real_dtype(input, other)
    return _of(*_mul_parts(_parts(input, d), _parts(other, d)))


def div(input, other, *, rounding_mode=None):  # noqa: A002
    """Smith's division, as c10::complex divides: scaled by the larger of the divisor's parts."""
    if rounding_mode is not None:
        raise _unsupported("div_floor_cpu" if rounding_mode == "floor" else "div_trunc_cpu")
    d = _real_dtype(input, other)
    (a, b), (c, e) = _parts(input, d), _parts(other, d)
    if not isinstance(c, Tensor):
        c, e = torch.tensor(c, dtype=d), torch.tensor(e, dtype=d)
    c_wide = c.abs() >= e.abs()
    ratio = torch.where(c_wide, e / c, c / e)
    scale = 1.0 / torch.where(c_wide, c + e * ratio, e + c * ratio)
    re = torch.where(c_wide, (a + b * ratio) * scale, (a * ratio + b) * scale)
    im = torch.where(c_wide, (b - a * ratio) * scale, (b * ratio - a) * scale)
    return _of(re, im)


def abs_(input):  # noqa: A002
    """|z| over the complex elements, as PyTorch's abs kernel: SLEEF's hypot in its vectorised body, cabs after. A
    conjugate view's is its base's (|conj z| = |z|), over the base's layout, which PyTorch's conjugate copy keeps."""
    if isinstance(input, ComplexTensor) and input._conj:
        input = _wrap(input._r)
    return _engine.call("_complex_abs", _parts(input, _real_dtype(input)), {})


def angle(input):  # noqa: A002
    re, im = _parts(input, _real_dtype(input))
    return torch.atan2(im, re)


def exp(input):  # noqa: A002
    re, im = _parts(input, _real_dtype(input))
    m = torch.exp(re)
    return _of(m * torch.cos(im), m * torch.sin(im))


def log(input):  # noqa: A002
    """log|z| + i arg z; the modulus's log as glibc's clog takes it (log1p near |z| = 1)."""
    re, im = _parts(input, _real_dtype(input))
    return _of(_engine.call("_complex_log_abs", (re, im), {}), _engine.call("_complex_log_arg", (re, im), {}))


def sqrt(input):  # noqa: A002
    """The principal root, as std::sqrt computes it: t = sqrt((|z| + |re|) / 2) on the side of re's sign."""
    re, im = _parts(input, _real_dtype(input))
    t = torch.sqrt((torch.hypot(re, im) + re.abs()) * 0.5)
    half = torch.where(t == 0, t, im.abs() / (2 * t))
    return _of(torch.where(re >= 0, t, half), torch.where(re >= 0, torch.where(t == 0, im, im / (2 * t)),
                                                             torch.copysign(t, im)))


# |part| beyond which C's ctanh and ctan keep sinh^2 from overflowing: (int)((max exponent - 1) * log(2) / 2)
_TAN_LIMIT = {_dtype.float32: 44, _dtype.float64: 354}
_EPSILON = {_dtype.float32: 2.0 ** -23, _dtype.float64: 2.0 ** -52}


def sin(input):  # noqa: A002
    """std::sin (C's csin): sin(re) cosh(im) + i cos(re) sinh(im)."""
    re, im = _parts(input, _real_dtype(input))
    return _of(torch.sin(re) * torch.cosh(im), torch.cos(re) * torch.sinh(im))


def cos(input):  # noqa: A002
    """std::cos (C's ccos, ccosh(i z)): cos(re) cosh(im) - i sin(re) sinh(im)."""
    re, im = _parts(input, _real_dtype(input))
    return _of(torch.cosh(im) * torch.cos(re), torch.sinh(-im) * torch.sin(re))


def sinh(input):  # noqa: A002
    re, im = _parts(input, _real_dtype(input))
    return _of(torch.sinh(re) * torch.cos(im), torch.cosh(re) * torch.sin(im))


def cosh(input):  # noqa: A002
    re, im = _parts(input, _real_dtype(input))
    return _of(torch.cosh(re) * torch.cos(im), torch.sinh(re) * torch.sin(im))


def _tangent(circular, hyperbolic):
    """C's ctanh at hyperbolic part x and circular part y: (sinh x cosh x + i sin y cos y) / (sinh^2 x + cos^2 y);
    beyond the limit, the sign of x and 4 sin y cos y / e^(2|x|), divided in two steps to stay clear of overflow."""
    dtype = hyperbolic.dtype
    limit = _TAN_LIMIT[dtype]
    s, c = torch.sin(circular), torch.cos(circular)
    sh, ch = torch.sinh(hyperbolic), torch.cosh(hyperbolic)
    den = torch.where(sh.abs() > c.abs() * _EPSILON[dtype], sh * sh + c * c, c * c)
    exp_2t = torch.exp(torch.tensor(2.0 * limit, dtype=dtype))
    rest = hyperbolic.abs() - limit
    tail = 4 * s * c / exp_2t
    tail = torch.where(rest > limit, tail / exp_2t, tail / torch.exp(2 * rest))
    far = hyperbolic.abs() > limit
    return (torch.where(far, torch.ones_like(hyperbolic).copysign(hyperbolic), sh * ch / den),
            torch.where(far, tail, s * c / den))


def tanh(input):  # noqa: A002
    re, im = _parts(input, _real_dtype(input))
    return _of(*_tangent(im, re))


def tan(input):  # noqa: A002
    """C's ctan, as -i ctanh(i z): the roles of the parts swapped."""
    re, im = _parts(input, _real_dtype(input))
    hyperbolic_part, circular_part = _tangent(re, im)
    return _of(circular_part, hyperbolic_part)


def _scaled_down(z, factor):
    re, im = _parts(z, _real_dtype(z))
    return _of(re / factor, im / factor)


def log10(input):  # noqa: A002
    """std::log10: log(z) / log(10)."""
    return _scaled_down(log(input), math.log(10))


def log2(input):  # noqa: A002
    """c10's complex log2: log(z) / log(2)."""
    return _scaled_down(log(input), math.log(2))


def rsqrt(input):  # noqa: A002
    return reciprocal(sqrt(input))


def _sqrt_parts(re, im):
    return _parts(sqrt(_of(re, im)), re.dtype)


def _beside_one(input, sign):  # noqa: A002
    """The parts of sqrt(1 - z) and sqrt(1 + z) (sign 1), or of sqrt(z - 1) and sqrt(z + 1) (sign -1), with the
    signed zeros of C's real-complex arithmetic (1 - z takes -y as its imaginary part)."""
    x, y = _parts(input, _real_dtype(input))
    return _sqrt_parts(sign * (1 - x), sign * -y), _sqrt_parts(1 + x, y)


def asin(input):  # noqa: A002
    """Kahan's asin: atan2(x, re(sqrt(1 - z) sqrt(1 + z))) + i asinh(im(conj(sqrt(1 - z)) sqrt(1 + z))), exact
    zeros on the real segment as C's casin gives them."""
    (a, b), (c, d) = _beside_one(input, 1)
    return _of(torch.atan2(_parts(input, a.dtype)[0], a * c - b * d), torch.asinh(a * d - b * c))


def acos(input):  # noqa: A002
    """pi/2 - asin(z), as PyTorch's vectorized complex acos subtracts (the imaginary part from 0: never -0)."""
    a, b = _parts(asin(input), _real_dtype(input))
    return _of(math.pi / 2 - a, 0.0 - b)


def acosh(input):  # noqa: A002
    """Kahan's acosh: asinh(re(conj(sqrt(z - 1)) sqrt(z + 1))) + 2i atan2(im sqrt(z - 1), re sqrt(z + 1))."""
    (a, b), (c, d) = _beside_one(input, -1)
    return _of(torch.asinh(a * c + b * d), 2 * torch.atan2(b, c))


def _through_i(f, input):
    """-i f(i z): how C's casinh and catan come from casin and catanh."""
    re, im = _parts(input, _real_dtype(input))
    a, b = _parts(f(_of(-im, re)), re.dtype)
    return _of(b, -a)


def asinh(input):  # noqa: A002
    """C's casinh: -i asin(i z)."""
    return _through_i(asin, input)


def atanh(input):  # noqa: A002
    """C's catanh: log1p(4x / ((1 - x)^2 + y^2)) / 4 + i atan2(2y, (1 - x)(1 + x) - y^2) / 2."""
    x, y = _parts(input, _real_dtype(input))
    return _of(0.25 * torch.log1p(4 * x / ((1 - x) * (1 - x) + y * y)),
               0.5 * torch.atan2(2 * y, (1 - x) * (1 + x) - y * y))


def atan(input):  # noqa: A002
    """C's catan: -i atanh(i z)."""
    return _through_i(atanh, input)


def expm1(input):  # noqa: A002
    """c10's complex expm1: expm1(x) cos(y) - 2 sin(y/2)^2 + i e^x sin(y), exact for small z."""
    x, y = _parts(input, _real_dtype(input))
    a = torch.sin(y / 2)
    return _of(torch.expm1(x) * torch.cos(y) - 2 * a * a, torch.exp(x) * torch.sin(y))


def log1p(input):  # noqa: A002
    """c10's complex log1p: log|1 + z| + i atan2(y, 1 + x), the modulus from log1p(x (x + 2) + y^2) when |z| < 1/2."""
    x, y = _parts(input, _real_dtype(input))
    theta = torch.atan2(y, x + 1)
    r = x * (2 + x) + y * y
    near = torch.where(r == 0, x, 0.5 * torch.log1p(r))  # r underflowing to 0 leaves log1p(z) ~ z
    return _of(torch.where(torch.hypot(x, y) < 0.5, near, torch.log(torch.hypot(x + 1, y))), theta)


def sigmoid(input):  # noqa: A002
    """1 / (1 + exp(-z)), as PyTorch's complex sigmoid kernel."""
    return div(1, add(1, exp(neg(input))))


def pow_(input, exponent):  # noqa: A002
    if not isinstance(exponent, Tensor) and exponent == 2:
        return mul(input, input)
    if not isinstance(exponent, Tensor) and exponent == 0.5:
        return sqrt(input)
    d = _real_dtype(input, exponent)
    return exp(mul(log(_as_complex(input, _COMPLEX_OF[d])), exponent))


def reciprocal(input):  # noqa: A002
    """1 / z over the complex elements: (re, -im) / |z|^2 in the vectorised body, Smith's division in the tail."""
    parts = _parts(input, _real_dtype(input))
    return _of(_engine.call("_complex_reciprocal_real", parts, {}), _engine.call("_complex_reciprocal_imag", parts, {}))


def square(input):  # noqa: A002
    return mul(input, input)


def neg(input):  # noqa: A002
    return _wrap(-input._r, input._conj)


def sgn(input):  # noqa: A002
    """z / |z| (0 at 0), each part divided by the abs that abs computes."""
    size = abs_(input)
    zero = size == 0
    return _of(*[torch.where(zero, p.new_zeros(()), p / size) for p in _parts(input, size.dtype)])


def eq(input, other):  # noqa: A002
    d = _real_dtype(input, other)
    (ar, ai), (br, bi) = _parts(input, d), _parts(other, d)
    return (ar == br) & (ai == bi)


def ne(input, other):  # noqa: A002
    return ~eq(input, other)


def _either_part(test):
    def op(input):  # noqa: A002
        re, im = _parts(input, _real_dtype(input))
        return test(re) | test(im)

    return op


isnan = _either_part(lambda p: p.isnan())


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):  # noqa: A002
    """|input - other| <= atol + rtol * |other| in complex magnitudes, equal values (infinities) included."""
    close = eq(input, other) | (abs_(sub(input, other)) <= atol + rtol * abs_(_as_complex(other, input.dtype)))
    if equal_nan:
        close = close | (isnan(input) & isnan(other))
    return close & (isfinite(input) | eq(input, other))


def isfinite(input):  # noqa: A002
    re, im = _parts(input, _real_dtype(input))
    return torch.isfinite(re) & torch.isfinite(im)


def conj(input):  # noqa: A002
    """The conjugate as a view with PyTorch's conjugate bit: the parts stay, and reads negate the imaginary one."""
    if not isinstance(input, ComplexTensor):
        return input
    from ._ops import recorded_as  # (imported here: _ops imports this module)
    return _wrap(recorded_as("ConjBackward0", input._r), not input._conj)


def _materialized(input):  # noqa: A002
    """The values a complex tensor reads (its conjugate bit applied) as new pairs without the bit."""
    return _of(*_parts(input, input._r.dtype))


def resolve_conj(input):  # noqa: A002
    if not isinstance(input, ComplexTensor) or not input._conj:
        return input
    return _named("CloneBackward0", _materialized)(input)  # ATen's resolve_conj is a clone, which copy_ conjugates


def conj_physical(input):  # noqa: A002
    """The conjugate's values in new memory, with no conjugate bit."""
    if not isinstance(input, ComplexTensor):
        return input.clone()
    return _named("ConjPhysicalBackward0", _materialized)(_wrap(input._r, not input._conj))


def is_conj(input):  # noqa: A002
    return isinstance(input, ComplexTensor) and input._conj


def real(input):  # noqa: A002
    if not isinstance(input, ComplexTensor):
        return input
    return input._r.select(-1, 0)


def imag(input):  # noqa: A002
    if not isinstance(input, ComplexTensor):
        raise RuntimeError("imag is not implemented for tensors with non-complex dtypes.")
    if input._conj:
        raise RuntimeError("imag is not implemented for conjugated tensors")  # resolved by callers that print
    return input._r.select(-1, 1)


def is_complex(input):  # noqa: A002
    return isinstance(input, ComplexTensor)


def isreal(input):  # noqa: A002
    """Whether each element is real: a zero imaginary part, or any element of a real tensor."""
    if not isinstance(input, ComplexTensor):
        return torch.ones_like(input, dtype=torch.bool)
    return input._r.select(-1, 1) == 0


# -- reductions and matmul -----------------------------------------------------------------------------------------
def _reduction(op):
    def reduce(input, dim=None, keepdim=False, *, dtype=None):  # noqa: A002
        parts = _parts(input, _REAL_OF[dtype] if dtype is not None else input._r.dtype)
        if dim is None:
            return _of(*[getattr(p, op)() for p in parts])
        return _of(*[getattr(p, op)(dim, keepdim) for p in parts])

    return reduce


def prod(input, dim=None, keepdim=False, *, dtype=None):  # noqa: A002
    """The complex product, multiplied along the dim in order."""
    z = _as_complex(input, dtype) if dtype is not None else input
    if dim is None:
        z, dim = z.reshape(-1), 0
    dim = _dim(dim, z.dim())
    re = real(_resolved(z))
    one = torch.ones_like(re.select(dim, 0) if z.dim() else re)
    out = _of(one, torch.zeros_like(one))
    for i in range(z.shape[dim] if z.dim() else 1):
        out = mul(out, z.select(dim, i) if z.dim() else z)
    return out.unsqueeze(dim) if keepdim and z.dim() else out


def _dot(name, conjugate):
    """dot (sum of a b) and vdot (sum of conj(a) b) of two 1-D tensors of one dtype, checked as the real dot is
    (after CUDA autocast's promotion, which lists both)."""
    @_autocast_ops.policy(name)
    def op(input, other):  # noqa: A002
        if input.dtype != other.dtype:
            raise RuntimeError(f"{name} : expected both vectors to have same dtype, but found "
                               f"{_scalar_of(input.dtype)} and {_scalar_of(other.dtype)}")
        if not isinstance(input, ComplexTensor):
            return torch.dot(input, other)
        exact = _blas_matmul(input.conj() if conjugate else input, other) if input.shape == other.shape else None
        if exact is not None:
            return exact
        d = input._r.dtype
        (ar, ai), (br, bi) = _parts(input, d), _parts(other, d)
        sign = -1 if conjugate else 1
        return _of(torch.dot(ar, br) - sign * torch.dot(ai, bi), torch.dot(ar, bi) + sign * torch.dot(ai, br))

    return op


def _scalar_of(dtype):
    return _SCALAR_NAMES.get(dtype) or _scalar(dtype)


def cumsum(input, dim, *, dtype=None):  # noqa: A002
    return _of(*[p.cumsum(dim) for p in _parts(input, _REAL_OF[dtype] if dtype is not None else input._r.dtype)])


def matmul(input, other):  # noqa: A002
    d = _real_dtype(input, other)
    (ar, ai), (br, bi) = _parts(input, d), _parts(other, d)
    if not isinstance(input, ComplexTensor):
        return _of(ar @ br, ar @ bi)
    if not isinstance(other, ComplexTensor):
        return _of(ar @ br, ai @ br)
    exact = _blas_matmul(input, other)
    return exact if exact is not None else _of(ar @ br - ai @ bi, ar @ bi + ai @ br)


def _blas_matmul(input, other):  # noqa: A002
    """The product summed as PyTorch's CPU path sums it (see _complex_matmul_pairs), or None where the real planes'
    products must serve: shapes matmul refuses (their messages), operands autograd follows, and other devices than
    the CPU (whose libraries sum in their own orders)."""
    from . import _engine

    if input.device.type != "cpu" or other.device.type != "cpu":
        return None
    if input.dim() == 0 or other.dim() == 0 or (torch.is_grad_enabled() and (input.requires_grad or other.requires_grad)):
        return None
    a = input.unsqueeze(0) if input.dim() == 1 else input
    b = other.unsqueeze(-1) if other.dim() == 1 else other
    if a.shape[-1] != b.shape[-2] or input.dtype != other.dtype:
        return None
    try:
        batch = list(torch.broadcast_shapes(a.shape[:-2], b.shape[:-2]))
    except RuntimeError:
        return None
    pairs = [_resolved(t.expand(*batch, *t.shape[-2:]))._r.contiguous() for t in (a, b)]
    out = _wrap(_engine.call("_complex_matmul_pairs", tuple(pairs), {}))
    if input.dim() == 1:
        out = out.squeeze(-2)
    return out.squeeze(-1) if other.dim() == 1 else out


# -- layout: views and copies of the pairs, dims counted over the complex dims -------------------------------------
def _resolved(input):  # noqa: A002
    return _materialized(input) if input._conj else input


def _on_pairs(fn):
    """An op that moves elements around (a view or a copy): run on the pairs tensor, the conjugate bit kept."""
    def op(input, *args, **kwargs):  # noqa: A002
        return _wrap(fn(input._r, input.dim(), *args, **kwargs), input._conj)

    return op


def _sizes(args):
    return list(args[0]) if len(args) == 1 and not isinstance(args[0], int) else list(args)


_LAYOUT = {
    "clone": _on_pairs(lambda r, n, **kw: r.clone()),
    "contiguous": _on_pairs(lambda r, n, **kw: r.contiguous()),
    "detach": _on_pairs(lambda r, n: r.detach()),
    "reshape": _on_pairs(lambda r, n, *shape: r.reshape(_sizes(shape) + [2])),
    "view": _on_pairs(lambda r, n, *shape: r.view(_sizes(shape) + [2])),
    "expand": _on_pairs(lambda r, n, *shape, **kw: r.expand(_sizes(shape) + [2])),
    "transpose": _on_pairs(lambda r, n, d0, d1: r.transpose(_dim(d0, n), _dim(d1, n))),
    "t": _on_pairs(lambda r, n: r.transpose(0, 1) if n == 2 else r),
    "permute": _on_pairs(lambda r, n, *dims: r.permute([_dim(d, n) for d in _sizes(dims)] + [n])),
    "unsqueeze": _on_pairs(lambda r, n, dim: r.unsqueeze(_dim(dim, n + 1))),
    "squeeze": _on_pairs(lambda r, n, dim=None: r.squeeze() if dim is None else r.squeeze(_dim(dim, n))),
    "select": _on_pairs(lambda r, n, dim, index: r.select(_dim(dim, n), index)),
    # the pairs' diagonal puts the diagonal after the pair dim; the pair dim goes back last
    "diagonal": _on_pairs(lambda r, n, offset=0, dim1=0, dim2=1: r.diagonal(offset, _dim(dim1, n), _dim(dim2, n))
                          .movedim(-1, -2)),
    "diagonal_copy": _on_pairs(lambda r, n, offset=0, dim1=0, dim2=1: r.diagonal(offset, _dim(dim1, n), _dim(dim2, n))
                               .movedim(-1, -2).clone()),
    # with the pair dim first, the planes' dims move up by one
    "diag_embed": _on_pairs(lambda r, n, offset=0, dim1=-2, dim2=-1: torch.diag_embed(
        r.movedim(-1, 0), offset, _dim(dim1, n + 1) + 1, _dim(dim2, n + 1) + 1).movedim(0, -1)),
    "narrow": _on_pairs(lambda r, n, dim, start, length: r.narrow(_dim(dim, n), start, length)),
    "index_select": _on_pairs(lambda r, n, dim, index: r.index_select(_dim(dim, n), index)),
    # the pairs' unfold puts the window after the pair dim; the pair dim goes back last
    "unfold": _on_pairs(lambda r, n, dimension, size, step: r.unfold(_dim(dimension, n), size, step).movedim(-1, -2)),
    "flatten": _on_pairs(lambda r, n, start_dim=0, end_dim=-1: r.flatten(_dim(start_dim, n), _dim(end_dim, n))
                         if n else r.reshape(1, 2)),
    "flip": _on_pairs(lambda r, n, *dims: r.flip([_dim(d, n) for d in _sizes(dims)])),
    "roll": _on_pairs(lambda r, n, shifts, dims=None: r.roll(shifts, [_dim(d, n) for d in (
        [dims] if isinstance(dims, int) else dims)]) if dims is not None
        else r.reshape(-1, 2).roll(shifts, 0).reshape(r.shape)),
    # each element's pair repeated as one: the pairs dim repeats once
    "repeat": _on_pairs(lambda r, n, *repeats: r.repeat(_sizes(repeats) + [1])),
    "view_dtype": view_dtype,
}


def trace(input):  # noqa: A002
    if input.dim() != 2:
        raise RuntimeError(f"trace: expected a matrix, but got tensor with dim {input.dim()}")
    return input.diagonal().sum()


def _joined(fn):
    """cat or stack: the operands promoted to one complex dtype, joined as pairs."""
    def op(tensors, dim=0):
        real = tensors[0]._r.dtype if isinstance(tensors[0], ComplexTensor) else tensors[0].dtype
        for t in tensors[1:]:
            real = torch.promote_types(real, t._r.dtype if isinstance(t, ComplexTensor) else t.dtype)
        dtype = _COMPLEX_OF[_real_dtype(torch.zeros((), dtype=real))]
        parts = [_resolved(_as_complex(t, dtype))._r for t in tensors]
        return _wrap(fn(parts, dim, tensors[0].dim() + (fn is _stack_pairs)))

    return op


def _cat_pairs(parts, dim, n):
    return torch.cat(parts, _dim(dim, n))


def _stack_pairs(parts, dim, n):
    return torch.stack(parts, _dim(dim, n))


def where(condition, input, other):  # noqa: A002
    """The elements of input where condition holds, else of other, both taken to one complex dtype."""
    dtype = _COMPLEX_OF[_real_dtype(input, other)]
    parts = [_resolved(_as_complex(v, dtype))._r for v in (input, other)]
    return _wrap(torch.where(condition.unsqueeze(-1), *parts))


def masked_fill(input, mask, value):  # noqa: A002
    fill = _resolved(_as_complex(value, input.dtype))._r
    return _wrap(torch.where(mask.unsqueeze(-1), fill, _resolved(input)._r))


def _pieces(input, parts):  # noqa: A002
    """chunk's, split's or unbind's pieces of the pairs, each complex again."""
    return tuple(_wrap(p, input._conj) for p in parts)


def _spread(root):
    """var or std: ATen's sum of the real and imaginary parts' variances (its square root for std)."""
    def op(input, *args, **kwargs):  # noqa: A002
        input = _resolved(input)
        total = torch.var(input._r.select(-1, 0), *args, **kwargs) + torch.var(input._r.select(-1, 1), *args, **kwargs)
        return total.sqrt() if root else total

    return op


_discard_warned = False


def _warn_discard():
    """PyTorch's warning (given once) that a complex-to-real copy drops the imaginary parts."""
    global _discard_warned
    if not _discard_warned:
        import warnings

        _discard_warned = True
        warnings.warn("Casting complex values to real discards the imaginary part", UserWarning, stacklevel=5)


def _to_copy(input, *, dtype=None, **kwargs):  # noqa: A002
    """A copy in another dtype (a real one keeps the real parts, as PyTorch warns) or on another device."""
    device = kwargs.get("device")
    if not isinstance(input, ComplexTensor):
        return _as_complex(input.to(device=device), dtype)
    source = _resolved(input)
    if dtype is None or dtype.is_complex:
        pairs = source._r.to(dtype=_real_for(dtype or source.dtype), device=device, copy=True)
        return _wrap(pairs)
    _warn_discard()
    return real(source).to(dtype=dtype, device=device, copy=True)


# -- creation ------------------------------------------------------------------------------------------------------
def _factory(fill):
    """A factory of complex tensors: its real counterpart's pairs, then filled."""
    def make(*size, dtype=None, out=None, requires_grad=False, generator=None, **kwargs):
        pairs = torch.zeros(_sizes(size) + [2], dtype=_real_for(dtype), **kwargs)
        # filled in place, so the grad requirement after
        return fill(pairs, {"generator": generator}).requires_grad_(requires_grad)

    return make


def eye(n, m=None, *, dtype=None, out=None, requires_grad=False, **kwargs):
    """The identity's real parts, zero imaginary parts."""
    ones = torch.eye(n, n if m is None else m, dtype=_real_for(dtype), device=kwargs.get("device"))
    return _wrap(torch.stack([ones, torch.zeros_like(ones)], -1)).requires_grad_(requires_grad)


def _like(fill):
    def make(input, *, dtype=None, **kwargs):  # noqa: A002
        dtype = dtype or input.dtype
        pairs = torch.zeros(list(input.shape) + [2], dtype=_real_for(dtype), device=kwargs.get("device"))
        return fill(pairs, {}).requires_grad_(bool(kwargs.get("requires_grad")))

    return make


def _real_for(dtype):
    if dtype not in _REAL_OF:
        raise RuntimeError(f"\"complex\" tensors of {dtype} are not supported")
    return _REAL_OF[dtype]


def _zeros(pairs, kwargs):
    return _wrap(pairs)


def _ones(pairs, kwargs):
    pairs.select(-1, 0).fill_(1)
    return _wrap(pairs)


def _normal(pairs, kwargs):
    """As PyTorch draws a complex normal: the pairs as real normals, of std 1/sqrt(2) so that |z| has variance 1."""
    pairs.normal_(0, 1 / math.sqrt(2), generator=kwargs.get("generator"))
    return _wrap(pairs)


def _uniform(pairs, kwargs):
    pairs.uniform_(0, 1, generator=kwargs.get("generator"))
    return _wrap(pairs)


def full(size, fill_value, *, dtype=None, **kwargs):
    value = complex(fill_value)
    if dtype is None:
        dtype = _COMPLEX_OF[torch.get_default_dtype()]
    elif not dtype.is_complex:
        raise RuntimeError(f"value cannot be converted to type {_scalar(dtype).lower()} without overflow")
    pairs = torch.zeros(list(size) + [2], dtype=_real_for(dtype), **kwargs)
    pairs.select(-1, 0).fill_(value.real)
    pairs.select(-1, 1).fill_(value.imag)
    return _wrap(pairs)


def from_values(flat, dims, dtype):
    """torch.tensor of nested Python numbers some of which are complex (or of a complex dtype)."""
    pairs = [float(p) for v in flat for p in (complex(v).real, complex(v).imag)]
    return _wrap(torch.tensor(pairs, dtype=_real_for(dtype)).reshape(list(dims) + [2]))


def linspace(start, end, steps, *, dtype=None, out=None, requires_grad=False, **kwargs):
    """Complex linspace: each part the real linspace of its parts (the kernel's complex steps scale both alike)."""
    dtype = dtype or _COMPLEX_OF[torch.get_default_dtype()]
    real_dtype = _real_for(dtype)
    parts = [torch.linspace(a, b, steps, dtype=real_dtype, **kwargs)
             for a, b in zip(_parts(start, real_dtype), _parts(end, real_dtype))]
    return _of(*parts).requires_grad_(requires_grad)


def index_put_(self, indices, values, accumulate=False):
    """Writes values at the indexed elements: the pairs at the same indices."""
    self._r.index_put_(tuple(indices), _resolved(_as_complex(values, self.dtype))._r, accumulate)
    return self


def copy_(self, src, non_blocking=False):
    """Copies src's values into self; a real self takes the real parts, as PyTorch warns."""
    if isinstance(self, ComplexTensor):
        return _assign(self, _as_complex(src, self.dtype))
    _warn_discard()
    return self.copy_(real(_resolved(src)))


def _named(node, op):
    """op, its result's grad_fn named as PyTorch's complex kernel records it (here the op composes real ones);
    `node` is the name, or gives it from the op's arguments."""
    def run(*args, **kwargs):
        from ._ops import recorded_as  # (imported here: _ops imports this module)
        out = op(*args, **kwargs)
        name = node(*args) if callable(node) else node
        if isinstance(out, ComplexTensor):
            return _wrap(recorded_as(name, out._r), out._conj) if out._r.requires_grad else out
        return recorded_as(name, out)

    return run


_POINTWISE = {name: _named(f"{name.capitalize()}Backward0", fn) for name, fn in {
    "add": add, "sub": sub, "mul": mul, "div": div, "exp": exp, "log": log, "sqrt": sqrt, "reciprocal": reciprocal,
    "neg": neg, "sgn": sgn, "sin": sin, "cos": cos, "tan": tan, "sinh": sinh, "cosh": cosh, "tanh": tanh,
    "sigmoid": sigmoid, "log10": log10, "log2": log2, "rsqrt": rsqrt, "asin": asin, "acos": acos, "atan": atan,
    "asinh": asinh, "acosh": acosh, "atanh": atanh, "expm1": expm1}.items()}
_POINTWISE.update({
    "abs": _named("AbsBackward0", abs_), "angle": _named("AngleBackward0", angle), "square": _named("PowBackward0", square),
    "log1p": _named("Log1PBackward0", log1p),
    # pow.Tensor_Scalar, or pow.Tensor_Tensor with a tensor exponent
    "pow": _named(lambda input, exponent: "PowBackward1" if isinstance(exponent, Tensor) else "PowBackward0", pow_),
})

# the node matmul's real kernel records for operands of these ranks
_MATMUL_NODES = {(1, 1): "DotBackward0", (2, 1): "MvBackward0", (2, 2): "MmBackward0", (3, 3): "BmmBackward0"}

FUNCTIONS = {"complex": complex_, "polar": polar, "view_as_real": _named("ViewAsRealBackward0", view_as_real),
             "view_as_complex": view_as_complex,
             "real": real, "imag": imag, "conj": conj, "conj_physical": conj_physical, "resolve_conj": resolve_conj,
             "is_conj": is_conj, "is_complex": is_complex, "angle": lambda input: _POINTWISE["angle"](
                 input if isinstance(input, ComplexTensor) else _as_complex(input, _COMPLEX_OF[_real_dtype(input)])),
             "sgn": lambda input: (_POINTWISE["sgn"](input) if isinstance(input, ComplexTensor)
                                   else _engine.call("sgn", (input,), {})),
             "isreal": isreal, "vdot": _named("VdotBackward0", _dot("vdot", True))}
METHODS = {name: FUNCTIONS[name] for name in ("conj", "conj_physical", "resolve_conj", "is_conj", "is_complex",
                                              "angle", "sgn", "isreal", "vdot")}


def install():
    """Tensor's complex attributes: .real and .imag as properties (views of a complex tensor's parts, which
    assignment copies into)."""
    Tensor.real = property(real, lambda self, value: real(self).copy_(value))
    Tensor.imag = property(imag, lambda self, value: imag(self).copy_(value))


# -- dispatch ------------------------------------------------------------------------------------------------------
def _requires_complex(name):
    def op(*args, **kwargs):
        raise _unsupported(name, _first_complex_dtype(args, kwargs))

    return op


def _first_complex_dtype(args, kwargs):
    for v in list(args) + list(kwargs.values()):
        if isinstance(v, ComplexTensor):
            return v.dtype
        if isinstance(v, (list, tuple)):
            for t in v:
                if isinstance(t, ComplexTensor):
                    return t.dtype
    return _dtype.complex64


def _message(text):
    def op(*args, **kwargs):
        raise RuntimeError(text)

    return op


def _in_place(op):
    def run(self, *args, **kwargs):
        if not isinstance(self, ComplexTensor):
            raise RuntimeError(f"result type {_SCALAR_NAMES[_first_complex_dtype(args, kwargs)]} can't be cast to "
                               f"the desired output type {_scalar(self.dtype)}")
        return _assign(self, op(self, *args, **kwargs))

    return run


OPS = {
    **_POINTWISE,
    **{name + "_": _in_place(fn) for name, fn in _POINTWISE.items() if name not in ("abs", "angle")},
    **_LAYOUT,
    "subtract": sub, "multiply": mul, "divide": div, "true_divide": div, "negative": neg, "absolute": abs_,
    "rsub": lambda input, other, alpha=1: sub(other, input, alpha=alpha),
    "eq": eq, "ne": ne, "isfinite": isfinite,
    "norm": lambda input, p="fro", dim=None, keepdim=False, dtype=None: abs_(input).norm(p, dim, keepdim),
    "linalg_vector_norm": lambda input, ord=2, dim=None, keepdim=False, dtype=None:  # noqa: A002
        torch.linalg.vector_norm(abs_(input), ord, dim, keepdim),
    "equal": lambda input, other: input.shape == other.shape and bool(eq(input, other).all()),
    "isnan": isnan, "isinf": _either_part(lambda p: p.isinf()), "isclose": isclose,
    "allclose": lambda *args, **kwargs: bool(isclose(*args, **kwargs).all()),
    # sum and mean: the overload without a dim records node 0, with one node 1
    **{name: _named(lambda input, dim=None, *_, name=name, **__:
                    f"{name.capitalize()}Backward{0 if dim is None else 1}", _reduction(name)) for name in ("sum", "mean")},
    "cumsum": cumsum, "prod": prod,
    "trace": trace,
    "dot": _named("DotBackward0", _dot("dot", False)), "vdot": _named("VdotBackward0", _dot("vdot", True)),
    "linspace": linspace, "index_put_": index_put_,
    "matmul": _named(lambda input, other: _MATMUL_NODES.get((input.dim(), other.dim()), "UnsafeViewBackward0"), matmul),
    "mm": _named("MmBackward0", matmul), "bmm": _named("BmmBackward0", matmul),
    "cat": _joined(_cat_pairs), "concat": _joined(_cat_pairs), "stack": _joined(_stack_pairs),
    "where": where, "masked_fill": masked_fill, "var": _spread(False), "std": _spread(True),
    "chunk": lambda input, chunks, dim=0: _pieces(input, input._r.chunk(chunks, _dim(dim, input.dim()))),
    "split": lambda input, size, dim=0: _pieces(input, input._r.split(size, _dim(dim, input.dim()))),
    "split_with_sizes": lambda input, sizes, dim=0: _pieces(input, input._r.split(sizes, _dim(dim, input.dim()))),
    "unbind": lambda input, dim=0: _pieces(input, input._r.unbind(_dim(dim, input.dim()))),
    "outer": lambda input, vec2: mul(input.unsqueeze(1), vec2.unsqueeze(0)),
    "_to_copy": _to_copy,
    "zeros": _factory(_zeros), "ones": _factory(_ones), "empty": _factory(_zeros), "randn": _factory(_normal),
    "rand": _factory(_uniform), "full": full, "eye": eye,
    "zeros_like": _like(_zeros), "ones_like": _like(_ones), "empty_like": _like(_zeros), "randn_like": _like(_normal),
    "copy_": copy_,
    **_complex_linalg.OPS,
    "fill_": lambda self, value: _assign(self, _as_complex(value, self.dtype)),
    "zero_": lambda self: _assign(self, _as_complex(0, self.dtype)),
    # ops that PyTorch defines for real numbers only, with its own words
    "lt": _requires_complex("lt_cpu"), "le": _requires_complex("le_cpu"), "gt": _requires_complex("gt_cpu"),
    "ge": _requires_complex("ge_cpu"), "max": _requires_complex("max_all"), "min": _requires_complex("min_all"),
    "max_all": _requires_complex("max_all"), "min_all": _requires_complex("min_all"),
    "amax": _requires_complex("max_cpu"), "amin": _requires_complex("min_cpu"),
    "argmax": _requires_complex("argmax_cpu"), "argmin": _requires_complex("argmin_cpu"),
    "sort": _requires_complex("sorting_kernel_method_name"), "remainder": _requires_complex("remainder_cpu"),
    "abs_": _message("In-place abs is not supported for complex tensors."),
    "clamp": _message("clamp is not supported for complex types"),
    "clip": _message("clamp is not supported for complex types"),
    "relu": _message("clamp is not supported for complex types"),
    "sign": _message("Unlike NumPy, torch.sign is not intended to support complex numbers. Please use torch.sgn "
                     "instead."),
    **{name: _message(f"{name} is not supported for complex inputs") for name in ("floor", "ceil", "trunc")},
}


def dispatch(name, args, kwargs):
    """Runs op `name` on arguments some of which are complex."""
    op = OPS.get(name)
    if op is None:
        raise _unsupported(name.rstrip("_") + "_cpu", _first_complex_dtype(args, kwargs))
    return op(*args, **kwargs)
