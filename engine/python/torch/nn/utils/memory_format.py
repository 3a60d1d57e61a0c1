"""Converting only the convolutions' weights to a memory format (torch/nn/utils/memory_format.py)."""
import torch


def _convert_weights(module, memory_format, kinds):
    # only the weight's layout changes, not what its dims mean; the walk covers every nested module
    if isinstance(module, kinds):
        weight_data = module.weight.detach().clone(memory_format=memory_format)
        module.weight.data = weight_data.resize_(weight_data.size(), memory_format=memory_format)
    for child in module.children():
        _convert_weights(child, memory_format, kinds)
    return module


def convert_conv2d_weight_memory_format(module, memory_format):
    """Gives every nn.Conv2d / nn.ConvTranspose2d weight in ``module`` the layout ``memory_format``."""
    return _convert_weights(module, memory_format, (torch.nn.Conv2d, torch.nn.ConvTranspose2d))


def convert_conv3d_weight_memory_format(module, memory_format):
    """Gives every nn.Conv3d / nn.ConvTranspose3d weight in ``module`` the layout ``memory_format``."""
    return _convert_weights(module, memory_format, (torch.nn.Conv3d, torch.nn.ConvTranspose3d))
