"""torch.autograd.functional: Jacobians, Hessians and their products with vectors, built from autograd.grad.

Forward-mode products (jvp, hvp, forward-mode jacobian) use the double-backward trick, as PyTorch's do: the
gradient of a vjp with respect to its (linear) vector argument is the jvp.
"""
from .. import stack, zeros_like
from .._grad_mode import enable_grad, is_grad_enabled, set_grad_enabled
from .._tensor import Tensor

__all__ = ["vjp", "jvp", "jacobian", "hessian", "hvp", "vhp"]


def _as_tuple(inp, arg_name, fn_name):
    """(whether inp was a tuple, inp as a tuple of tensors)."""
    is_tuple = isinstance(inp, tuple)
    items = inp if is_tuple else (inp,)
    for i, el in enumerate(items):
        if not isinstance(el, Tensor):
            where = f"value at index {i}" if is_tuple else f"given {arg_name}"
            raise TypeError(f"The {arg_name} given to {fn_name} must be either a Tensor or a tuple of Tensors but the "
                            f"{where} has type {type(el)}.")
    return is_tuple, items


def _unpack(res, was_tuple):
    """Undoes _as_tuple on a result; a pair of flags unpacks both levels of a nested (outputs x inputs) result."""
    if isinstance(was_tuple, tuple):
        outer, inner = was_tuple
        if not inner:
            res = tuple(el[0] for el in res)
        return res if outer else res[0]
    return res if was_tuple else res[0]


def _prepare(inputs, create_graph, need_graph):
    """Inputs cut from the caller's graph, unless create_graph asks to differentiate through them."""
    return tuple(t.view_as(t) if create_graph and t.requires_grad else t.detach().requires_grad_(need_graph)
                 for t in inputs)


def _finish(results, create_graph):
    if isinstance(results[0], Tensor):
        return results if create_graph else tuple(t.detach() for t in results)
    return tuple(_finish(r, create_graph) for r in results)


def _validate_v(v, other, other_is_tuple):
    if len(other) != len(v):
        if other_is_tuple:
            raise RuntimeError(f"v is a tuple of invalid length: should be {len(other)} but got {len(v)}.")
        raise RuntimeError("The given v should contain a single Tensor.")
    for idx, (el_v, el_other) in enumerate(zip(v, other)):
        if el_v.size() != el_other.size():
            prefix = f"Entry {idx} in " if other_is_tuple else ""
            raise RuntimeError(f"{prefix}v has invalid size: should be {el_other.size()} but got {el_v.size()}.")


_NOT_REQUIRING = {
    "outputs": "Output {} of the user-provided function does not require gradients. The outputs must be computed in a "
               "differentiable manner from the input when running in strict mode.",
    "grad_inputs": "The gradient with respect to input {} is independent of the inputs of the user-provided function. "
                   "This is not allowed in strict mode.",
    "jacobian": "While computing the hessian, found that the jacobian of the user-provided function with respect to "
                "input {} is independent of the input. This is not allowed in strict mode. You should ensure that your "
                "function is twice differentiable and that the jacobian depends on the inputs (this would be violated "
                "by a linear function for example).",
    "hessian": "The hessian of the user-provided function with respect to input {} is independent of the input. This "
               "is not allowed in strict mode. You should ensure that your function is thrice differentiable and that "
               "the hessian depends on the inputs.",
}


def _check_requires_grad(tensors, kind, strict):
    if not strict:
        return
    for i, t in enumerate(tensors):
        if t is None:
            raise RuntimeError(f"The output of the user-provided function is independent of input {i}. This is not "
                               f"allowed in strict mode.")
        if not t.requires_grad:
            raise RuntimeError(_NOT_REQUIRING[kind].format(i))


def _grad(outputs, inputs, grad_outputs=None, create_graph=False, retain_graph=None):
    """autograd.grad over the outputs that require grad (None for every input when none does)."""
    from . import grad

    grad_outputs = (None,) * len(outputs) if grad_outputs is None else grad_outputs
    kept = [(o, g) for o, g in zip(outputs, grad_outputs) if o is not None and o.requires_grad]
    if not kept:
        return (None,) * len(inputs)
    return grad(tuple(o for o, _ in kept), inputs, tuple(g for _, g in kept), allow_unused=True,
                create_graph=create_graph, retain_graph=retain_graph)


