"""torch.autograd.gradcheck and gradgradcheck: analytical gradients against central finite differences.

PyTorch's slow mode, step for step (the number of backward passes shows to a custom Function's backward): each
output's Jacobian row by row by backward, twice to catch a backward that is not reentrant; every input's column by
perturbing it; then one backward with zero grad_outputs and one with undefined ones.
"""
import warnings

import torch
from .function import Function


class GradcheckError(RuntimeError):
    pass


def _as_tuple(x):
    return tuple(x) if isinstance(x, (tuple, list)) else (x,)


def _differentiable_outputs(x):
    return tuple(o for o in _as_tuple(x) if o.requires_grad)


def _diff_inputs(inputs):
    return [x for x in inputs if isinstance(x, torch.Tensor) and x.requires_grad]


def _check_inputs(inputs):
    any_requiring_grad = False
    for idx, x in enumerate(inputs):
        if not (isinstance(x, torch.Tensor) and x.requires_grad):
            continue
        if x.dtype not in (torch.float64, torch.complex128):
            warnings.warn(f"Input #{idx} requires gradient and is not a double precision floating point or complex. "
                          "This check will likely fail if all the inputs are not of double precision floating point "
                          "or complex. ")
        if not all(st > 0 or sz <= 1 for st, sz in zip(x.stride(), x.size())):
            raise RuntimeError(f"The {idx}th input has a dimension with stride 0. gradcheck only supports inputs that "
                               "are non-overlapping to be able to compute the numerical gradients correctly. You "
                               "should call .contiguous on the input before passing it to gradcheck.")
        any_requiring_grad = True
    if not any_requiring_grad:
        raise ValueError("gradcheck expects at least one input tensor to require gradient, but none of the them have "
                         "requires_grad=True.")


def _numerical(func, inputs, index, eps):
    """d outputs / d inputs[index] for every output (requiring grad or not), each (input numel, output numel): a
    row per input element, by central differences."""
    x = inputs[index]
    flat = x.detach().reshape(-1)
    rows = []
    for k in range(flat.numel()):
        values = []
        for step in (eps, -eps):
            shifted = flat.clone()
            shifted[k] += step
            args = list(inputs)
            # the input keeps requiring grad: a function that differentiates inside (gradgradcheck's) needs it
            args[index] = shifted.reshape(x.shape).requires_grad_(x.requires_grad)
            values.append([o.detach().reshape(-1) for o in _as_tuple(func(*args))])
        rows.append([(plus - minus) / (2 * eps) for plus, minus in zip(*values)])
    return [torch.stack([row[o] for row in rows], 0) for o in range(len(rows[0]))] if rows else []


def _analytical_rows(output, diff_inputs):
    """d output / d each input, (input numel, output numel): a backward per output element, grad_output one-hot."""
    grad_out = torch.zeros_like(output, memory_format=torch.contiguous_format)
    flat = grad_out.view(-1)
    columns = [[] for _ in diff_inputs]
    for j in range(flat.numel()):
        flat.zero_()
        flat[j] = 1.0
        grads = torch.autograd.grad(output, diff_inputs, grad_out, retain_graph=True, allow_unused=True)
        for col, g, x in zip(columns, grads, diff_inputs):
            col.append(torch.zeros(x.numel(), dtype=x.dtype) if g is None else g.clone().reshape(-1))
    return [torch.stack(col, 1) if col else torch.zeros(x.numel(), 0, dtype=x.dtype)
            for col, x in zip(columns, diff_inputs)]


def _analytical(output, diff_inputs, nondet_tol):
    first = _analytical_rows(output, diff_inputs)
    second = _analytical_rows(output, diff_inputs)
    for a, b in zip(first, second):
        if a.numel() and (a - b).abs().max() > nondet_tol:
            raise GradcheckError("Backward is not reentrant, i.e., running backward with same input and grad_output "
                                 "multiple times gives different values, although analytical gradient matches "
                                 f"numerical gradient.The tolerance for nondeterminism was {nondet_tol}.\n\n"
                                 "NOTE: If your op relies on non-deterministic operations i.e., it is listed here:\n"
                                 "https://pytorch.org/docs/stable/generated/torch.use_deterministic_algorithms.html\n"
                                 "this failure might be expected.\n\n"
                                 "If you are adding a new operator, please file an issue and then use one of the\n"
                                 "workarounds. The workaround depends on how your test invokes gradcheck/gradgradcheck.\n"
                                 "If the test\n"
                                 "- manually invokes gradcheck/gradgradcheck, then call gradcheck/gradgradcheck\n"
                                 "  with `nondet_tol=<tol>` as a keyword argument.\n"
                                 "- is OpInfo-based (e.g., in test_ops_gradients.py), then modify the OpInfo for the test\n"
                                 "  to have `gradcheck_nondet_tol=<tol>`.\n"
                                 "- is a Module test (e.g., in common_nn.py), then modify the corresponding\n"
                                 "  module_test entry to have `gradcheck_nondet_tol=<tol>`\n")
    return first


def _slow_gradcheck(func, func_out, inputs, outputs, eps, rtol, atol, nondet_tol):
    func_out = _as_tuple(func_out)
    positions = [i for i, x in enumerate(inputs) if isinstance(x, torch.Tensor) and x.requires_grad]
    # numerical[input][output], over every output; only those requiring grad are compared
    numerical = [_numerical(func, inputs, i, eps) for i in positions]
    if not outputs:
        if any(torch.ne(n, 0).sum() > 0 for per_input in numerical for n in per_input):
            raise GradcheckError("Numerical gradient for function expected to be zero")
        return
    kept = [k for k, o in enumerate(func_out) if o.requires_grad]
    diff_inputs = [inputs[i] for i in positions]
    for i, (k, o) in enumerate(zip(kept, outputs)):
        for j, a in enumerate(_analytical(o, diff_inputs, nondet_tol)):
            n = numerical[j][k]
            if not torch.allclose(a, n.to(a.dtype), rtol, atol):
                raise GradcheckError(f"Jacobian mismatch for output {i} with respect to input {j},\n"
                                     f"numerical:{n}\nanalytical:{a}\n")


