"""torch.autograd.gradcheck and gradgradcheck: analytical gradients against central finite differences.

The slow mode: every output element's gradient row by backward, every input element's column by perturbing it.
"""
import torch


class GradcheckError(RuntimeError):
    pass


def _as_tuple(x):
    return tuple(x) if isinstance(x, (tuple, list)) else (x,)


def _differentiable(outputs):
    return [o for o in outputs if isinstance(o, torch.Tensor) and o.dtype.is_floating_point]


def _numerical(func, inputs, index, eps):
    """d outputs / d inputs[index], one column per input element (central differences)."""
    x = inputs[index]
    columns = []
    flat = x.detach().reshape(-1)
    for k in range(flat.numel()):
        values = []
        for step in (eps, -eps):
            shifted = flat.clone()
            shifted[k] += step
            args = list(inputs)
            # the input keeps requiring grad: a function that differentiates inside (gradgradcheck's) needs it
            args[index] = shifted.reshape(x.shape).requires_grad_(x.requires_grad)
            values.append(torch.cat([o.detach().reshape(-1) for o in _differentiable(_as_tuple(func(*args)))]))
        columns.append((values[0] - values[1]) / (2 * eps))
    return torch.stack(columns, 1) if columns else None


def _analytical(outputs, inputs, index):
    """d outputs / d inputs[index], one row per output element (a backward pass for each)."""
    rows = []
    for out in outputs:
        flat = out.reshape(-1)
        for k in range(flat.numel()):
            (g,) = torch.autograd.grad(flat[k], inputs[index], retain_graph=True, allow_unused=True)
            rows.append(torch.zeros(inputs[index].numel(), dtype=out.dtype) if g is None else g.reshape(-1))
    return torch.stack(rows, 0)


def gradcheck(func, inputs, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True, **_options):
    inputs = _as_tuple(inputs)
    outputs = _differentiable(_as_tuple(func(*inputs)))
    for i, x in enumerate(inputs):
        if not (isinstance(x, torch.Tensor) and x.requires_grad):
            continue
        numerical = _numerical(func, inputs, i, eps)
        analytical = _analytical(outputs, inputs, i)
        if numerical is not None and not torch.allclose(analytical, numerical.to(analytical.dtype), rtol, atol):
            if not raise_exception:
                return False
            raise GradcheckError(f"Jacobian mismatch for output 0 with respect to input {i},\n"
                                 f"numerical:{numerical}\nanalytical:{analytical}\n")
    return True


def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True,
                  **_options):
    """gradcheck of the vector-Jacobian product, with random grad_outputs that also require grad."""
    inputs = _as_tuple(inputs)
    outputs = _differentiable(_as_tuple(func(*inputs)))
    if grad_outputs is None:
        grad_outputs = tuple(torch.randn_like(o).requires_grad_() for o in outputs)
    grad_outputs = _as_tuple(grad_outputs)
    n = len(inputs)
    diff_indices = [i for i, x in enumerate(inputs) if isinstance(x, torch.Tensor) and x.requires_grad]

    def vjp(*args):
        primals, cotangents = args[:n], args[n:]
        outs = _differentiable(_as_tuple(func(*primals)))
        grads = torch.autograd.grad(outs, [primals[i] for i in diff_indices], cotangents, create_graph=True,
                                    allow_unused=True)
        return tuple(g for g in grads if g is not None)

    return gradcheck(vjp, inputs + grad_outputs, eps=eps, atol=atol, rtol=rtol, raise_exception=raise_exception)