_INDEPENDENT = {
    "back": "The output of the user-provided function is independent of input {}. This is not allowed in strict "
            "mode.",
    "back_trick": "The gradient with respect to the input is independent of entry {} in the grad_outputs when using "
                  "the double backward trick to compute forward mode gradients. This is not allowed in strict mode.",
    "double_back": "The jacobian of the user-provided function is independent of input {}. This is not allowed in "
                   "strict mode.",
    "double_back_trick": "The hessian of the user-provided function is independent of entry {} in the grad_jacobian. "
                         "This is not allowed in strict mode as it prevents from using the double backward trick to "
                         "replace forward mode AD.",
}


def _fill_in_zeros(grads, refs, strict, create_graph, stage):
    """Zeros for the gradients autograd left out (strict mode refuses them)."""
    filled = []
    for i, g in enumerate(grads):
        if g is None:
            if strict:
                raise RuntimeError(_INDEPENDENT[stage].format(i))
            g = zeros_like(refs[i])
        elif strict and create_graph and not g.requires_grad:
            what = "hessian" if "double" in stage else "jacobian"
            raise RuntimeError(f"The {what} of the user-provided function is independent of input {i}. This is not "
                               f"allowed in strict mode when create_graph=True.")
        filled.append(g)
    return tuple(filled)


def _vector(v, others, others_tuple, fn_name, create_graph, none_message):
    if v is None:
        if len(others) != 1 or others[0].nelement() != 1:
            raise RuntimeError(none_message)
        return None
    _, v = _as_tuple(v, "v", fn_name)
    v = _prepare(v, create_graph, need_graph=False)
    _validate_v(v, others, others_tuple)
    return v


_NONE_FOR_OUTPUT = ("The vector v can only be None if the user-provided function returns a single Tensor with a single "
                    "element.")
_NONE_FOR_INPUT = ("The vector v can only be None if the input to the user-provided function is a single Tensor with a "
                   "single element.")


def vjp(func, inputs, v=None, create_graph=False, strict=False):
    """(func(inputs), v^T J): the vector-Jacobian product at inputs."""
    with enable_grad():
        inputs_tuple, inputs = _as_tuple(inputs, "inputs", "vjp")
        inputs = _prepare(inputs, create_graph, need_graph=True)
        outputs_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", "vjp")
        _check_requires_grad(outputs, "outputs", strict)
        v = _vector(v, outputs, outputs_tuple, "vjp", create_graph, _NONE_FOR_OUTPUT)
    with set_grad_enabled(create_graph or is_grad_enabled()):
        res = _fill_in_zeros(_grad(outputs, inputs, v, create_graph), inputs, strict, create_graph, "back")
    return _unpack(_finish(outputs, create_graph), outputs_tuple), _unpack(_finish(res, create_graph), inputs_tuple)


def jvp(func, inputs, v=None, create_graph=False, strict=False):
    """(func(inputs), J v): the Jacobian-vector product at inputs."""
    with enable_grad():
        inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jvp")
        inputs = _prepare(inputs, create_graph, need_graph=True)
        v = _vector(v, inputs, inputs_tuple, "jvp", create_graph, _NONE_FOR_INPUT)
        outputs_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", "jvp")
        _check_requires_grad(outputs, "outputs", strict)
        # the vjp is linear in its vector, so which vector it is does not matter, only that it is finite
        grad_outputs = tuple(zeros_like(out, requires_grad=True) for out in outputs)
        grad_inputs = _grad(outputs, inputs, grad_outputs, create_graph=True)
        _check_requires_grad(grad_inputs, "grad_inputs", strict)
    with set_grad_enabled(create_graph or is_grad_enabled()):
        res = _fill_in_zeros(_grad(grad_inputs, grad_outputs, v, create_graph), outputs, strict, create_graph,
                             "back_trick")
    return _unpack(_finish(outputs, create_graph), outputs_tuple), _unpack(_finish(res, create_graph), outputs_tuple)


