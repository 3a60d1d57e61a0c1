"""Parameters to one flat vector and back, as optimizers written by hand and global pruning use them."""
import torch


def _check_param_device(param, old_param_device):
    # one device for all: a vector cannot span devices
    if old_param_device is None:
        return param.get_device() if param.is_cuda else -1
    warn = param.get_device() != old_param_device if param.is_cuda else old_param_device != -1
    if warn:
        raise TypeError("Found two parameters on different devices, this is currently not supported.")
    return old_param_device


def parameters_to_vector(parameters):
    param_device = None
    vec = []
    for param in parameters:
        param_device = _check_param_device(param, param_device)
        vec.append(param.view(-1))
    return torch.cat(vec)


def vector_to_parameters(vec, parameters):
    if not isinstance(vec, torch.Tensor):
        raise TypeError(f"expected torch.Tensor, but got: {torch.typename(vec)}")
    param_device = None
    pointer = 0
    for param in parameters:
        param_device = _check_param_device(param, param_device)
        num_param = param.numel()
        param.data = vec[pointer:pointer + num_param].view_as(param).data
        pointer += num_param
