"""out=: the result written into a tensor the caller gives, as every torch function with an out overload does.

PyTorch's kernels write into `out` directly; here the function computes its result and this module writes it into
`out` with the checks and the resizing PyTorch's out overloads make, then returns `out` (or the tuple of outs). What
`out` may hold differs by kernel: most cast their result into it, some require its exact dtype, factories and
accumulating reductions compute in its dtype (the tables below, taken from PyTorch's kernels).
"""
import functools
import math
import warnings

from pyodide.ffi import to_js

from . import _arg_parser, _autocast_ops, _memory_format
from ._engine import _E
from ._grad_mode import no_grad, is_grad_enabled
from ._tensor import Tensor, _TYPE_NAMES

# The torch functions that take out= in PyTorch (their out overloads in native_functions.yaml, and the Python ones
# in torch/functional.py): a function here gets out= wherever it is defined.
NAMES = frozenset("""
abs absolute acos acosh add addbmm addcdiv addcmul addmm addmv addr alias_copy all amax amin aminmax angle any
arange arccos arccosh arcsin arcsinh arctan arctan2 arctanh argmax argmin as_strided_copy asin asinh atan atan2
atanh baddbmm batch_norm_elemt bernoulli bitwise_and bitwise_left_shift bitwise_not bitwise_or bitwise_right_shift
bitwise_xor bmm bucketize cat ceil chain_matmul cholesky cholesky_inverse cholesky_solve clamp clamp_max clamp_min
clip col_indices_copy column_stack complex concat concatenate conj_physical copysign cos cosh cross
crow_indices_copy cummax cummin cumprod cumsum deg2rad detach_copy diag diagonal_copy diff digamma div divide dot
dstack empty eq erf erfc erfinv exp exp2 expand_copy expm1 eye fix float_power floor floor_divide fmax fmin fmod
frac frexp frobenius_norm full gather gcd ge geqrf ger greater greater_equal gt hardshrink heaviside histc histogram
hspmm hstack hypot i0 igamma igammac index_add index_copy index_reduce index_select indices_copy inner inverse isin
isneginf isposinf kron kthvalue lcm ldexp le lerp less less_equal lgamma linspace log log10 log1p log2 log_softmax
logaddexp logaddexp2 logcumsumexp logical_and logical_not logical_or logical_xor logit logspace logsumexp lstsq lt
lu_solve lu_unpack masked_select matmul matrix_power matrix_rank max maximum mean median min minimum mm mode msort
mul multinomial multiply mv mvlgamma nan_to_num nanmean nanmedian nanquantile nansum narrow_copy ne neg negative
nextafter nonzero norm normal not_equal nuclear_norm ones orgqr ormqr outer permute_copy polar polygamma pow prod qr
quantile rad2deg rand randint randn randperm range reciprocal remainder renorm round row_stack rsqrt scatter
scatter_add scatter_reduce searchsorted select_copy sgn sigmoid sign signbit sin sinc sinh slogdet softmax solve
sort split_copy split_with_sizes_copy sqrt square squeeze_copy stack std sub subtract sum svd symeig t_copy take
take_along_dim tan tanh tensordot threshold topk transpose_copy triangular_solve tril triu true_divide trunc
unbind_copy unfold_copy unsqueeze_copy values_copy var vdot view_as_complex_copy view_as_real_copy view_copy vstack
where xlogy zeros
""".split())

