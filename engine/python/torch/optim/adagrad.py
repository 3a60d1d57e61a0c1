"""Adagrad as current PyTorch's torch/optim/adagrad.py, stepping with the single-tensor (foreach=False) arithmetic,
and on the cuda device (or with fused=True) with the fused kernel (torch._fused_adagrad_).

Unlike the other optimizers, Adagrad fills its state when it is built: every parameter starts with a step of 0 and a
sum of squared gradients at initial_accumulator_value.
"""
import torch

from .optimizer import Optimizer, _check_lr, _fused_step, _get_value, _on_cuda, _use_grad_for_differentiable

__all__ = ["Adagrad", "adagrad"]


class Adagrad(Optimizer):
    def __init__(self, params, lr=1e-2, lr_decay=0, weight_decay=0, initial_accumulator_value=0, eps=1e-10,
                 foreach=None, *, maximize=False, differentiable=False, fused=None):
        _check_lr(lr)
        for name, value in (("lr_decay", lr_decay), ("weight_decay", weight_decay),
                            ("initial_accumulator_value", initial_accumulator_value)):
            if not 0.0 <= value:
                raise ValueError(f"Invalid {name} value: {value}")
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        defaults = dict(lr=lr, lr_decay=lr_decay, eps=eps, weight_decay=weight_decay,
                        initial_accumulator_value=initial_accumulator_value, foreach=foreach, maximize=maximize,
                        differentiable=differentiable, fused=fused)
        super().__init__(params, defaults)
        for group in self.param_groups:
            for p in group["params"]:
                state = self.state[p]
                state["step"] = self._new_step()
                state["sum"] = torch.full_like(p, initial_accumulator_value)

    def __setstate__(self, state):
        super().__setstate__(state)
        for group in self.param_groups:
            group.setdefault("foreach", None)
            group.setdefault("maximize", False)
            group.setdefault("differentiable", False)
            group.setdefault("fused", None)
        for p_state in self.state.values():
            if "step" in p_state and not torch.is_tensor(p_state["step"]):
                p_state["step"] = torch.tensor(float(p_state["step"]))

    @_use_grad_for_differentiable
    def step(self, closure=None):
        loss = self._evaluate(closure)
        for group in self.param_groups:
            params, grads, state_sums, state_steps = [], [], [], []
            for p in group["params"]:
                if p.grad is None:
                    continue
                state = self.state[p]
                params.append(p)
                grads.append(p.grad)
                state_sums.append(state["sum"])
                state_steps.append(state["step"])
            adagrad(params, grads, state_sums, state_steps, lr=group["lr"], weight_decay=group["weight_decay"],
                    lr_decay=group["lr_decay"], eps=group["eps"], maximize=group["maximize"],
                    differentiable=group["differentiable"], foreach=group["foreach"], fused=group["fused"],
                    grad_scale=getattr(self, "grad_scale", None), found_inf=getattr(self, "found_inf", None))
        return loss


def adagrad(params, grads, state_sums, state_steps, fused=None, grad_scale=None, found_inf=None,
            has_sparse_grad=False, foreach=None, differentiable=False, has_complex=False, *, lr, weight_decay,
            lr_decay, eps, maximize):
    """Functional Adagrad: PyTorch's _single_tensor_adagrad."""
    if not all(isinstance(t, torch.Tensor) for t in state_steps):
        raise RuntimeError("API has changed, `state_steps` argument must contain a list of singleton tensors")
    lr = _get_value(lr)
    if fused or (foreach is not False and not differentiable and _on_cuda(params, grads)):
        _fused_step(state_steps, found_inf, lambda: torch._fused_adagrad_(
            params, grads, state_sums, state_steps, lr=lr, lr_decay=lr_decay, weight_decay=weight_decay, eps=eps,
            maximize=maximize, grad_scale=grad_scale, found_inf=found_inf))
        return
    for param, grad, state_sum, step_t in zip(params, grads, state_sums, state_steps):
        step_t += 1
        step = _get_value(step_t)
        grad = grad if not maximize else -grad
        if weight_decay != 0:
            if grad.is_sparse:
                raise RuntimeError("weight_decay option is not compatible with sparse gradients")
            grad = grad.add(param, alpha=weight_decay)
        clr = lr / (1 + (step - 1) * lr_decay)
        if grad.is_sparse:
            _sparse_step(param, grad, state_sum, clr, eps)
            continue
        state_sum.addcmul_(grad, grad, value=1)
        # the differentiable path keeps the sum's sqrt out of place, so autograd can see it
        std = state_sum.sqrt() + eps if differentiable else state_sum.sqrt().add_(eps)
        param.addcdiv_(grad, std, value=-clr)


def _sparse_step(param, grad, state_sum, clr, eps):
    """The step for a sparse gradient: the sum and the parameter change only at the gradient's elements."""
    grad = grad.coalesce()  # the update is non-linear so indices must be unique
    indices, values = grad._indices(), grad._values()
    state_sum.add_(torch.sparse_coo_tensor(indices, values.pow(2), grad.size()))
    std_values = state_sum.sparse_mask(grad)._values().sqrt_().add_(eps)
    param.add_(torch.sparse_coo_tensor(indices, values / std_values, grad.size()), alpha=-clr)
