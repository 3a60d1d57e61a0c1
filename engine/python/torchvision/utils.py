"""torchvision.utils: tiling a batch of images into one grid image."""
import math

import torch


def _as_batch(tensor):
    """A tensor or list of tensors as a (B, C, H, W) batch; one-channel images are repeated into three channels."""
    if not torch.is_tensor(tensor):
        if not isinstance(tensor, list):
            raise TypeError(f"tensor or list of tensors expected, got {type(tensor)}")
        for t in tensor:
            if not torch.is_tensor(t):
                raise TypeError(f"tensor or list of tensors expected, got a list containing {type(t)}")
        tensor = torch.stack(tensor, dim=0)
    if tensor.dim() == 2:
        tensor = tensor.unsqueeze(0)
    if tensor.dim() == 3:
        if tensor.size(0) == 1:
            tensor = torch.cat((tensor, tensor, tensor), 0)
        tensor = tensor.unsqueeze(0)
    if tensor.dim() == 4 and tensor.size(1) == 1:
        tensor = torch.cat((tensor, tensor, tensor), 1)
    return tensor


def _normalize_(img, value_range):
    """Clamps img to value_range (its own min and max when None) and maps that range onto [0, 1] in place."""
    low, high = value_range if value_range is not None else (float(img.min()), float(img.max()))
    img.clamp_(min=low, max=high)
    img.sub_(low).div_(max(high - low, 1e-5))


def make_grid(tensor, nrow=8, padding=2, normalize=False, value_range=None, scale_each=False, pad_value=0.0):
    tensor = _as_batch(tensor)
    if normalize is True:
        tensor = tensor.clone()
        if value_range is not None and not isinstance(value_range, tuple):
            raise TypeError("value_range has to be a tuple (min, max) if specified. min and max are numbers")
        for img in (tensor if scale_each is True else [tensor]):
            _normalize_(img, value_range)
    if tensor.size(0) == 1:
        return tensor.squeeze(0)
    nmaps = tensor.size(0)
    xmaps = min(nrow, nmaps)
    ymaps = int(math.ceil(float(nmaps) / xmaps))
    height, width = int(tensor.size(2) + padding), int(tensor.size(3) + padding)
    grid = tensor.new_full((tensor.size(1), height * ymaps + padding, width * xmaps + padding), pad_value)
    for k in range(nmaps):
        y, x = divmod(k, xmaps)
        grid.narrow(1, y * height + padding, height - padding).narrow(
            2, x * width + padding, width - padding).copy_(tensor[k])
    return grid