# torch.linalg's and torch.special's functions with out overloads (linalg_<name>.out, special_<name>.out)
LINALG_NAMES = frozenset("""
cholesky cholesky_ex cond cross det eig eigh eigvals eigvalsh householder_product inv inv_ex ldl_factor
ldl_factor_ex ldl_solve lstsq lu lu_factor lu_factor_ex lu_solve matmul matrix_norm matrix_power matrix_rank
multi_dot norm pinv qr slogdet solve solve_ex solve_triangular svd svdvals tensorinv tensorsolve vecdot vector_norm
""".split())
SPECIAL_NAMES = frozenset("""
airy_ai bessel_j0 bessel_j1 bessel_y0 bessel_y1 chebyshev_polynomial_t chebyshev_polynomial_u chebyshev_polynomial_v
chebyshev_polynomial_w digamma entr erf erfc erfcx erfinv exp2 expit expm1 gammainc gammaincc gammaln
hermite_polynomial_h hermite_polynomial_he i0 i0e i1 i1e laguerre_polynomial_l legendre_polynomial_p log1p log_ndtr
logit logsumexp modified_bessel_i0 modified_bessel_i1 modified_bessel_k0 modified_bessel_k1 multigammaln ndtr ndtri
polygamma psi round scaled_modified_bessel_k0 scaled_modified_bessel_k1 shifted_chebyshev_polynomial_t
shifted_chebyshev_polynomial_u shifted_chebyshev_polynomial_v shifted_chebyshev_polynomial_w sinc spherical_bessel_j0
xlog1py xlogy zeta
""".split())

FFT_NAMES = frozenset("""
fft ifft fft2 ifft2 fftn ifftn rfft irfft rfft2 irfft2 rfftn irfftn hfft ihfft hfft2 ihfft2 hfftn ihfftn fftfreq
rfftfreq
""".split())

# the aten op an alias runs, whose name PyTorch's errors give
_ATEN = {"absolute": "abs", "divide": "div", "true_divide": "div", "clip": "clamp", "multiply": "mul",
         "subtract": "sub", "negative": "neg", "ger": "outer", "greater": "gt", "greater_equal": "ge", "less": "lt",
         "less_equal": "le", "not_equal": "ne", "fix": "trunc", "concat": "cat", "concatenate": "cat",
         "row_stack": "vstack", "arctan2": "atan2"}

# the op whose out overload refuses autograd, where a function runs another's (linalg.inv runs linalg_inv_ex)
_DIFFERENTIATED = {"linalg_inv": "linalg_inv_ex", "linalg_solve": "_linalg_solve_ex",
                   "linalg_cholesky": "linalg_cholesky_ex", "linalg_det": "_linalg_det",
                   "linalg_slogdet": "_linalg_slogdet",
                   "linalg_eigh": "_linalg_eigh", "linalg_eigvalsh": "_linalg_eigh", "linalg_svd": "_linalg_svd",
                   "linalg_svdvals": "_linalg_svd"}
# composites that write out through the out overloads of the ops they run, which record no autograd check of their own
_COMPOSITE = frozenset({"linalg_norm", "linalg_matrix_norm"})

# factories make the out tensor's dtype; reductions that accumulate compute in it
_FACTORIES = frozenset("""
zeros ones full empty eye arange range linspace logspace rand randn randint randperm fft_fftfreq fft_rfftfreq
""".split())
_FROM_OUT = _FACTORIES | {"sum", "prod", "nansum", "cumsum", "cumprod"}
# unary kernels that require the out tensor's dtype to be the input's (TensorIterator's check_all_same_dtype)
_SAME = frozenset("""
abs absolute neg negative sign sgn ceil floor round trunc fix frac bitwise_not clamp clip clamp_min clamp_max pow
square
""".split())
# kernels that check the out tensor's dtype against the result's in these words
_EXPECTED = frozenset("""
addmm addmv addbmm baddbmm bmm mm mv matmul cross argmax argmin gather scatter scatter_add scatter_reduce
index_add index_copy log_softmax softmax sort msort topk max min mode tril triu take_along_dim isin
""".split())


def _scalar_name(dtype):
    return _TYPE_NAMES[dtype][:-len("Tensor")]


_CPP_NAMES = {"float32": "float", "float64": "double", "float16": "c10::Half", "bfloat16": "c10::BFloat16",
              "int64": "long int", "int32": "int", "int16": "short int", "int8": "signed char",
              "uint8": "unsigned char", "bool": "bool", "complex64": "c10::complex<float>",
              "complex128": "c10::complex<double>"}

# kernels with checks of their own: name -> (whether out may have this dtype, message), by (result, out) dtypes
def _same(r, o):
    return r is o


