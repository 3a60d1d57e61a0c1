"""numpy.testing's array assertions, with numpy's failure messages (numpy/testing/_private/utils.py)."""
import contextlib
import operator

import numpy as np

__all__ = ["assert_allclose", "assert_almost_equal", "assert_array_almost_equal", "assert_array_equal",
           "assert_array_less", "assert_equal", "build_err_msg"]


def build_err_msg(arrays, err_msg, header="Items are not equal:", verbose=True, names=("ACTUAL", "DESIRED"),
                  precision=8):
    msg = ["\n" + header]
    if err_msg:
        if err_msg.find("\n") == -1 and len(err_msg) < 79 - len(header):
            msg = [msg[0] + " " + err_msg]
        else:
            msg.append(err_msg)
    if verbose:
        for i, a in enumerate(arrays):
            try:
                r = np.array_repr(a, precision=precision) if isinstance(a, np.ndarray) else repr(a)
            except Exception as exc:
                r = f"[repr failed for <{type(a).__name__}>: {exc}]"
            if r.count("\n") > 3:
                r = "\n".join(r.splitlines()[:3]) + "..."
            msg.append(f" {names[i]}: {r}")
    return "\n".join(msg)


def _same_positions(x, y, func, hasval, err_msg, verbose, header, precision):
    """nan (or inf) must sit at the same places in both; where it does, those places are left out of the test."""
    x_id, y_id = func(x), func(y)
    if np.bool_(x_id == y_id).all() != True:  # noqa: E712  (numpy's spelling, for array-like results)
        raise AssertionError(build_err_msg([x, y], err_msg + f"\nx and y {hasval} location mismatch:",
                                           verbose=verbose, header=header, names=("x", "y"), precision=precision))
    if isinstance(x_id, bool) or x_id.ndim == 0:
        return np.bool_(x_id)
    if isinstance(y_id, bool) or y_id.ndim == 0:
        return np.bool_(y_id)
    return y_id


def _mismatch_remarks(x, y, reduced, flagged):
    n_mismatch = reduced.size - reduced.sum(dtype=np.intp)
    n_elements = flagged.size if flagged.ndim != 0 else reduced.size
    remarks = ["Mismatched elements: {} / {} ({:.3g}%)".format(n_mismatch, n_elements,
                                                               100 * n_mismatch / n_elements)]
    with np.errstate(all="ignore"), contextlib.suppress(TypeError):
        error = abs(x - y)
        if np.issubdtype(x.dtype, np.unsignedinteger):
            error = np.minimum(error, abs(y - x))
        remarks.append("Max absolute difference: " + np.array2string(np.max(error)))
        nonzero = np.bool_(y != 0)
        max_rel = np.array(np.inf) if np.all(~nonzero) else np.max(error[nonzero] / abs(y[nonzero]))
        remarks.append("Max relative difference: " + np.array2string(max_rel))
    return remarks


def assert_array_compare(comparison, x, y, err_msg="", verbose=True, header="", precision=6, equal_nan=True,
                         equal_inf=True, *, strict=False):
    x, y = np.asanyarray(x), np.asanyarray(y)
    ox, oy = x, y
    if strict:
        cond = x.shape == y.shape and x.dtype == y.dtype
    else:
        cond = (x.shape == () or y.shape == ()) or x.shape == y.shape
    if not cond:
        reason = f"\n(shapes {x.shape}, {y.shape} mismatch)" if x.shape != y.shape else \
            f"\n(dtypes {x.dtype}, {y.dtype} mismatch)"
        raise AssertionError(build_err_msg([x, y], err_msg + reason, verbose=verbose, header=header,
                                           names=("x", "y"), precision=precision))
    flagged = np.bool_(False)
    if x.dtype.char in "?bhilqpBHILQPefdgFDG" and y.dtype.char in "?bhilqpBHILQPefdgFDG":
        checks = ([(np.isnan, "nan")] if equal_nan else []) + \
            ([(lambda v: v == +np.inf, "+inf"), (lambda v: v == -np.inf, "-inf")] if equal_inf else [])
        for func, hasval in checks:
            flagged = flagged | _same_positions(x, y, func, hasval, err_msg, verbose, header, precision)
    if flagged.ndim > 0:
        x, y = x[~flagged], y[~flagged]
        if x.size == 0:
            return
    elif flagged:
        return
    val = comparison(x, y)
    if isinstance(val, bool):
        cond, reduced = val, np.array([val])
    else:
        reduced = val.ravel()
        cond = reduced.all()
    if cond != True:  # noqa: E712
        err_msg += "\n" + "\n".join(_mismatch_remarks(x, y, reduced, flagged))
        raise AssertionError(build_err_msg([ox, oy], err_msg, verbose=verbose, header=header, names=("x", "y"),
                                           precision=precision))


