"""torch.autograd.grad_mode: the grad-mode switches, which live in torch._grad_mode so torch can load them first."""
from .._grad_mode import enable_grad, inference_mode, no_grad, set_grad_enabled  # noqa: F401

__all__ = ["no_grad", "enable_grad", "set_grad_enabled", "inference_mode"]