_OWN = {
    "all": (_same, lambda r, o: f"all only supports bool tensor for result, got: {_scalar_name(o)}"),
    "any": (_same, lambda r, o: f"any only supports bool tensor for result, got: {_scalar_name(o)}"),
    "amax": (_same, lambda r, o: f"Expected the dtype for input and out to match, but got {_scalar_name(r)} for "
                                 f"input's dtype and {_scalar_name(o)} for out's dtype."),
    "nonzero": (_same, lambda r, o: "nonzero: Expected out tensor to have scalar type Long but got scalar type"
                                    f"{_scalar_name(o)}"),
    "index_select": (_same, lambda r, o: "index_select(): self and result must have the same scalar type"),
    "masked_select": (_same, lambda r, o: "masked_select(): self and result must have the same scalar type"),
    "take": (_same, lambda r, o: f"take(): self and out expected to have the same dtype, but got self.dtype = "
                                 f"{_scalar_name(r)} and out.dtype = {_scalar_name(o)}"),
    "dot": (_same, lambda r, o: f"result dtype {_scalar_name(o)} does not match input dtype {_scalar_name(r)}"),
    "kthvalue": (_same, lambda r, o: "output values must be of same type as input"),
    "cummax": (_same, lambda r, o: f"expected scalar_type {_scalar_name(r)} but found {_scalar_name(o)}"),
    "diag": (_same, lambda r, o: f"expected scalar type {_scalar_name(r)} but found {_scalar_name(o)}"),
    "nan_to_num": (_same, lambda r, o: f"nan_to_num: dtype of out: {_scalar_name(o)} should be same as input: "
                                       f"{_scalar_name(r)}"),
    "float_power": (_same, lambda r, o: f"the output given to float_power has dtype {_scalar_name(o)} but the "
                                        f"operation's result requires dtype {_scalar_name(r)}"),
    "multinomial": (_same, lambda r, o: f"multinomial expects Long tensor out, got: {_scalar_name(o)}"),
    "searchsorted": (lambda r, o: o._name in ("int32", "int64"),
                     lambda r, o: "torch.searchsorted(): output tensor's dtype is wrong, it can only be Int(int32) "
                                  "or Long(int64) depending on whether out_int32 flag is True, but we got "
                                  f"{_scalar_name(o)}"),
    "logsumexp": (lambda r, o: o.is_floating_point,
                  lambda r, o: f"logsumexp(): Expected floating point type for result tensor, but got: "
                               f"{_scalar_name(o)}"),
    "signbit": (_same, lambda r, o: "signbit does not support non-boolean outputs."),
    "isposinf": (_same, lambda r, o: "isposinf does not support non-boolean outputs."),
    "isneginf": (_same, lambda r, o: "isneginf does not support non-boolean outputs."),
}
_OWN.update(amin=_OWN["amax"], cummin=_OWN["cummax"], median=_OWN["kthvalue"], bucketize=_OWN["searchsorted"])


def _castable(api, what="result"):
    """linalg's checkLinalgCompatibleDtype: out takes any dtype the result casts into safely."""
    return (lambda r, o: _can_cast(r, o),
            lambda r, o: f"{api}: Expected {what} to be safely castable from {_scalar_name(r)} dtype, but got {what} "
                         f"with dtype {_scalar_name(o)}")


def _fft_transform(name):
    """A torch.fft transform's out check, in the words of the kernel it runs (fft2 runs fftn's), and the op whose out
    overload refuses autograd: a real result for irfft and hfft, complex for the rest."""
    api = name.replace("2", "n")
    real = name.startswith(("irfft", "hfft"))
    kind = "floating point" if real else "complex"
    _OWN["fft_" + name] = (lambda r, o: o.is_floating_point if real else o.is_complex,
                           lambda r, o: f"{api} expects a {kind} output tensor, but got {_scalar_name(o)}")
    _DIFFERENTIATED["fft_" + name] = ("_fft_c2r" if real else "_fft_r2c" if name.startswith(("rfft", "ihfft"))
                                      else "_fft_c2c")


for _name in FFT_NAMES - {"fftfreq", "rfftfreq"}:
    _fft_transform(_name)

