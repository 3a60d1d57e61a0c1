"""NAdam as current PyTorch's torch/optim/nadam.py, stepping with the single-tensor (foreach=False) arithmetic.

PyTorch 1.13 multiplied mu into the next step's momentum product twice (mu_product * mu * mu_next); current PyTorch
uses mu_product * mu_next, and so does this."""
import torch

from .adam import _check_betas
from .optimizer import Optimizer, _check_capturable, _check_lr, _get_value, _use_grad_for_differentiable

__all__ = ["NAdam", "nadam"]


def _init_state(p, state):
    state["step"] = Optimizer._new_step()
    state["mu_product"] = torch.tensor(1.0)
    state["exp_avg"] = torch.zeros_like(p)
    state["exp_avg_sq"] = torch.zeros_like(p)


class NAdam(Optimizer):
    _sparse_refusal = "NAdam does not support sparse gradients"

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, momentum_decay=4e-3,
                 decoupled_weight_decay=False, *, foreach=None, maximize=False, capturable=False,
                 differentiable=False):
        _check_lr(lr)
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        _check_betas(betas)
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if not 0.0 <= momentum_decay:
            raise ValueError(f"Invalid momentum_decay value: {momentum_decay}")
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, momentum_decay=momentum_decay,
                        decoupled_weight_decay=decoupled_weight_decay, maximize=maximize, foreach=foreach,
                        capturable=capturable, differentiable=differentiable)
        super().__init__(params, defaults)

    def __setstate__(self, state):
        super().__setstate__(state)
        self._upgrade_state({**self._GROUP_DEFAULTS, "decoupled_weight_decay": False}, ("step", "mu_product"))

    @_use_grad_for_differentiable
    def step(self, closure=None):
        loss = self._evaluate(closure)
        for group in self.param_groups:
            params, grads, exp_avgs, exp_avg_sqs, mu_products, state_steps = self._with_grads(
                group, _init_state, ("exp_avg", "exp_avg_sq", "mu_product", "step"))
            beta1, beta2 = group["betas"]
            nadam(params, grads, exp_avgs, exp_avg_sqs, mu_products, state_steps, beta1=beta1, beta2=beta2,
                  lr=group["lr"], weight_decay=group["weight_decay"], momentum_decay=group["momentum_decay"],
                  eps=group["eps"], maximize=group["maximize"], capturable=group["capturable"],
                  decoupled_weight_decay=group["decoupled_weight_decay"])
        return loss


def nadam(params, grads, exp_avgs, exp_avg_sqs, mu_products, state_steps, decoupled_weight_decay=False, foreach=None,
          capturable=False, differentiable=False, has_complex=False, maximize=False, *, beta1, beta2, lr,
          weight_decay, momentum_decay, eps):
    """Functional NAdam: PyTorch's _single_tensor_nadam. The first moment decays as 1.13's CPU path computes it
    (mul_ then add_; current PyTorch lerps, which can differ in the last bit)."""
    if not all(isinstance(t, torch.Tensor) for t in state_steps):
        raise RuntimeError("API has changed, `state_steps` argument must contain a list of singleton tensors")
    lr = _get_value(lr)
    _check_capturable(capturable, params, state_steps, tensors="params, mu_products and state_steps")
    for i, param in enumerate(params):
        grad = grads[i] if not maximize else -grads[i]
        exp_avg, exp_avg_sq, mu_product, step_t = exp_avgs[i], exp_avg_sqs[i], mu_products[i], state_steps[i]
        step_t += 1
        step = _get_value(step_t)
        bias_correction2 = 1 - beta2 ** step
        if weight_decay != 0:
            if decoupled_weight_decay:
                param.mul_(1 - lr * weight_decay)
            else:
                grad = grad.add(param, alpha=weight_decay)
        # the momentum cache mu_t and mu_{t+1}
        mu = beta1 * (1.0 - 0.5 * (0.96 ** (step * momentum_decay)))
        mu_next = beta1 * (1.0 - 0.5 * (0.96 ** ((step + 1) * momentum_decay)))
        mu_product *= mu
        exp_avg.mul_(beta1).add_(grad, alpha=1 - beta1)
        exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
        denom = exp_avg_sq.div(bias_correction2).sqrt()
        mu_product_next = _get_value(mu_product) * mu_next
        denom.add_(eps)
        param.addcdiv_(grad, denom, value=(-lr * (1.0 - mu) / (1.0 - _get_value(mu_product))))
        param.addcdiv_(exp_avg, denom, value=(-lr * mu_next) / (1.0 - mu_product_next))
