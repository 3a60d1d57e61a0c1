"""Stochastic Weight Averaging and EMA as current PyTorch's torch/optim/swa_utils.py: AveragedModel (a copy of a
model whose parameters, and optionally buffers, track an average of another's), the SWA and EMA averaging functions,
update_bn to recompute batch-norm statistics, and the SWALR schedule.

Where current PyTorch differs from 1.13 this follows current PyTorch: AveragedModel takes multi_avg_fn (in-place
averaging of whole lists of tensors) and, without use_buffers, copies the model's buffers on each update; SWALR's
state dict keeps the strategy's name, not its function."""
import itertools
import math
from copy import deepcopy

import torch
from .._libm import cos
from ..nn import Module
from ..nn.modules.normalization import _BatchNorm, _InstanceNorm
from .lr_scheduler import LRScheduler, _format_param, _warn_get_lr_called_within_step

__all__ = ["AveragedModel", "update_bn", "SWALR", "get_ema_multi_avg_fn", "get_swa_multi_avg_fn", "get_ema_avg_fn",
           "get_swa_avg_fn"]

# the device types whose foreach kernels PyTorch averages with in place; elsewhere it averages tensor by tensor
_FOREACH_DEVICE_TYPES = ("cuda", "xpu")


def _check_decay(decay):
    if decay < 0.0 or decay > 1.0:
        raise ValueError(f"Invalid decay value {decay} provided. Please provide a value in [0,1] range.")


def _is_float_or_complex(t):
    return torch.is_floating_point(t) or torch.is_complex(t)


def get_ema_multi_avg_fn(decay=0.999):
    _check_decay(decay)

    @torch.no_grad()
    def ema_update(ema_param_list, current_param_list, _):
        if _is_float_or_complex(ema_param_list[0]):
            for p_ema, p_model in zip(ema_param_list, current_param_list):
                p_ema.lerp_(p_model, 1 - decay)
        else:
            for p_ema, p_model in zip(ema_param_list, current_param_list):
                p_ema.copy_(p_ema * decay + p_model * (1 - decay))

    return ema_update


def get_swa_multi_avg_fn():
    @torch.no_grad()
    def swa_update(averaged_param_list, current_param_list, num_averaged):
        if _is_float_or_complex(averaged_param_list[0]):
            # a tensor weight is a Scalar argument to the foreach lerp: its value is what counts
            weight = 1 / (num_averaged + 1)
            weight = weight.item() if isinstance(weight, torch.Tensor) else weight
            for p_avg, p_model in zip(averaged_param_list, current_param_list):
                p_avg.lerp_(p_model, weight)
        else:
            for p_avg, p_model in zip(averaged_param_list, current_param_list):
                diff = p_model - p_avg
                if isinstance(num_averaged, torch.Tensor):
                    p_avg.addcdiv_(diff, num_averaged + 1)
                else:
                    p_avg.add_(diff, alpha=1.0 / (num_averaged + 1))

    return swa_update


def get_ema_avg_fn(decay=0.999):
    _check_decay(decay)

    @torch.no_grad()
    def ema_update(ema_param, current_param, num_averaged):
        return decay * ema_param + (1 - decay) * current_param

    return ema_update


def get_swa_avg_fn():
    @torch.no_grad()
    def swa_update(averaged_param, current_param, num_averaged):
        return averaged_param + (current_param - averaged_param) / (num_averaged + 1)

    return swa_update


def _group_by_device_and_dtype(averaged, current):
    """The pairs of tensors as {(device, dtype): (averaged list, current list)}, in order of first appearance."""
    groups = {}
    for p_avg, p_model in zip(averaged, current):
        lists = groups.setdefault((p_avg.device, p_avg.dtype), ([], []))
        lists[0].append(p_avg)
        lists[1].append(p_model)
    return groups