# torch.linalg's kernels check out's dtype in their own words where they do not want it equal to the result's ("Expected
# out tensor to have dtype ...", as _EXPECTED)
_OWN.update({
    "linalg_matrix_norm": (_same, lambda r, o: f"linalg.matrix_norm expected out tensor dtype {_scalar_name(r)} but "
                                               f"got: {_scalar_name(o)}"),
    "linalg_norm": (_same, lambda r, o: f"linalg.norm expected out tensor dtype {_scalar_name(r)} but got: "
                                        f"{_scalar_name(o)}"),
    "linalg_multi_dot": (_same, lambda r, o: f"multi_dot(): expected out tensor to have dtype {_CPP_NAMES[r._name]} "
                                             f"but got {_CPP_NAMES[o._name]}"),
    "linalg_vecdot": (_same, lambda r, o: f"linalg.vecdot: Expected out of dtype{_scalar_name(r)} but found "
                                          f"{_scalar_name(o)}"),
    "linalg_solve_triangular": (_same, lambda r, o: f"expected scalar type {_scalar_name(r)} but found "
                                                    f"{_scalar_name(o)}"),
    "linalg_matrix_rank": (lambda r, o: True, None), "linalg_lstsq": (lambda r, o: True, None),
    # n = 2 and up runs matmul's out overload, which wants out's dtype; a dtype it cannot cast into fails before
    "linalg_matrix_power": (_same, lambda r, o: (
        f"Expected out tensor to have dtype {_CPP_NAMES[r._name]}, but got {_CPP_NAMES[o._name]} instead"
        if _can_cast(r, o) else _castable("matrix_power")[1](r, o))),
    "linalg_pinv": _castable("linalg.pinv"), "linalg_cond": _castable("linalg.cond"),
    "linalg_householder_product": _castable("torch.linalg.householder_product"),
    "linalg_tensorinv": _castable("tensorinv"), "linalg_tensorsolve": _castable("tensorsolve"),
    "linalg_eig": _castable("torch.linalg.eig", "eigenvalues"),
    "linalg_eigvals": _castable("torch.linalg.eigvals", "eigenvalues"),
})
# cat and the functions stacking with it cast as TensorIterator does, in cat's words
_CAT = frozenset("cat concat concatenate stack hstack vstack dstack column_stack row_stack".split())
_ORDER = {"bool": 0, "int": 1, "float": 2, "complex": 3}


def _category(dtype):
    return ("bool" if dtype._name == "bool" else "float" if dtype.is_floating_point else
            "complex" if dtype.is_complex else "int")


def _can_cast(src, dst):
    """c10::canCast: no float into an integer, no number into bool."""
    return _ORDER[_category(src)] <= _ORDER[_category(dst)]


def _dtype_error(name, r, o):
    """PyTorch's error when the kernel of `name` cannot write a result of dtype r into an out of dtype o, or None."""
    if name in _OWN:
        allowed, message = _OWN[name]
        return None if allowed(r, o) else message(r, o)
    if r is o or name in _FROM_OUT:
        return None
    if name in _SAME:
        return f"Found dtype {_scalar_name(o)} but expected {_scalar_name(r)}"
    if name in _EXPECTED or name.startswith("linalg_"):
        return f"Expected out tensor to have dtype {_CPP_NAMES[r._name]}, but got {_CPP_NAMES[o._name]} instead"
    if _can_cast(r, o):
        return None
    if name in _CAT:
        return f"torch.cat(): input types can't be cast to the desired output type {_scalar_name(o)}"
    return f"result type {_scalar_name(r)} can't be cast to the desired output type {_scalar_name(o)}"


def _contiguous_strides(size):
    strides, step = [], 1
    for n in reversed(size):
        strides.append(step)
        step *= max(n, 1)
    return strides[::-1]


