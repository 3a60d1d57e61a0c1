"""torch.amp.GradScaler: scales the loss so float16 gradients do not underflow, unscales them before the optimizer
steps, skips steps whose gradients overflowed, and adapts the scale (PyTorch's algorithm and messages)."""
import warnings
from collections import abc, defaultdict
from enum import Enum

_FIX = "This may indicate your script did not use scaler.scale(loss or outputs) earlier in the iteration."


class OptState(Enum):
    READY = 0
    UNSCALED = 1
    STEPPED = 2


class _MultiDeviceReplicator:
    """Copies of a tensor, one per device, each made on first use."""

    def __init__(self, master_tensor):
        self.master = master_tensor
        self._per_device_tensors = {}

    def get(self, device):
        retval = self._per_device_tensors.get(device, None)
        if retval is None:
            retval = self.master.to(device=device, non_blocking=True, copy=True)
            self._per_device_tensors[device] = retval
        return retval


def _fresh_state():
    return {"stage": OptState.READY, "found_inf_per_device": {}}


class GradScaler:
    def __init__(self, device="cuda", init_scale=2.0**16, growth_factor=2.0, backoff_factor=0.5, growth_interval=2000,
                 enabled=True):
        self._device = device
        self._enabled = enabled
        if self._device == "cuda" and enabled:
            from .. import cuda

            if not cuda.is_available():
                warnings.warn("torch.cuda.amp.GradScaler is enabled, but CUDA is not available.  Disabling.",
                              stacklevel=2)
                self._enabled = False
        if self._enabled:
            if not growth_factor > 1.0:
                raise AssertionError("The growth factor must be > 1.0.")
            if not backoff_factor < 1.0:
                raise AssertionError("The backoff factor must be < 1.0.")
            self._init_scale = init_scale
            self._scale = None
            self._growth_factor = growth_factor
            self._backoff_factor = backoff_factor
            self._growth_interval = growth_interval
            self._init_growth_tracker = 0
            self._growth_tracker = None
            self._per_optimizer_states = defaultdict(_fresh_state)

    def _check_scale_growth_tracker(self, funcname):
        assert self._scale is not None, f"Attempted {funcname} but _scale is None.  " + _FIX
        assert self._growth_tracker is not None, f"Attempted {funcname} but _growth_tracker is None.  " + _FIX
        return self._scale, self._growth_tracker

    def _lazy_init(self, device):
        import torch

        self._scale = torch.full((), self._init_scale, dtype=torch.float32, device=device)
        self._growth_tracker = torch.full((), self._init_growth_tracker, dtype=torch.int32, device=device)

    def scale(self, outputs):
        """outputs times the scale: a tensor, or tensors nested in lists and tuples; other iterables (a dict's keys
        among them) come back as a lazy map, as in PyTorch."""
        from .._tensor import Tensor

        if not self._enabled:
            return outputs
        if isinstance(outputs, Tensor):
            if self._scale is None:
                self._lazy_init(outputs.device)
            return outputs * self._scale.to(device=outputs.device, non_blocking=True)
        stash = []  # one copy of the scale per device, made on first use

        def apply(value):
            if isinstance(value, Tensor):
                if not stash:
                    if self._scale is None:
                        self._lazy_init(value.device)
                    stash.append(_MultiDeviceReplicator(self._scale))
                return value * stash[0].get(value.device)
            if isinstance(value, abc.Iterable):
                scaled = map(apply, value)
                return type(value)(scaled) if isinstance(value, (list, tuple)) else scaled
            raise ValueError("outputs must be a Tensor or an iterable of Tensors")
        return apply(outputs)

    def _unscale_grads_(self, optimizer, inv_scale, found_inf, allow_fp16):
        """Unscales the gradients in place, one kernel call per device and dtype, each noting infs and NaNs in its
        device's found_inf: nothing is read back to the host here."""
        import torch

        per_device_inv_scale = _MultiDeviceReplicator(inv_scale)
        per_device_found_inf = _MultiDeviceReplicator(found_inf)
        per_device_and_dtype_grads = defaultdict(lambda: defaultdict(list))
        with torch.no_grad():
            for group in optimizer.param_groups:
                for param in group["params"]:
                    if param.grad is None:
                        continue
                    if not allow_fp16 and param.grad.dtype == torch.float16:
                        raise ValueError("Attempting to unscale FP16 gradients.")
                    if param.grad.is_sparse:
                        # duplicate indices of float16 values could overflow once added: check the coalesced ones
                        if param.grad.dtype is torch.float16:
                            param.grad = param.grad.coalesce()
                        to_unscale = param.grad._values()
                    else:
                        to_unscale = param.grad
                    per_device_and_dtype_grads[to_unscale.device][to_unscale.dtype].append(to_unscale)
            for device, per_dtype_grads in per_device_and_dtype_grads.items():
                for grads in per_dtype_grads.values():
                    torch._amp_foreach_non_finite_check_and_unscale_(
                        grads, per_device_found_inf.get(device), per_device_inv_scale.get(device))
        return per_device_found_inf._per_device_tensors

    def unscale_(self, optimizer):
        """Divides the optimizer's gradients by the scale (in place), noting whether any is inf or NaN."""
        import torch

        if not self._enabled:
            return
        self._check_scale_growth_tracker("unscale_")
        state = self._per_optimizer_states[id(optimizer)]
        if state["stage"] is OptState.UNSCALED:
            raise RuntimeError("unscale_() has already been called on this optimizer since the last update().")
        if state["stage"] is OptState.STEPPED:
            raise RuntimeError("unscale_() is being called after step().")
        # the reciprocal in double, as PyTorch takes it
        inv_scale = self._scale.double().reciprocal().float()
        found_inf = torch.full((), 0.0, dtype=torch.float32, device=self._scale.device)
        state["found_inf_per_device"] = self._unscale_grads_(optimizer, inv_scale, found_inf, False)
        state["stage"] = OptState.UNSCALED

    def step(self, optimizer, *args, return_found_inf=False, **kwargs):
        """Unscales (unless unscale_ ran) and steps the optimizer, unless a gradient was inf or NaN; with
        return_found_inf, also whether one was. Whether to step is the one value a step reads back."""
        if not self._enabled:
            retval = optimizer.step(*args, **kwargs)
            return (retval, False) if return_found_inf else retval
        if "closure" in kwargs:
            raise RuntimeError("Closure use is not currently supported if GradScaler is enabled.")
        self._check_scale_growth_tracker("step")
        state = self._per_optimizer_states[id(optimizer)]
        if state["stage"] is OptState.STEPPED:
            raise RuntimeError("step() has already been called since the last update().")
        if getattr(optimizer, "_step_supports_amp_scaling", False):
            return self._step_scaling_itself(optimizer, state, args, kwargs, return_found_inf)
        if state["stage"] is OptState.READY:
            self.unscale_(optimizer)
        assert len(state["found_inf_per_device"]) > 0, "No inf checks were recorded for this optimizer."
        retval = None
        found_inf = any(v.item() for v in state["found_inf_per_device"].values())
        if not found_inf:
            retval = optimizer.step(*args, **kwargs)
        state["stage"] = OptState.STEPPED
        return (retval, found_inf) if return_found_inf else retval

    def _step_scaling_itself(self, optimizer, state, args, kwargs, return_found_inf):
        """A fused optimizer unscales its gradients and skips on found_inf in its own kernels: it gets the scale and
        the flag as optimizer.grad_scale / optimizer.found_inf, and nothing is read back (return_found_inf gives the
        flag as the tensor it is)."""
        if state["stage"] is OptState.READY:
            self._check_inf_per_device(optimizer)
        scale = self._get_scale_async()
        found_inf = sum(t.to(scale.device, non_blocking=True) for t in state["found_inf_per_device"].values())
        # the product of the scales where the program set optimizer.grad_scale itself
        unscaled = state["stage"] is OptState.UNSCALED
        optimizer.grad_scale = getattr(optimizer, "grad_scale", None) if unscaled else \
            scale * getattr(optimizer, "grad_scale", 1)
        optimizer.found_inf = found_inf
        retval = optimizer.step(*args, **kwargs)
        state["stage"] = OptState.STEPPED
        del optimizer.grad_scale
        del optimizer.found_inf
        return (retval, found_inf) if return_found_inf else retval

    def update(self, new_scale=None):
        """Backs the scale off after a skipped step; grows it after growth_interval clean steps in a row. Runs on
        the scale's device (torch._amp_update_scale_), reading nothing back."""
        import torch

        if not self._enabled:
            return
        _scale, _growth_tracker = self._check_scale_growth_tracker("update")
        if new_scale is not None:
            if not isinstance(new_scale, torch.Tensor):
                self._scale.fill_(new_scale)
            else:
                # PyTorch continues this string onto an indented line, whose indent the message keeps
                reason = ("new_scale should be a float or a 1-element torch.cuda.FloatTensor or " + " " * 20 +
                          "torch.FloatTensor with requires_grad=False.")
                assert new_scale.device.type == self._device, reason
                assert new_scale.numel() == 1, reason
                assert new_scale.requires_grad is False, reason
                self._scale.copy_(new_scale)
        else:
            found_infs = [found_inf.to(device=_scale.device, non_blocking=True)
                          for state in self._per_optimizer_states.values()
                          for found_inf in state["found_inf_per_device"].values()]
            assert len(found_infs) > 0, "No inf checks were recorded prior to update."
            found_inf_combined = found_infs[0]
            for found_inf in found_infs[1:]:
                found_inf_combined += found_inf
            torch._amp_update_scale_(_scale, _growth_tracker, found_inf_combined, self._growth_factor,
                                     self._backoff_factor, self._growth_interval)
        self._per_optimizer_states = defaultdict(_fresh_state)

    def get_scale(self):
        if not self._enabled:
            return 1.0
        return self._init_scale if self._scale is None else self._scale.item()

    def get_growth_factor(self):
        return self._growth_factor

    def set_growth_factor(self, new_factor):
        self._growth_factor = new_factor

    def get_backoff_factor(self):
        return self._backoff_factor

    def set_backoff_factor(self, new_factor):
        self._backoff_factor = new_factor

    def get_growth_interval(self):
        return self._growth_interval

    def set_growth_interval(self, new_interval):
        self._growth_interval = new_interval

    def _get_growth_tracker(self):
        if not self._enabled:
            return 0
        return self._init_growth_tracker if self._growth_tracker is None else self._growth_tracker.item()

    def _get_scale_async(self):
        return self._scale

    def _check_inf_per_device(self, optimizer):
        """Notes which of the optimizer's gradients are inf or NaN without unscaling them (for optimizers that
        unscale inside their own step)."""
        import torch

        scale, _ = self._check_scale_growth_tracker("_check_inf_per_device")
        dummy_inv_scale = torch.full((), 1.0, dtype=torch.float32, device=scale.device)
        found_inf = torch.full((), 0.0, dtype=torch.float32, device=scale.device)
        state = self._per_optimizer_states[id(optimizer)]
        state["found_inf_per_device"] = self._unscale_grads_(optimizer, dummy_inv_scale, found_inf, True)
        return state["found_inf_per_device"]

    def _found_inf_per_device(self, optimizer):
        return self._per_optimizer_states[id(optimizer)]["found_inf_per_device"]

    def is_enabled(self):
        return self._enabled

    def __getstate__(self):
        state = self.__dict__.copy()
        if self._enabled:
            assert len(self._per_optimizer_states) == 0, (
                "A GradScaler instance may only be pickled at the beginning of an iteration, or at the end after "
                "scaler.update().")
            # pickled without its tensors, which the unpickled scaler creates again from these
            state["_init_scale"] = self.get_scale()
            state["_init_growth_tracker"] = self._get_growth_tracker()
            state["_scale"] = None
            state["_growth_tracker"] = None
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)

    def state_dict(self):
        if not self._enabled:
            return {}
        return {"scale": self.get_scale(), "growth_factor": self._growth_factor, "backoff_factor": self._backoff_factor,
                "growth_interval": self._growth_interval, "_growth_tracker": self._get_growth_tracker()}

    def load_state_dict(self, state_dict):
        if not self._enabled:
            return
        if len(state_dict) == 0:
            raise RuntimeError("The source state dict is empty, possibly because it was saved "
                               "from a disabled instance of GradScaler.")
        self._init_scale = state_dict["scale"]
        if self._scale is not None:
            self._scale.fill_(state_dict["scale"])
        self._growth_factor = state_dict["growth_factor"]
        self._backoff_factor = state_dict["backoff_factor"]
        self._growth_interval = state_dict["growth_interval"]
        self._init_growth_tracker = state_dict["_growth_tracker"]
        if self._growth_tracker is not None:
            self._growth_tracker.fill_(state_dict["_growth_tracker"])
