"""Rprop as current PyTorch's torch/optim/rprop.py, stepping with the single-tensor (foreach=False) arithmetic."""
import torch

from .optimizer import Optimizer, _check_capturable, _check_lr, _get_value, _use_grad_for_differentiable

__all__ = ["Rprop", "rprop"]


def _init_state(p, state, lr):
    state["step"] = Optimizer._new_step()
    state["prev"] = torch.zeros_like(p)
    state["step_size"] = torch.full_like(p.grad, _get_value(lr))


class Rprop(Optimizer):
    _sparse_refusal = "Rprop does not support sparse gradients"

    def __init__(self, params, lr=1e-2, etas=(0.5, 1.2), step_sizes=(1e-6, 50), *, capturable=False, foreach=None,
                 maximize=False, differentiable=False):
        _check_lr(lr)
        if not 0.0 < etas[0] < 1.0 < etas[1]:
            raise ValueError(f"Invalid eta values: {etas[0]}, {etas[1]}")
        defaults = dict(lr=lr, etas=etas, step_sizes=step_sizes, foreach=foreach, maximize=maximize,
                        differentiable=differentiable, capturable=capturable)
        super().__init__(params, defaults)

    def __setstate__(self, state):
        super().__setstate__(state)
        self._upgrade_state()

    @_use_grad_for_differentiable
    def step(self, closure=None):
        loss = self._evaluate(closure)
        for group in self.param_groups:
            params, grads, prevs, step_sizes, state_steps = self._with_grads(
                group, lambda p, state: _init_state(p, state, group["lr"]), ("prev", "step_size", "step"))
            etaminus, etaplus = group["etas"]
            step_size_min, step_size_max = group["step_sizes"]
            rprop(params, grads, prevs, step_sizes, state_steps, step_size_min=step_size_min,
                  step_size_max=step_size_max, etaminus=etaminus, etaplus=etaplus, maximize=group["maximize"],
                  capturable=group["capturable"], differentiable=group["differentiable"])
        return loss


def rprop(params, grads, prevs, step_sizes, state_steps, foreach=None, capturable=False, maximize=False,
          differentiable=False, has_complex=False, *, step_size_min, step_size_max, etaminus, etaplus):
    """Functional Rprop: PyTorch's _single_tensor_rprop."""
    _check_capturable(capturable, params, state_steps)
    for i, param in enumerate(params):
        grad = grads[i] if not maximize else -grads[i]
        prev, step_size, step = prevs[i], step_sizes[i], state_steps[i]
        step += 1
        sign = grad.mul(prev.clone() if differentiable else prev).sign()
        sign[sign.gt(0)] = etaplus
        sign[sign.lt(0)] = etaminus
        sign[sign.eq(0)] = 1
        # update stepsizes with step size updates
        step_size.mul_(sign).clamp_(step_size_min, step_size_max)
        # where the sign flipped the gradient counts as zero, now and for the next step
        grad = grad.clone()
        grad[sign.eq(etaminus)] = 0
        param.addcmul_(grad.sign(), step_size, value=-1)
        prev.copy_(grad)