def resize(t, size, memory_format=None):
    """Tensor.resize_: t takes `size` at its offset, in its own storage while that is big enough, else in a grown copy
    of it (the elements it held keep their places). Its strides stay when the size does, else become contiguous; a
    memory_format lays them out in its order instead (resize_impl_cpu_, then empty_tensor_restride)."""
    import torch

    size = [int(n) for n in size]
    if getattr(t, "_complex", False) and memory_format is None:
        # the pairs tensor under a complex one resizes with its trailing (real, imag) dim
        resize(t._r, [*size, 2])
        t._meta = None
        return t
    if memory_format is not None:
        memory_format = _memory_format.check(memory_format)
        if memory_format is torch.preserve_format:
            raise RuntimeError("Unsupported memory formatPreserve")
        strides = list(torch.empty(size, memory_format=memory_format, device="meta").stride())
    elif list(t.shape) == size:
        return t
    else:
        strides = _contiguous_strides(size)
    for n in size:
        if n < 0:
            raise RuntimeError(f"Trying to create tensor with negative dimension {n}: {size}")
    numel = math.prod(size)
    _, length, offset, _ = _E.storage_meta(t._i).to_py()
    if offset + numel > length:
        with no_grad():
            grown = torch.empty(offset + numel, dtype=t.dtype, device=t.device)
            if length:
                from .storage import _storage_tensor

                grown[:length] = _storage_tensor(t)
        holder = grown
    else:
        holder = t
    t.data = Tensor._wrap(_E.strided_view(holder._i, to_js(size), to_js(strides), offset))
    return t


def _fit(name, out, result):
    """Resizes out for result as the kernel of `name` does (at::native::resize_output, with its deprecation warning
    when out held elements; factories resize silently; arange and range keep out's shape when the counts agree) and
    returns result in the shape to copy."""
    if tuple(out.shape) == tuple(result.shape):
        return result
    if name in ("arange", "range") and out.numel() == result.numel():
        return result.reshape(out.shape)
    if name == "arange":
        _warn(f"The number of elements in the out tensor of shape {list(out.shape)} is {out.numel()} which does not "
              f"match the computed number of elements {result.numel()}. Note that this may occur as a result of "
              f"rounding error. The out tensor will be resized to a tensor of shape ({result.numel()},).")
    elif out.numel() != 0 and name not in _FACTORIES:
        _warn(f"An output with one or more elements was resized since it had shape {list(out.shape)}, which does not "
              f"match the required output shape {list(result.shape)}. This behavior is deprecated, and in a future "
              "PyTorch release outputs will not be resized unless they have zero elements. You can explicitly reuse "
              "an out tensor t by resizing it, inplace, to zero elements with t.resize_(0).")
    resize(out, result.shape)
    return result


def _warn(message):
    from ._torch_function import warn

    # shown at the program's call: past this, _fit, call_into and the function's wrapper
    warn(message, UserWarning, stacklevel=5)


def _span(t):
    """(storage id, first, last element) of the memory a tensor covers."""
    storage, _, offset, _ = _E.storage_meta(t._i).to_py()
    reach = sum((n - 1) * abs(step) for n, step in zip(t.shape, t.stride())) if t.numel() else -1
    return storage, offset, offset + reach


def _check_overlap(out, args, kwargs):
    """TensorIterator's memory-overlap checks: out may be an input itself, but not share only part of its memory,
    and no two of its elements may be one."""
    if any(step == 0 and n > 1 for n, step in zip(out.shape, out.stride())):
        raise RuntimeError("unsupported operation: more than one element of the written-to tensor refers to a single "
                           "memory location. Please clone() the tensor before performing the operation.")
    where = _span(out)
    for t in [*args, *kwargs.values()]:
        if not isinstance(t, Tensor) or t.numel() == 0 or out.numel() == 0:
            continue
        storage, first, last = _span(t)
        same = (where == (storage, first, last) and tuple(t.shape) == tuple(out.shape)
                and t.stride() == out.stride())
        if storage == where[0] and first <= where[2] and where[1] <= last and not same:
            raise RuntimeError("unsupported operation: some elements of the input tensor and the written-to tensor "
                               "refer to a single memory location. Please clone() the tensor before performing the "
                               "operation.")


