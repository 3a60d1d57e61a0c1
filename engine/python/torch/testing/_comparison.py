"""assert_close as PyTorch implements it: inputs are paired up (recursing through sequences and mappings), each pair
is compared by the first pair type that accepts it, and the first failure surfaces with PyTorch's message."""
import cmath
import collections.abc
import warnings

import torch

try:
    import numpy as np
except ModuleNotFoundError:
    np = None

# {dtype: (rtol, atol)}; dtypes this build has no tensors of are left out
_DTYPE_PRECISIONS = {getattr(torch, name): tolerances for name, tolerances in (
    ("float16", (0.001, 1e-5)), ("bfloat16", (0.016, 1e-5)), ("float32", (1.3e-6, 1e-5)), ("float64", (1e-7, 1e-7)),
    ("complex32", (0.001, 1e-5)), ("complex64", (1.3e-6, 1e-5)), ("complex128", (1e-7, 1e-7)),
) if hasattr(torch, name)}
# assert_allclose's own, looser defaults
_ALLCLOSE_PRECISIONS = {torch.float16: (1e-3, 1e-3), torch.float32: (1e-4, 1e-5), torch.float64: (1e-5, 1e-8)}


class ErrorMeta(Exception):
    """A failure found while pairing or comparing; to_error turns it into the exception the user sees."""

    def __init__(self, type, msg, *, id=()):  # noqa: A002
        super().__init__(msg)
        self.type, self.msg, self.id = type, msg, id

    def to_error(self, msg=None):
        if not isinstance(msg, str):
            generated = self.msg
            if self.id:
                generated += f"\n\nThe failure occurred for item {''.join(str([item]) for item in self.id)}"
            msg = msg(generated) if callable(msg) else generated
        return self.type(msg)


class UnsupportedInputs(Exception):
    """Raised by a pair type that cannot handle its inputs, so that the next one is tried."""


def default_tolerances(*inputs, dtype_precisions=None):
    dtypes = []
    for input in inputs:  # noqa: A001
        if isinstance(input, torch.Tensor):
            dtypes.append(input.dtype)
        elif isinstance(input, torch.dtype):
            dtypes.append(input)
        else:
            raise TypeError(f"Expected a torch.Tensor or a torch.dtype, but got {type(input)} instead.")
    precisions = dtype_precisions or _DTYPE_PRECISIONS
    rtols, atols = zip(*[precisions.get(dtype, (0.0, 0.0)) for dtype in dtypes])
    return max(rtols), max(atols)


def get_tolerances(*inputs, rtol, atol, id=()):  # noqa: A002
    if (rtol is None) ^ (atol is None):
        # one tolerance alone would surprise: atol=0 still passes values within the default rtol
        raise ErrorMeta(ValueError, f"Both 'rtol' and 'atol' must be either specified or omitted, "
                                    f"but got no {'rtol' if rtol is None else 'atol'}.", id=id)
    if rtol is not None:
        return rtol, atol
    return default_tolerances(*inputs)


def _make_mismatch_msg(*, default_identifier, identifier=None, extra=None, abs_diff, abs_diff_idx=None, atol,
                       rel_diff, rel_diff_idx=None, rtol):
    equality = rtol == 0 and atol == 0

    def diff_line(kind, diff, idx, tol):
        line = f"{kind.title()} difference: {diff}" if idx is None else f"Greatest {kind} difference: {diff} at index {idx}"
        return line + ("" if equality else f" (up to {tol} allowed)") + "\n"

    if identifier is None:
        identifier = default_identifier
    elif callable(identifier):
        identifier = identifier(default_identifier)
    msg = f"{identifier} are not {'equal' if equality else 'close'}!\n\n"
    if extra:
        msg += f"{extra.strip()}\n"
    msg += diff_line("absolute", abs_diff, abs_diff_idx, atol)
    msg += diff_line("relative", rel_diff, rel_diff_idx, rtol)
    return msg.strip()


