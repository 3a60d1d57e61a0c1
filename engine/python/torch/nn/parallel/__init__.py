"""torch.nn.parallel: DataParallel, which splits a batch across the visible accelerators. With none it runs the
module as it is; this engine has at most one accelerator, where the whole batch goes to that device."""
import itertools

import torch

from ..modules.module import Module


def _to_device(obj, device):
    """Tensors inside nested tuples, lists and dicts moved to device, as scatter does for its one chunk."""
    if isinstance(obj, torch.Tensor):
        return obj.to(device)
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*(_to_device(o, device) for o in obj))
    if isinstance(obj, (tuple, list)):
        return type(obj)(_to_device(o, device) for o in obj)
    if isinstance(obj, dict):
        return type(obj)((k, _to_device(v, device)) for k, v in obj.items())
    return obj


def _device_index(device):
    if isinstance(device, int):
        return device
    device = torch.device(device)
    return 0 if device.index is None else device.index


class DataParallel(Module):
    def __init__(self, module, device_ids=None, output_device=None, dim=0):
        super().__init__()
        if not torch.cuda.is_available():
            # PyTorch keeps the module and no devices: forward calls the module directly
            self.module = module
            self.device_ids = []
            return
        if device_ids is None:
            device_ids = list(range(torch.cuda.device_count()))
        if output_device is None:
            output_device = device_ids[0]
        self.dim = dim
        self.module = module
        self.device_ids = [_device_index(d) for d in device_ids]
        self.output_device = _device_index(output_device)
        self.src_device_obj = torch.device("cuda", self.device_ids[0])
        if len(self.device_ids) == 1:
            self.module.to(self.src_device_obj)

    def forward(self, *inputs, **kwargs):
        if not self.device_ids:
            return self.module(*inputs, **kwargs)
        for t in itertools.chain(self.module.parameters(), self.module.buffers()):
            if t.device != self.src_device_obj:
                raise RuntimeError("module must have its parameters and buffers on device "
                                   f"{self.src_device_obj} (device_ids[0]) but found one of them on device: {t.device}")
        inputs, kwargs = _to_device((inputs, kwargs), self.src_device_obj)
        return self.module(*inputs, **kwargs)


__all__ = ["DataParallel"]
