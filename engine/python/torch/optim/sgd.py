"""SGD as current PyTorch's torch/optim/sgd.py, stepping with its single-tensor (foreach=False) arithmetic, and on the
cuda device with its fused kernel (torch._fused_sgd_), two kernels a parameter for the multi-tensor path's chain."""
import torch

from .optimizer import Optimizer, _check_lr, _get_value, _on_cuda, _to_scalar, _use_grad_for_differentiable

__all__ = ["SGD", "sgd"]


class SGD(Optimizer):
    def __init__(self, params, lr=1e-3, momentum=0, dampening=0, weight_decay=0, nesterov=False, *, maximize=False,
                 foreach=None, differentiable=False, fused=None):
        _check_lr(lr)
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = dict(lr=lr, momentum=momentum, dampening=dampening, weight_decay=weight_decay, nesterov=nesterov,
                        maximize=maximize, foreach=foreach, differentiable=differentiable, fused=fused)
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        super().__init__(params, defaults)
        if fused:
            if differentiable:
                raise RuntimeError("`fused` does not support `differentiable`")
            # the kernel unscales the gradients and skips on found_inf itself (see GradScaler.step)
            self._step_supports_amp_scaling = True
            if foreach:
                raise RuntimeError("`fused` and `foreach` cannot be `True` together.")

    def __setstate__(self, state):
        super().__setstate__(state)
        for group in self.param_groups:
            group.setdefault("nesterov", False)
            group.setdefault("maximize", False)
            group.setdefault("foreach", None)
            group.setdefault("differentiable", False)
            group.setdefault("fused", False)

    @_use_grad_for_differentiable
    def step(self, closure=None):
        loss = self._evaluate(closure)
        for group in self.param_groups:
            params, grads, momentum_buffer_list = [], [], []
            for p in group["params"]:
                grad = p.grad  # each read of .grad crosses into the engine
                if grad is not None:
                    params.append(p)
                    grads.append(grad)
                    if group["momentum"] != 0:
                        momentum_buffer_list.append(self.state[p].get("momentum_buffer"))
            sgd(params, grads, momentum_buffer_list, weight_decay=group["weight_decay"], momentum=group["momentum"],
                lr=group["lr"], dampening=group["dampening"], nesterov=group["nesterov"], maximize=group["maximize"],
                foreach=group["foreach"], fused=group["fused"], differentiable=group["differentiable"],
                grad_scale=getattr(self, "grad_scale", None), found_inf=getattr(self, "found_inf", None))
            # only a momentum SGD keeps state (1.13 also stored None buffers without momentum)
            if group["momentum"] != 0:
                for p, momentum_buffer in zip(params, momentum_buffer_list):
                    self.state[p]["momentum_buffer"] = momentum_buffer
        return loss


def sgd(params, d_p_list, momentum_buffer_list, *, weight_decay, momentum, lr, dampening, nesterov, maximize,
        foreach=None, fused=None, has_sparse_grad=False, grad_scale=None, found_inf=None, differentiable=False):
    """Functional SGD: PyTorch's _single_tensor_sgd, or its fused kernel (see _fused_sgd)."""
    lr = _to_scalar(lr)
    plain_lr = not (isinstance(lr, torch.Tensor) and lr.requires_grad)
    if fused or (foreach is not False and not differentiable and plain_lr and _on_cuda(params, d_p_list)):
        _fused_sgd(params, d_p_list, momentum_buffer_list, grad_scale, found_inf, weight_decay=weight_decay,
                   momentum=momentum, lr=_get_value(lr), dampening=dampening, nesterov=nesterov, maximize=maximize)
        return
    for i, param in enumerate(params):
        grad = d_p_list[i] if not maximize else -d_p_list[i]
        if weight_decay != 0:
            grad = grad.add(param, alpha=weight_decay)
        if momentum != 0:
            buf = momentum_buffer_list[i]
            if buf is None:
                buf = torch.clone(grad).detach()
                momentum_buffer_list[i] = buf
            else:
                buf.mul_(momentum).add_(grad, alpha=1 - dampening)
            grad = grad.add(buf, alpha=momentum) if nesterov else buf
        if isinstance(lr, torch.Tensor) and lr.requires_grad:
            param.addcmul_(grad, lr, value=-1)
        else:
            param.add_(grad, alpha=-_get_value(lr))


def _fused_sgd(params, grads, momentum_buffer_list, grad_scale, found_inf, *, weight_decay, momentum, lr, dampening,
               nesterov, maximize):
    """PyTorch's _fused_sgd: the kernel fills a first step's buffers with the gradient. Parameters that have a buffer
    and ones that do not yet (added to the group since) step in two calls."""
    if not params:
        return
    if momentum == 0:
        groups = [(list(range(len(params))), False)]
    else:
        fresh = [i for i, buf in enumerate(momentum_buffer_list) if buf is None]
        for i in fresh:
            momentum_buffer_list[i] = torch.empty_like(grads[i])
        kept = [i for i in range(len(params)) if i not in set(fresh)]
        groups = [(ix, first) for ix, first in ((fresh, True), (kept, False)) if ix]
    for ix, first in groups:
        torch._fused_sgd_([params[i] for i in ix], [grads[i] for i in ix],
                          [] if momentum == 0 else [momentum_buffer_list[i] for i in ix], weight_decay=weight_decay,
                          momentum=momentum, lr=lr, dampening=dampening, nesterov=nesterov, maximize=maximize,
                          is_first_step=first, grad_scale=grad_scale, found_inf=found_inf)