def make_scalar_mismatch_msg(actual, expected, *, rtol, atol, identifier=None):
    abs_diff = abs(actual - expected)
    rel_diff = float("inf") if expected == 0 else abs_diff / abs(expected)
    return _make_mismatch_msg(default_identifier="Scalars", identifier=identifier,
                              extra=f"Expected {expected} but got {actual}.", abs_diff=abs_diff, atol=atol,
                              rel_diff=rel_diff, rtol=rtol)


def make_tensor_mismatch_msg(actual, expected, matches, *, rtol, atol, identifier=None):
    def unravel(flat_index):
        index = []
        for size in reversed(matches.shape):
            flat_index, mod = divmod(flat_index, size)
            index.append(mod)
        return tuple(reversed(index))

    total = matches.numel()
    mismatched = total - int(torch.sum(matches))
    extra = f"Mismatched elements: {mismatched} / {total} ({mismatched / total:.1%})"
    actual_flat, expected_flat, matches_flat = actual.flatten(), expected.flatten(), matches.flatten()
    if not actual.dtype.is_floating_point and not actual.dtype.is_complex:
        # integer differences could overflow their own dtype
        actual_flat, expected_flat = actual_flat.to(torch.int64), expected_flat.to(torch.int64)
    abs_diff = torch.abs(actual_flat - expected_flat)
    abs_diff[matches_flat] = 0  # only mismatches compete for the greatest difference
    max_abs, max_abs_idx = torch.max(abs_diff, 0)
    rel_diff = abs_diff / torch.abs(expected_flat)
    rel_diff[matches_flat] = 0
    max_rel, max_rel_idx = torch.max(rel_diff, 0)
    return _make_mismatch_msg(default_identifier="Tensor-likes", identifier=identifier, extra=extra,
                              abs_diff=max_abs.item(), abs_diff_idx=unravel(int(max_abs_idx)), atol=atol,
                              rel_diff=max_rel.item(), rel_diff_idx=unravel(int(max_rel_idx)), rtol=rtol)


class Pair:
    def __init__(self, actual, expected, *, id=(), **unknown_parameters):  # noqa: A002
        self.actual, self.expected, self.id = actual, expected, id

    @staticmethod
    def _check_inputs_isinstance(*inputs, cls):
        if not all(isinstance(input, cls) for input in inputs):  # noqa: A001
            raise UnsupportedInputs()

    def _fail(self, type, msg):  # noqa: A002
        raise ErrorMeta(type, msg, id=self.id)


class ObjectPair(Pair):
    def compare(self):
        try:
            equal = self.actual == self.expected
        except Exception as error:
            raise ErrorMeta(ValueError, f"{self.actual} == {self.expected} failed with:\n{error}.", id=self.id) from error
        if not equal:
            self._fail(AssertionError, f"{self.actual} != {self.expected}")


class NonePair(Pair):
    def __init__(self, actual, expected, **other_parameters):
        if not (actual is None or expected is None):
            raise UnsupportedInputs()
        super().__init__(actual, expected, **other_parameters)

    def compare(self):
        if not (self.actual is None and self.expected is None):
            self._fail(AssertionError, f"None mismatch: {self.actual} is not {self.expected}")


def _numpy_types(*names):
    return tuple(getattr(np, name) for name in names) if np is not None else ()


class BooleanPair(Pair):
    def __init__(self, actual, expected, *, id, **other_parameters):  # noqa: A002
        self._check_inputs_isinstance(actual, expected, cls=(bool, *_numpy_types("bool_")))
        super().__init__(*(x if isinstance(x, bool) else x.item() for x in (actual, expected)), id=id,
                         **other_parameters)

    def compare(self):
        if self.actual is not self.expected:
            self._fail(AssertionError, f"Booleans mismatch: {self.actual} is not {self.expected}")


