"""torch.__future__: switches for behaviour PyTorch means to make the default, as current PyTorch has them."""
_overwrite_module_params_on_conversion: bool = False
_swap_module_params_on_conversion: bool = False


def set_overwrite_module_params_on_conversion(value: bool) -> None:
    """Whether nn.Module conversions (.to(), .float(), ...) give the module new Parameter objects rather than
    setting .data on the existing ones."""
    global _overwrite_module_params_on_conversion
    _overwrite_module_params_on_conversion = value


def get_overwrite_module_params_on_conversion() -> bool:
    return _overwrite_module_params_on_conversion


def set_swap_module_params_on_conversion(value: bool) -> None:
    """Whether nn.Module conversions and load_state_dict swap each parameter's contents with its converted (or
    loaded) value through torch.utils.swap_tensors, so references to the parameters see the change."""
    global _swap_module_params_on_conversion
    _swap_module_params_on_conversion = value


def get_swap_module_params_on_conversion() -> bool:
    return _swap_module_params_on_conversion