def _outs(name, out):
    """The out tensors, or PyTorch's error for an out that is not a tensor or a sequence of them."""
    if isinstance(out, Tensor):
        return [out]
    if isinstance(out, (tuple, list)) and all(isinstance(o, Tensor) for o in out):
        return list(out)
    raise TypeError(f"{name}(): argument 'out' must be Tensor, not {type(out).__name__}")


def call_into(name, fn, args, kwargs, out):
    """fn(*args, **kwargs) written into out, as torch.<name>(..., out=out)."""
    aten = _ATEN.get(name, name)
    outs = _outs(aten, out)
    if name in _FROM_OUT and len(outs) == 1:
        given = kwargs.get("dtype")
        if given is not None and given is not out.dtype and name in _FACTORIES:
            raise RuntimeError(f"dtype {_scalar_name(given)} does not match dtype of out parameter "
                               f"({_scalar_name(out.dtype)})")
        kwargs["dtype"] = out.dtype
    requires_grad = kwargs.pop("requires_grad", False) if name in _FACTORIES else False
    with _autocast_ops.exempt():
        result = fn(*args, **kwargs)
    results = list(result) if isinstance(result, tuple) else [result]
    if not isinstance(result, tuple) and not isinstance(out, Tensor):
        raise TypeError(f"{aten}(): argument 'out' must be Tensor, not {type(out).__name__}")
    if isinstance(result, tuple) and isinstance(out, Tensor):
        raise TypeError(f"{aten}(): argument 'out' must be tuple of Tensors, not Tensor")
    if len(results) != len(outs):
        raise TypeError(f"expected tuple of {len(results)} elements but got {len(outs)}")
    if is_grad_enabled() and aten not in _COMPOSITE:
        if any(r.requires_grad for r in results) or (
                name not in _FACTORIES and any(o.requires_grad for o in outs)):
            raise RuntimeError(f"{_DIFFERENTIATED.get(aten, aten)}(): functions with out=... arguments don't "
                               "support automatic differentiation, but one of the arguments requires grad.")
        if any(o.requires_grad and o.is_leaf for o in outs):
            raise RuntimeError("a leaf Variable that requires grad is being used in an in-place operation.")
    for o, r in zip(outs, results):
        message = _dtype_error(aten, r.dtype, o.dtype)
        if message is not None:
            raise RuntimeError(message)
    if not (aten in _OWN or aten in _EXPECTED or aten in _CAT or name in _FACTORIES):
        for o in outs:
            _check_overlap(o, args, kwargs)
    for o, r in zip(outs, results):
        r = _fit(name, o, r)
        with no_grad():
            o.copy_(r)
    if requires_grad:
        out.requires_grad_(True)
    if isinstance(result, tuple):
        from . import return_types

        kind = getattr(return_types, f"{type(result).__name__}_out", None)
        return kind(tuple(outs)) if kind is not None else tuple(outs)
    return out


def accepting(name, fn):
    """fn, taking out= as torch.<name> does (name is the aten op's: linalg_inv for torch.linalg.inv)."""
    if getattr(fn, "_takes_out", False):
        return fn

    @functools.wraps(fn)
    def call(*args, out=None, **kwargs):
        if out is None:
            return fn(*args, **kwargs)
        return call_into(name, fn, args, kwargs, out)

    call._takes_out = True
    _arg_parser.WRAPPERS.add(call.__code__)
    return call


def accept_out(namespace, names, prefix):
    """Gives out= to the functions of a module's namespace (its globals()) that PyTorch gives it to; their aten ops
    are named with the namespace's prefix."""
    for name in names:
        fn = namespace.get(name)
        if callable(fn):
            namespace[name] = accepting(prefix + name, fn)


def resize_(self, *sizes, memory_format=None):
    if len(sizes) == 1 and isinstance(sizes[0], (tuple, list)):
        sizes = tuple(sizes[0])
    if self.requires_grad:
        raise RuntimeError("cannot resize variables that require grad")
    return resize(self, sizes, memory_format)


def resize_as_(self, the_template, memory_format=None):
    return resize_(self, the_template.shape, memory_format=memory_format)


METHODS = {"resize_": resize_, "resize_as_": resize_as_}