class NumberPair(Pair):
    _TYPE_TO_DTYPE = {int: torch.int64, float: torch.float64, complex: getattr(torch, "complex128", None)}

    def __init__(self, actual, expected, *, id=(), rtol=None, atol=None, equal_nan=False, check_dtype=False,  # noqa: A002
                 **other_parameters):
        self._check_inputs_isinstance(actual, expected, cls=(int, float, complex, *_numpy_types("number")))
        actual, expected = (x.item() if np is not None and isinstance(x, np.number) else x for x in (actual, expected))
        super().__init__(actual, expected, id=id, **other_parameters)
        self.rtol, self.atol = get_tolerances(*[self._TYPE_TO_DTYPE[type(x)] for x in (actual, expected)],
                                              rtol=rtol, atol=atol, id=id)
        self.equal_nan, self.check_dtype = equal_nan, check_dtype

    def compare(self):
        if self.check_dtype and type(self.actual) is not type(self.expected):
            self._fail(AssertionError, f"The (d)types do not match: {type(self.actual)} != {type(self.expected)}.")
        if self.actual == self.expected:
            return
        if self.equal_nan and cmath.isnan(self.actual) and cmath.isnan(self.expected):
            return
        abs_diff = abs(self.actual - self.expected)
        if cmath.isfinite(abs_diff) and abs_diff <= self.atol + self.rtol * abs(self.expected):
            return
        self._fail(AssertionError, make_scalar_mismatch_msg(self.actual, self.expected, rtol=self.rtol, atol=self.atol))


class TensorLikePair(Pair):
    """Tensors, and anything torch.as_tensor takes when both sides are of directly related types."""

    def __init__(self, actual, expected, *, id=(), allow_subclasses=True, rtol=None, atol=None, equal_nan=False,  # noqa: A002
                 check_device=True, check_dtype=True, check_layout=True, check_stride=False, **other_parameters):
        if not (isinstance(actual, type(expected)) or isinstance(expected, type(actual))):
            raise UnsupportedInputs()
        if not allow_subclasses and type(actual) is not type(expected):
            raise UnsupportedInputs()
        actual, expected = (self._to_tensor(x) for x in (actual, expected))
        super().__init__(actual, expected, id=id, **other_parameters)
        self.rtol, self.atol = get_tolerances(actual, expected, rtol=rtol, atol=atol, id=self.id)
        self.equal_nan, self.check_device, self.check_dtype = equal_nan, check_device, check_dtype
        self.check_stride = check_stride

    @staticmethod
    def _to_tensor(tensor_like):
        if isinstance(tensor_like, torch.Tensor):
            return tensor_like
        try:
            return torch.as_tensor(tensor_like)
        except Exception:
            raise UnsupportedInputs() from None

    def compare(self):
        actual, expected = self.actual, self.expected
        self._compare_attributes(actual, expected)
        # meta tensors have only their attributes to compare
        if actual.is_meta or expected.is_meta:
            return
        if actual.device != expected.device:
            actual, expected = actual.cpu(), expected.cpu()
        if actual.dtype != expected.dtype:
            dtype = torch.promote_types(actual.dtype, expected.dtype)
            actual, expected = actual.to(dtype), expected.to(dtype)
        self._compare_regular_values_close(actual, expected)

    def _compare_attributes(self, actual, expected):
        def mismatch(name, actual_value, expected_value):
            self._fail(AssertionError,
                       f"The values for attribute '{name}' do not match: {actual_value} != {expected_value}.")

        # every tensor here is strided, so there is no layout to tell apart
        if actual.shape != expected.shape:
            mismatch("shape", actual.shape, expected.shape)
        if self.check_stride and actual.stride() != expected.stride():
            mismatch("stride()", actual.stride(), expected.stride())
        if self.check_device and actual.device != expected.device:
            mismatch("device", actual.device, expected.device)
        if self.check_dtype and actual.dtype != expected.dtype:
            mismatch("dtype", actual.dtype, expected.dtype)

    def _compare_regular_values_close(self, actual, expected):
        matches = torch.isclose(actual, expected, rtol=self.rtol, atol=self.atol, equal_nan=self.equal_nan)
        if torch.all(matches):
            return
        if actual.shape == torch.Size([]):
            msg = make_scalar_mismatch_msg(actual.item(), expected.item(), rtol=self.rtol, atol=self.atol)
        else:
            msg = make_tensor_mismatch_msg(actual, expected, matches, rtol=self.rtol, atol=self.atol)
        self._fail(AssertionError, msg)