def _test_backward_mul_by_grad_output(outputs, inputs):
    diff_inputs = _diff_inputs(inputs)
    grads = torch.autograd.grad(outputs, diff_inputs, [torch.zeros_like(o) for o in outputs], allow_unused=True)
    for gi, di in zip(grads, diff_inputs):
        if gi is None:
            continue
        if not gi.eq(0).all():
            raise GradcheckError("backward not multiplied by grad_output")
        if gi.dtype != di.dtype or gi.device != di.device:
            raise GradcheckError("grad is incorrect type")
        if gi.size() != di.size():
            raise GradcheckError("grad is incorrect size")


class _UndefinedGrad(Function):
    """Passes its input on; backward hands on no gradient at all, as PyTorch's UndefinedGrad node."""

    @staticmethod
    def forward(ctx, x):
        return x.clone()

    @staticmethod
    def backward(ctx, grad):
        return None


def _warn_bc_breaking():
    warnings.warn("Backwards compatibility: New undefined gradient support checking feature is enabled by default, "
                  "but it may break existing callers of this function. If this is true for you, you can call this "
                  "function with \"check_undefined_grad=False\" to disable the feature")


def _test_undefined_backward_mode(func, outputs, inputs):
    diff_inputs = _diff_inputs(inputs)

    def supports_undefined(to_check):
        try:
            grads = torch.autograd.grad(to_check, diff_inputs, [torch.zeros_like(o) for o in to_check],
                                        allow_unused=True)
        except RuntimeError as e:
            _warn_bc_breaking()
            raise GradcheckError("Expected backward function to handle undefined output grads. Please look at "
                                 "\"Notes about undefined output gradients\" in \"tools/autograd/derivatives.yaml\"") from e
        for gi in grads:
            if gi is not None and not gi.eq(0).all():
                _warn_bc_breaking()
                raise GradcheckError("Expected all input grads to be undefined or zero when all output grads are "
                                     "undefined or zero. Please look at \"Notes about undefined output gradients\" in "
                                     "\"tools/autograd/derivatives.yaml\"")
        return True

    # every output's gradient undefined, then (with several outputs) one at a time
    to_check = [[_UndefinedGrad.apply(o) for o in _differentiable_outputs(func(*inputs))]]
    if len(to_check[0]) > 1:
        for undefined in range(len(outputs)):
            fresh = _differentiable_outputs(func(*inputs))
            to_check.append([_UndefinedGrad.apply(o) if k == undefined else o for k, o in enumerate(fresh)])
    return all(supports_undefined(outs) for outs in to_check)


def _gradcheck_helper(func, inputs, eps, atol, rtol, nondet_tol, check_undefined_grad, check_backward_ad):
    inputs = _as_tuple(inputs)
    _check_inputs(inputs)
    func_out = func(*inputs)
    outputs = _differentiable_outputs(func_out)
    if check_backward_ad:
        _slow_gradcheck(func, func_out, inputs, outputs, eps, rtol, atol, nondet_tol)
        _test_backward_mul_by_grad_output(outputs, inputs)
        if check_undefined_grad:
            _test_undefined_backward_mode(func, outputs, inputs)
    return True


def gradcheck(func, inputs, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True, nondet_tol=0.0,
              check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False,
              check_batched_forward_grad=False, check_forward_ad=False, check_backward_ad=True, fast_mode=False,
              masked=None):
    assert check_forward_ad or check_backward_ad, (
        "Expected at least one of check_forward_ad or check_backward_ad to be True")
    try:
        return _gradcheck_helper(func, inputs, eps, atol, rtol, nondet_tol, check_undefined_grad, check_backward_ad)
    except GradcheckError:
        if raise_exception:
            raise
        return False


def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3,
                  gen_non_contig_grad_outputs=False, raise_exception=True, **_options):
    """gradcheck of the vector-Jacobian product, with random grad_outputs that also require grad: uniform in
    [-1, 1) from torch.testing.make_tensor, as PyTorch draws them (so the generator moves on as PyTorch's does)."""
    inputs = _as_tuple(inputs)
    if grad_outputs is None:
        outputs = _differentiable_outputs(func(*inputs))
        grad_outputs = tuple(
            torch.testing.make_tensor(o.shape, dtype=o.dtype if o.is_floating_point() or o.is_complex() else
                                      torch.double, device=o.device, low=-1, high=1, requires_grad=True,
                                      noncontiguous=gen_non_contig_grad_outputs)
            for o in outputs)
    grad_outputs = _as_tuple(grad_outputs)
    n = len(inputs)
    diff_indices = [i for i, x in enumerate(inputs) if isinstance(x, torch.Tensor) and x.requires_grad]

    def vjp(*args):
        primals, cotangents = args[:n], args[n:]
        outs = _differentiable_outputs(func(*primals))
        grads = torch.autograd.grad(outs, [primals[i] for i in diff_indices], cotangents, create_graph=True,
                                    allow_unused=True)
        return tuple(g for g in grads if g is not None)

    return gradcheck(vjp, inputs + grad_outputs, eps=eps, atol=atol, rtol=rtol, raise_exception=raise_exception)