class AveragedModel(Module):
    def __init__(self, model, device=None, avg_fn=None, multi_avg_fn=None, use_buffers=False):
        super().__init__()
        assert avg_fn is None or multi_avg_fn is None, "Only one of avg_fn and multi_avg_fn should be provided"
        self.module = deepcopy(model)
        if device is not None:
            self.module = self.module.to(device)
        self.register_buffer("n_averaged", torch.tensor(0, dtype=torch.long, device=device))
        self.avg_fn = avg_fn
        self.multi_avg_fn = multi_avg_fn
        self.use_buffers = use_buffers

    def forward(self, *args, **kwargs):
        return self.module(*args, **kwargs)

    def update_parameters(self, model):
        if self.use_buffers:
            self_param = itertools.chain(self.module.parameters(), self.module.buffers())
            model_param = itertools.chain(model.parameters(), model.buffers())
        else:
            self_param, model_param = self.parameters(), model.parameters()
        self_param_detached, model_param_detached = [], []
        # the first update copies the model rather than averaging with the copy made at construction
        copy_param = bool(self.n_averaged == 0)
        for p_averaged, p_model in zip(self_param, model_param):
            p_model_ = p_model.detach().to(p_averaged.device)
            self_param_detached.append(p_averaged.detach())
            model_param_detached.append(p_model_)
            if copy_param:
                p_averaged.detach().copy_(p_model_)

        if self.n_averaged > 0:
            if self.multi_avg_fn is not None or self.avg_fn is None:
                groups = _group_by_device_and_dtype(self_param_detached, model_param_detached)
                for (device, _), (self_params, model_params) in groups.items():
                    n_averaged = self.n_averaged.to(device)
                    if self.multi_avg_fn:
                        self.multi_avg_fn(self_params, model_params, n_averaged)
                    elif device.type in _FOREACH_DEVICE_TYPES:
                        get_swa_multi_avg_fn()(self_params, model_params, n_averaged)
                    else:
                        avg_fn = get_swa_avg_fn()
                        for p_averaged, p_model in zip(self_params, model_params):
                            p_averaged.copy_(avg_fn(p_averaged, p_model, n_averaged))
            else:
                for p_averaged, p_model in zip(self_param_detached, model_param_detached):
                    n_averaged = self.n_averaged.to(p_averaged.device)
                    p_averaged.detach().copy_(self.avg_fn(p_averaged.detach(), p_model, n_averaged))

        if not self.use_buffers:
            # buffers that are not averaged follow the model
            for b_swa, b_model in zip(self.module.buffers(), model.buffers()):
                b_swa.detach().copy_(b_model.detach().to(b_swa.device))
        self.n_averaged += 1


def _is_batch_norm(module):
    # instance norms share our batch-norm base class, where PyTorch's do not
    return isinstance(module, _BatchNorm) and not isinstance(module, _InstanceNorm)


@torch.no_grad()
def update_bn(loader, model, device=None):
    """Recomputes every batch norm's running statistics as a plain average over one pass of loader (each batch a
    tensor, or a list or tuple whose first element is the input)."""
    momenta = {}
    for module in model.modules():
        if _is_batch_norm(module):
            module.reset_running_stats()
            momenta[module] = module.momentum
    if not momenta:
        return

    was_training = model.training
    model.train()
    for module in momenta:
        module.momentum = None
    for input in loader:  # noqa: A001
        if isinstance(input, (list, tuple)):
            input = input[0]  # noqa: A001
        if device is not None:
            input = input.to(device)  # noqa: A001
        model(input)
    for bn_module, momentum in momenta.items():
        bn_module.momentum = momentum
    model.train(was_training)


class SWALR(LRScheduler):
    """Anneals each group's learning rate to its swa_lr over anneal_epochs steps ("cos" or "linear"), then keeps it
    there."""

    def __init__(self, optimizer, swa_lr, anneal_epochs=10, anneal_strategy="cos", last_epoch=-1):
        swa_lrs = _format_param("swa_lr", optimizer, swa_lr)
        for swa_lr, group in zip(swa_lrs, optimizer.param_groups):
            group["swa_lr"] = swa_lr
        if anneal_strategy not in ["cos", "linear"]:
            raise ValueError(f"anneal_strategy must by one of 'cos' or 'linear', instead got {anneal_strategy}")
        self._set_anneal_func(anneal_strategy)
        if not isinstance(anneal_epochs, int) or anneal_epochs < 0:
            raise ValueError(f"anneal_epochs must be equal or greater than 0, got {anneal_epochs}")
        self.anneal_epochs = anneal_epochs
        super().__init__(optimizer, last_epoch)

    @staticmethod
    def _linear_anneal(t):
        return t

    @staticmethod
    def _cosine_anneal(t):
        return (1 - cos(math.pi * t)) / 2

    @staticmethod
    def _get_initial_lr(lr, swa_lr, alpha):
        if alpha == 1:
            return swa_lr
        return (lr - alpha * swa_lr) / (1 - alpha)

    def get_lr(self):
        _warn_get_lr_called_within_step(self)
        # the rate is chainable: the rate the schedule started from is recovered from the current one
        step = self._step_count - 1
        if self.anneal_epochs == 0:
            step = max(1, step)
        prev_t = max(0, min(1, (step - 1) / max(1, self.anneal_epochs)))
        prev_alpha = self.anneal_func(prev_t)
        prev_lrs = [self._get_initial_lr(group["lr"], group["swa_lr"], prev_alpha)
                    for group in self.optimizer.param_groups]
        t = max(0, min(1, step / max(1, self.anneal_epochs)))
        alpha = self.anneal_func(t)
        return [group["swa_lr"] * alpha + lr * (1 - alpha) for group, lr in zip(self.optimizer.param_groups, prev_lrs)]

    def _set_anneal_func(self, anneal_strategy):
        self._anneal_strategy = anneal_strategy
        self.anneal_func = self._cosine_anneal if anneal_strategy == "cos" else self._linear_anneal

    def state_dict(self):
        return {key: value for key, value in self.__dict__.items() if key not in ("optimizer", "anneal_func")}

    def load_state_dict(self, state_dict):
        self.__dict__.update(state_dict)
        self._set_anneal_func(self._anneal_strategy)