def originate_pairs(actual, expected, *, pair_types, id=(), **options):  # noqa: A002
    # strings are left out: "a"[0][0]... would recurse forever
    if (isinstance(actual, collections.abc.Sequence) and not isinstance(actual, str)
            and isinstance(expected, collections.abc.Sequence) and not isinstance(expected, str)):
        if len(actual) != len(expected):
            raise ErrorMeta(AssertionError, f"The length of the sequences mismatch: {len(actual)} != {len(expected)}",
                            id=id)
        return [pair for idx in range(len(actual))
                for pair in originate_pairs(actual[idx], expected[idx], pair_types=pair_types, id=(*id, idx), **options)]
    if isinstance(actual, collections.abc.Mapping) and isinstance(expected, collections.abc.Mapping):
        actual_keys, expected_keys = set(actual.keys()), set(expected.keys())
        if actual_keys != expected_keys:
            raise ErrorMeta(AssertionError, "The keys of the mappings do not match:\n"
                                            f"Missing keys in the actual mapping: {sorted(expected_keys - actual_keys)}\n"
                                            f"Additional keys in the actual mapping: {sorted(actual_keys - expected_keys)}",
                            id=id)
        keys = actual_keys
        try:  # a sorted order makes the first reported failure deterministic
            keys = sorted(keys)
        except Exception:
            pass
        return [pair for key in keys
                for pair in originate_pairs(actual[key], expected[key], pair_types=pair_types, id=(*id, key), **options)]
    for pair_type in pair_types:
        try:
            return [pair_type(actual, expected, id=id, **options)]
        except UnsupportedInputs:
            continue
    raise ErrorMeta(TypeError, f"No comparison pair was able to handle inputs of type {type(actual)} and {type(expected)}.",
                    id=id)


def not_close_error_metas(actual, expected, *, pair_types=(ObjectPair,), **options):
    try:
        pairs = originate_pairs(actual, expected, pair_types=pair_types, **options)
    except ErrorMeta as error_meta:
        raise error_meta.to_error() from None
    error_metas = []
    for pair in pairs:
        try:
            pair.compare()
        except ErrorMeta as error_meta:
            error_metas.append(error_meta)
    return error_metas


def assert_close(actual, expected, *, allow_subclasses=True, rtol=None, atol=None, equal_nan=False, check_device=True,
                 check_dtype=True, check_layout=True, check_stride=False, msg=None):
    error_metas = not_close_error_metas(
        actual, expected, pair_types=(NonePair, BooleanPair, NumberPair, TensorLikePair),
        allow_subclasses=allow_subclasses, rtol=rtol, atol=atol, equal_nan=equal_nan, check_device=check_device,
        check_dtype=check_dtype, check_layout=check_layout, check_stride=check_stride, msg=msg)
    if error_metas:
        raise error_metas[0].to_error(msg)


def assert_allclose(actual, expected, rtol=None, atol=None, equal_nan=True, msg=""):
    warnings.warn("`torch.testing.assert_allclose()` is deprecated since 1.12 and will be removed in a future release. "
                  "Please use `torch.testing.assert_close()` instead. "
                  "You can find detailed upgrade instructions in https://github.com/pytorch/pytorch/issues/61844.",
                  FutureWarning, stacklevel=2)
    if not isinstance(actual, torch.Tensor):
        actual = torch.tensor(actual)
    if not isinstance(expected, torch.Tensor):
        expected = torch.tensor(expected, dtype=actual.dtype)
    if rtol is None and atol is None:
        rtol, atol = default_tolerances(actual, expected, dtype_precisions=_ALLCLOSE_PRECISIONS)
    assert_close(actual, expected, rtol=rtol, atol=atol, equal_nan=equal_nan, check_device=True, check_dtype=False,
                 check_stride=False, msg=msg or None)

