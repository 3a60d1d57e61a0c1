"""ASGD as current PyTorch's torch/optim/asgd.py, stepping with the single-tensor (foreach=False) arithmetic."""
import torch

from .optimizer import Optimizer, _check_capturable, _check_lr, _get_value, _use_grad_for_differentiable

__all__ = ["ASGD", "asgd"]


def _init_state(p, state, lr):
    state["step"] = Optimizer._new_step()
    state["eta"] = torch.as_tensor(_get_value(lr), dtype=torch.float32).clone().detach()
    state["mu"] = torch.ones(())
    state["ax"] = torch.zeros_like(p)


class ASGD(Optimizer):
    _sparse_refusal = "ASGD does not support sparse gradients"

    def __init__(self, params, lr=1e-2, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0, foreach=None,
                 maximize=False, differentiable=False, capturable=False):
        _check_lr(lr)
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = dict(lr=lr, lambd=lambd, alpha=alpha, t0=t0, weight_decay=weight_decay, foreach=foreach,
                        maximize=maximize, differentiable=differentiable, capturable=capturable)
        super().__init__(params, defaults)

    def __setstate__(self, state):
        super().__setstate__(state)
        self._upgrade_state(counters=("step", "eta", "mu"))

    @_use_grad_for_differentiable
    def step(self, closure=None):
        loss = self._evaluate(closure)
        for group in self.param_groups:
            params, grads, mus, axs, etas, state_steps = self._with_grads(
                group, lambda p, state: _init_state(p, state, group["lr"]), ("mu", "ax", "eta", "step"))
            asgd(params, grads, axs, mus, etas, state_steps, lambd=group["lambd"], lr=group["lr"], t0=group["t0"],
                 alpha=group["alpha"], weight_decay=group["weight_decay"], maximize=group["maximize"],
                 capturable=group["capturable"])
        return loss


def asgd(params, grads, axs, mus, etas, state_steps, foreach=None, maximize=False, differentiable=False,
         capturable=False, has_complex=False, *, lambd, lr, t0, alpha, weight_decay):
    """Functional ASGD: PyTorch's _single_tensor_asgd."""
    lr = _get_value(lr)
    _check_capturable(capturable, params, state_steps, tensors="params, mus, etas, and state_steps")
    for i, param in enumerate(params):
        grad = grads[i] if not maximize else -grads[i]
        mu, ax, eta, step_t = mus[i], axs[i], etas[i], state_steps[i]
        step_t += 1
        if weight_decay != 0:
            grad = grad.add(param, alpha=weight_decay)
        eta_value = _get_value(eta)
        param.mul_(1 - lambd * eta_value)  # decay term
        param.add_(grad, alpha=-eta_value)  # update parameter
        # averaging
        if mu.item() != 1:
            ax.add_(param.sub(ax).mul_(mu))
        else:
            ax.copy_(param)
        step = _get_value(step_t)
        eta.copy_(torch.as_tensor(lr / ((1 + lambd * lr * step) ** alpha)))
        mu.copy_(torch.as_tensor(1 / max(1, step - t0)))
