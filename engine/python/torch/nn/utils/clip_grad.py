"""Gradient clipping: scale gradients to a total norm, or clamp each value."""
import torch


def _grads(parameters):
    if isinstance(parameters, torch.Tensor):
        parameters = [parameters]
    return [p.grad for p in parameters if p.grad is not None]


@torch.no_grad()
def clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    grads = _grads(parameters)
    if not grads:
        return torch.tensor(0.0)
    norms = torch.stack([g.norm(norm_type) for g in grads])
    total = norms.amax() if norm_type == float("inf") else norms.norm(norm_type)
    if error_if_nonfinite and not torch.isfinite(total).all():
        raise RuntimeError(f"The total norm of order {float(norm_type)} for gradients from `parameters` is "
                           "non-finite, so it cannot be clipped. To disable this error and scale the gradients by "
                           "the non-finite norm anyway, set `error_if_nonfinite=False`")
    clip_coef = max_norm / (total + 1e-6)
    clip_coef_clamped = torch.clamp(clip_coef, max=1.0)
    for g in grads:
        g.mul_(clip_coef_clamped)
    return total


@torch.no_grad()
def clip_grad_value_(parameters, clip_value, foreach=None):
    for g in _grads(parameters):
        g.clamp_(min=-clip_value, max=clip_value)


def clip_grad_norm(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    import warnings

    warnings.warn("`torch.nn.utils.clip_grad_norm` is now deprecated in favor of `torch.nn.utils.clip_grad_norm_`.",
                  FutureWarning, stacklevel=2)
    return clip_grad_norm_(parameters, max_norm, norm_type, error_if_nonfinite, foreach)
