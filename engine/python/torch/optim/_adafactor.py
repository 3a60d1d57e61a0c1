"""Adafactor as current PyTorch's torch/optim/_adafactor.py: the second moment of a matrix's gradient kept as a row
and a column factor over its last two dims, of a vector's whole; relative step sizes and update clipping."""
import torch

from .optimizer import Optimizer, _get_scalar_dtype, _to_scalar

__all__ = ["Adafactor", "adafactor"]


class Adafactor(Optimizer):
    def __init__(self, params, lr=1e-2, beta2_decay=-0.8, eps=(None, 1e-3), d=1.0, weight_decay=0.0, *,
                 foreach=None, maximize=False):
        if isinstance(lr, torch.Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Learning rate should be >= 0 but is: {lr}")
        if not 0.0 >= beta2_decay:
            raise ValueError(f"beta2_decay should be <= 0 but is: {beta2_decay}")
        if eps[0] is not None and not 0.0 <= eps[0]:
            raise ValueError(f"epsilon1 should be >= 0 but is: {eps[0]}")
        if not 0.0 <= eps[1]:
            raise ValueError(f"epsilon2 should be >= 0 but is: {eps[1]}")
        if not 1.0 <= d:
            raise ValueError(f"Clipping threshold d should be >= 1 but is: {d}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"weight_decay should be >= 0 but is: {weight_decay}")
        defaults = {"lr": lr, "beta2_decay": beta2_decay, "eps": eps, "d": d, "weight_decay": weight_decay,
                    "foreach": foreach, "maximize": maximize}
        super().__init__(params, defaults)

    def __setstate__(self, state):
        super().__setstate__(state)
        self._upgrade_state({"foreach": None})

    def _init_group(self, group):
        """(params, grads, row_vars, col_vars, variances, steps) of the parameters with a gradient, each one's state
        made on its first step."""
        lists = [], [], [], [], [], []
        for p in group["params"]:
            grad = p.grad
            if grad is None:
                continue
            if torch.is_complex(p):
                raise RuntimeError("Adafactor does not support complex parameters")
            if grad.is_sparse:
                raise RuntimeError("Adafactor does not support sparse gradients")
            state = self.state[p]
            if len(state) == 0:
                state["step"] = torch.tensor(0.0, dtype=_get_scalar_dtype())
                if grad.dim() > 1:
                    # the row factor reduced along the last dim, the column factor along the one before
                    state["row_var"] = grad.new_zeros([*grad.shape[:-1], 1])
                    state["col_var"] = grad.new_zeros([*grad.shape[:-2], 1, grad.shape[-1]])
                else:
                    state["variance"] = torch.zeros_like(grad, memory_format=torch.preserve_format)
            for values, value in zip(lists, (p, grad, state.get("row_var"), state.get("col_var"),
                                             state.get("variance"), state["step"])):
                values.append(value)
        return lists

    @torch.no_grad()
    def step(self, closure=None):
        loss = self._evaluate(closure)
        for group in self.param_groups:
            eps1, eps2 = group["eps"]
            adafactor(*self._init_group(group), d=group["d"], lr=group["lr"], beta2_decay=group["beta2_decay"],
                      weight_decay=group["weight_decay"], eps1=eps1, eps2=eps2, foreach=group["foreach"],
                      maximize=group["maximize"], grad_scale=getattr(self, "grad_scale", None),
                      found_inf=getattr(self, "found_inf", None))
        return loss


def _variance_estimate(grad, row_var, col_var, variance, one_minus_beta2_t, eps1):
    """The second moment's running estimate at this step, in a new tensor."""
    if grad.dim() > 1:
        # (g * g).mean over the last dim, then over the one before, without a g-sized intermediate
        row_mean = torch.linalg.vector_norm(grad, dim=-1, keepdim=True).square_().div_(grad.size(-1))
        row_var.lerp_(row_mean, one_minus_beta2_t)
        col_mean = torch.linalg.vector_norm(grad, dim=-2, keepdim=True).square_().div_(grad.size(-2))
        col_var.lerp_(col_mean, one_minus_beta2_t)
        estimate = row_var @ col_var
        return estimate.div_(row_var.mean(dim=-2, keepdim=True).clamp_(min=eps1))
    variance.lerp_(grad * grad, one_minus_beta2_t)
    return variance.clone()


def adafactor(params, grads, row_vars, col_vars, variances, state_steps, foreach=None, grad_scale=None,
              found_inf=None, has_complex=False, *, d, lr, beta2_decay, weight_decay, eps1, eps2, maximize):
    """Functional Adafactor. foreach=True takes the multi-tensor arithmetic, which scales each update before adding
    it where the single-tensor one adds it with alpha."""
    if not all(isinstance(t, torch.Tensor) for t in state_steps):
        raise RuntimeError("`state_steps` argument must contain a list of singleton tensors")
    if grad_scale is not None or found_inf is not None:
        raise AssertionError("Grad scaling should occur outside of optimizer.step()")
    lr = _to_scalar(lr)
    for i, param in enumerate(params):
        grad = grads[i] if not maximize else -grads[i]
        step_t = state_steps[i]
        if eps1 is None:
            # the first parameter's dtype gives the default for all (in PyTorch's multi-tensor path too)
            eps1 = torch.finfo(param.dtype).eps
        step_t += 1
        step_float = step_t.item()
        one_minus_beta2_t = step_float ** beta2_decay
        rho_t = min(lr, 1 / (step_float ** 0.5))
        alpha = max(eps2, param.norm(2).item() / (param.numel() ** 0.5)) * rho_t
        if weight_decay != 0:
            param.mul_(1 - lr * weight_decay)
        estimate = _variance_estimate(grad, row_vars[i], col_vars[i], variances[i], one_minus_beta2_t, eps1)
        # eps1 squared, as the square root comes next
        update = estimate.clamp_(min=eps1 * eps1).rsqrt_().mul_(grad)
        denom = max(1.0, update.norm(2).item() / ((update.numel() ** 0.5) * d))
        if foreach:
            param.add_(update.mul_(-alpha / denom))
        else:
            param.add_(update, alpha=-alpha / denom)