def _reverse_jacobian(outputs, inputs, create_graph, strict):
    """Each output's Jacobian with respect to each input, one backward pass per output element."""
    jacobians = ()
    for i, out in enumerate(outputs):
        rows = tuple([] for _ in inputs)
        flat = out.reshape(-1)
        for j in range(out.nelement()):
            grads = _grad((flat[j],), inputs, retain_graph=True, create_graph=create_graph)
            for k, (g, inp) in enumerate(zip(grads, inputs)):
                if g is None:
                    if strict:
                        raise RuntimeError(f"Output {i} of the user-provided function is independent of input {k}. "
                                           f"This is not allowed in strict mode.")
                    g = zeros_like(inp)
                elif strict and create_graph and not g.requires_grad:
                    raise RuntimeError(f"The jacobian of the user-provided function is independent of input {i}. "
                                       f"This is not allowed in strict mode when create_graph=True.")
                rows[k].append(g)
        jacobians += (tuple(stack(r, dim=0).view(out.size() + inp.size()) for r, inp in zip(rows, inputs)),)
    return jacobians


def _forward_jacobian(outputs, inputs):
    """Each Jacobian column by column: a jvp (by the double-backward trick) per input element."""
    grad_outputs = tuple(zeros_like(out, requires_grad=True) for out in outputs)
    grad_inputs = _grad(outputs, inputs, grad_outputs, create_graph=True)
    columns = tuple(tuple([] for _ in inputs) for _ in outputs)
    for k, inp in enumerate(inputs):
        for j in range(inp.nelement()):
            basis = tuple(zeros_like(x).reshape(-1) for x in inputs)
            basis[k][j] = 1
            basis = tuple(b.view_as(x) for b, x in zip(basis, inputs))
            present = [(g, b) for g, b in zip(grad_inputs, basis) if g is not None]
            tangents = _grad(tuple(g for g, _ in present), grad_outputs, tuple(b for _, b in present),
                             retain_graph=True)
            for i, (t, out) in enumerate(zip(tangents, outputs)):
                columns[i][k].append(zeros_like(out) if t is None else t)
    # lists, not tuples: PyTorch's forward-mode result skips the post-processing that makes tuples of them
    return [[stack(cols, dim=-1).view(out.size() + inp.size()) for cols, inp in zip(per_out, inputs)]
            for per_out, out in zip(columns, outputs)]


def jacobian(func, inputs, create_graph=False, strict=False, vectorize=False, strategy="reverse-mode"):
    """The Jacobian of func at inputs: for each output and input, a tensor of shape output.shape + input.shape."""
    assert strategy in ("forward-mode", "reverse-mode"), (
        'Expected strategy to be either "forward-mode" or "reverse-mode". Hint: If your function has more outputs '
        'than inputs, "forward-mode" tends to be more performant. Otherwise, prefer to use "reverse-mode".')
    if strategy == "forward-mode":
        if create_graph:
            raise NotImplementedError("torch.autograd.functional.jacobian: `create_graph=True` and "
                                      "`strategy=\"forward-mode\"` are not supported together (yet). Please either "
                                      "set `create_graph=False` or `strategy=\"reverse-mode\"`.")
        if strict:
            raise RuntimeError("torch.autograd.functional.jacobian: `strict=True` and `strategy=\"forward-mode\"` are "
                               "not supported together (yet). Please either set `strict=False` or "
                               "`strategy=\"reverse-mode\"`.")
        if not vectorize:
            # PyTorch's message runs two words together
            raise NotImplementedError("Computing Jacobian using forward-AD or forward-over-reverse Hessian isonly "
                                      "implemented for `vectorize=True`.")
    with enable_grad():
        inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jacobian")
        inputs = _prepare(inputs, create_graph, need_graph=True)
        outputs_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", "jacobian")
        _check_requires_grad(outputs, "outputs", strict)
        if vectorize and strict:
            raise RuntimeError("torch.autograd.functional.jacobian: `strict=True` and `vectorized=True` are not "
                               "supported together. Please either set `strict=False` or `vectorize=False`.")
        if strategy == "forward-mode":
            return _unpack(_forward_jacobian(outputs, inputs), (outputs_tuple, inputs_tuple))
        result = _reverse_jacobian(outputs, inputs, create_graph, strict)
        return _unpack(_finish(result, create_graph), (outputs_tuple, inputs_tuple))