def assert_array_equal(x, y, err_msg="", verbose=True, *, strict=False):
    assert_array_compare(operator.__eq__, x, y, err_msg=err_msg, verbose=verbose, header="Arrays are not equal",
                         strict=strict)


def assert_array_less(x, y, err_msg="", verbose=True):
    assert_array_compare(operator.__lt__, x, y, err_msg=err_msg, verbose=verbose,
                         header="Arrays are not less-ordered", equal_inf=False)


def assert_allclose(actual, desired, rtol=1e-7, atol=0, equal_nan=True, err_msg="", verbose=True):
    actual, desired = np.asanyarray(actual), np.asanyarray(desired)
    assert_array_compare(lambda x, y: np.isclose(x, y, rtol=rtol, atol=atol, equal_nan=equal_nan), actual,
                         desired, err_msg=str(err_msg), verbose=verbose,
                         header=f"Not equal to tolerance rtol={rtol:g}, atol={atol:g}", equal_nan=equal_nan)


def assert_array_almost_equal(x, y, decimal=6, err_msg="", verbose=True):
    def compare(x, y):
        if np.any(np.isinf(x)) or np.any(np.isinf(y)):
            xinfid, yinfid = np.isinf(x), np.isinf(y)
            if not (xinfid == yinfid).all():
                return False
            if x.size == y.size == 1:
                return x == y
            x, y = x[~xinfid], y[~yinfid]
        y = np.asanyarray(y, np.result_type(y, 1.))
        return abs(x - y) < 1.5 * 10.0 ** (-decimal)

    assert_array_compare(compare, x, y, err_msg=err_msg, verbose=verbose,
                         header="Arrays are not almost equal to %d decimals" % decimal, precision=decimal)


def assert_almost_equal(actual, desired, decimal=7, err_msg="", verbose=True):
    def failure():
        return AssertionError(build_err_msg([actual, desired], err_msg, verbose=verbose,
                                            header="Arrays are not almost equal to %d decimals" % decimal))

    if isinstance(actual, (np.ndarray, tuple, list)) or isinstance(desired, (np.ndarray, tuple, list)):
        return assert_array_almost_equal(actual, desired, decimal, err_msg)
    if not (np.isfinite(desired) and np.isfinite(actual)):
        if np.isnan(desired) or np.isnan(actual):
            if not (np.isnan(desired) and np.isnan(actual)):
                raise failure()
        elif not desired == actual:
            raise failure()
        return
    if abs(desired - actual) >= np.float64(1.5 * 10.0 ** (-decimal)):
        raise failure()


def assert_equal(actual, desired, err_msg="", verbose=True):
    if isinstance(desired, dict) or isinstance(actual, dict):
        if not (isinstance(desired, dict) and isinstance(actual, dict)):
            raise AssertionError(repr(type(actual)))
        assert_equal(len(actual), len(desired), err_msg, verbose)
        for k in desired:
            if k not in actual:
                raise AssertionError(repr(k))
            assert_equal(actual[k], desired[k], f"key={k!r}\n{err_msg}", verbose)
        return
    if isinstance(desired, (list, tuple)) and isinstance(actual, (list, tuple)):
        assert_equal(len(actual), len(desired), err_msg, verbose)
        for k in range(len(desired)):
            assert_equal(actual[k], desired[k], f"item={k!r}\n{err_msg}", verbose)
        return
    if isinstance(actual, np.ndarray) or isinstance(desired, np.ndarray):
        return assert_array_equal(actual, desired, err_msg, verbose)
    msg = build_err_msg([actual, desired], err_msg, verbose=verbose)
    isnan_both = False
    with contextlib.suppress(TypeError, ValueError, NotImplementedError):
        isnan_both = bool(np.isnan(desired)) and bool(np.isnan(actual))
    if isnan_both:
        return
    if not (desired == actual):
        raise AssertionError(msg)
