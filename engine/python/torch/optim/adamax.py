"""Adamax as current PyTorch's torch/optim/adamax.py, stepping with the single-tensor (foreach=False) arithmetic."""
import torch

from .adam import _check_betas
from .optimizer import Optimizer, _check_capturable, _check_lr, _get_value, _use_grad_for_differentiable

__all__ = ["Adamax", "adamax"]


def _init_state(p, state):
    state["step"] = Optimizer._new_step()
    state["exp_avg"] = torch.zeros_like(p)
    state["exp_inf"] = torch.zeros_like(p)


class Adamax(Optimizer):
    _sparse_refusal = "Adamax does not support sparse gradients"

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, foreach=None, *,
                 maximize=False, differentiable=False, capturable=False):
        _check_lr(lr)
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        _check_betas(betas)
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, foreach=foreach, maximize=maximize,
                        differentiable=differentiable, capturable=capturable)
        super().__init__(params, defaults)

    def __setstate__(self, state):
        super().__setstate__(state)
        self._upgrade_state()

    @_use_grad_for_differentiable
    def step(self, closure=None):
        loss = self._evaluate(closure)
        for group in self.param_groups:
            params, grads, exp_avgs, exp_infs, state_steps = self._with_grads(
                group, _init_state, ("exp_avg", "exp_inf", "step"))
            beta1, beta2 = group["betas"]
            adamax(params, grads, exp_avgs, exp_infs, state_steps, eps=group["eps"], beta1=beta1, beta2=beta2,
                   lr=group["lr"], weight_decay=group["weight_decay"], maximize=group["maximize"],
                   capturable=group["capturable"])
        return loss


def adamax(params, grads, exp_avgs, exp_infs, state_steps, foreach=None, maximize=False, differentiable=False,
           capturable=False, has_complex=False, *, eps, beta1, beta2, lr, weight_decay):
    """Functional Adamax: PyTorch's _single_tensor_adamax. The first moment decays as 1.13's CPU path computes it
    (mul_ then add_; current PyTorch lerps, which can differ in the last bit)."""
    lr = _get_value(lr)
    _check_capturable(capturable, params, state_steps)
    for i, param in enumerate(params):
        grad = grads[i] if not maximize else -grads[i]
        exp_avg, exp_inf, step_t = exp_avgs[i], exp_infs[i], state_steps[i]
        step_t += 1
        if weight_decay != 0:
            grad = grad.add(param, alpha=weight_decay)
        exp_avg.mul_(beta1).add_(grad, alpha=1 - beta1)
        torch.maximum(exp_inf.mul_(beta2), grad.abs().add_(eps), out=exp_inf)
        bias_correction = 1 - beta1 ** _get_value(step_t)
        clr = lr / bias_correction
        param.addcdiv_(exp_avg, exp_inf, value=-clr)