def hessian(func, inputs, create_graph=False, strict=False, vectorize=False, outer_jacobian_strategy="reverse-mode"):
    """The Hessian of a scalar function at inputs: the Jacobian of its gradient."""
    inputs_tuple, inputs = _as_tuple(inputs, "inputs", "hessian")
    assert outer_jacobian_strategy in ("forward-mode", "reverse-mode"), (
        'Expected strategy to be either "forward-mode" or "reverse-mode".')

    def single_output(*inp):
        out = func(*inp)
        out_tuple, t_out = _as_tuple(out, "outputs of the user-provided function", "hessian")
        _check_requires_grad(t_out, "outputs", strict)
        if out_tuple or not isinstance(out, Tensor):
            raise RuntimeError("The function given to hessian should return a single Tensor")
        if out.nelement() != 1:
            raise RuntimeError("The Tensor returned by the function given to hessian should contain a single element")
        return out.squeeze()

    def jac_func(*inp):
        if outer_jacobian_strategy == "forward-mode":
            inp = tuple(t.requires_grad_(True) for t in inp)
        jac = jacobian(single_output, inp, create_graph=True)
        _check_requires_grad(jac, "jacobian", strict)
        return jac

    res = jacobian(jac_func, inputs, create_graph=create_graph, strict=strict, vectorize=vectorize,
                   strategy=outer_jacobian_strategy)
    return _unpack(res, (inputs_tuple, inputs_tuple))


def _scalar_output(func, inputs, fn_name, strict):
    outputs_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", fn_name)
    _check_requires_grad(outputs, "outputs", strict)
    if outputs_tuple or not isinstance(outputs[0], Tensor):
        raise RuntimeError(f"The function given to {fn_name} should return a single Tensor")
    if outputs[0].nelement() != 1:
        raise RuntimeError(f"The Tensor returned by the function given to {fn_name} should contain a single element")
    return outputs_tuple, outputs


def vhp(func, inputs, v=None, create_graph=False, strict=False):
    """(func(inputs), v^T H): a vector-Hessian product of a scalar function."""
    with enable_grad():
        inputs_tuple, inputs = _as_tuple(inputs, "inputs", "vhp")
        inputs = _prepare(inputs, create_graph, need_graph=True)
        v = _vector(v, inputs, inputs_tuple, "vhp", create_graph, _NONE_FOR_INPUT)
        outputs_tuple, outputs = _scalar_output(func, inputs, "vhp", strict)
        jac = _grad(outputs, inputs, create_graph=True)
        _check_requires_grad(jac, "jacobian", strict)
    with set_grad_enabled(create_graph or is_grad_enabled()):
        res = _fill_in_zeros(_grad(jac, inputs, v, create_graph), inputs, strict, create_graph, "double_back")
    return _unpack(_finish(outputs, create_graph), outputs_tuple), _unpack(_finish(res, create_graph), inputs_tuple)


def hvp(func, inputs, v=None, create_graph=False, strict=False):
    """(func(inputs), H v): a Hessian-vector product of a scalar function, by the double-backward trick."""
    with enable_grad():
        inputs_tuple, inputs = _as_tuple(inputs, "inputs", "hvp")
        inputs = _prepare(inputs, create_graph, need_graph=True)
        v = _vector(v, inputs, inputs_tuple, "hvp", create_graph, _NONE_FOR_INPUT)
        outputs_tuple, outputs = _scalar_output(func, inputs, "hvp", strict)
        jac = _grad(outputs, inputs, create_graph=True)
        _check_requires_grad(jac, "jacobian", strict)
        grad_jac = tuple(zeros_like(inp, requires_grad=True) for inp in inputs)
        double_back = _grad(jac, inputs, grad_jac, create_graph=True)
        _check_requires_grad(jac, "hessian", strict)
    with set_grad_enabled(create_graph or is_grad_enabled()):
        res = _fill_in_zeros(_grad(double_back, grad_jac, v, create_graph), inputs, strict, create_graph,
                             "double_back_trick")
    return _unpack(_finish(outputs, create_graph), outputs_tuple), _unpack(_finish(res, create_graph), inputs_tuple)
