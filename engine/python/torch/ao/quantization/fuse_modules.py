"""fuse_modules: replace sequences such as (conv, bn, relu) by one module computing the same (BatchNorm folded into
the conv's weights in eval mode), so that they quantize as one op."""
import copy

from torch import nn

from ..nn import intrinsic as nni

__all__ = ["fuse_modules", "fuse_known_modules", "get_fuser_method"]


def _check_same_mode(*mods):
    if len({m.training for m in mods}) != 1:
        raise AssertionError("Conv and BN both must be in the same mode (train or eval).")


def _no_qat(is_qat, mods):
    if is_qat:
        raise NotImplementedError(f"Cannot fuse train modules: {tuple(mods)}")


def fuse_conv_bn(is_qat, conv, bn):
    _check_same_mode(conv, bn)
    _no_qat(is_qat, (conv, bn))
    return nn.utils.fuse_conv_bn_eval(conv, bn)


_CONV_RELU = {nn.Conv1d: nni.ConvReLU1d, nn.Conv2d: nni.ConvReLU2d, nn.Conv3d: nni.ConvReLU3d}


def fuse_conv_bn_relu(is_qat, conv, bn, relu):
    _check_same_mode(conv, bn, relu)
    _no_qat(is_qat, (conv, bn, relu))
    fused = _CONV_RELU.get(type(conv))
    if fused is None:
        raise NotImplementedError(f"Cannot fuse eval modules: {(conv, bn, relu)}")
    return fused(nn.utils.fuse_conv_bn_eval(conv, bn), relu)


def fuse_linear_bn(is_qat, linear, bn):
    _check_same_mode(linear, bn)
    _no_qat(is_qat, (linear, bn))
    return nn.utils.fuse_linear_bn_eval(linear, bn)


def _sequential(fused_class):
    def fuse(is_qat, first, relu):
        return fused_class(first, relu)

    return fuse


_FUSERS = {
    (nn.Conv1d, nn.BatchNorm1d): fuse_conv_bn,
    (nn.Conv1d, nn.BatchNorm1d, nn.ReLU): fuse_conv_bn_relu,
    (nn.Conv2d, nn.BatchNorm2d): fuse_conv_bn,
    (nn.Conv2d, nn.BatchNorm2d, nn.ReLU): fuse_conv_bn_relu,
    (nn.Conv3d, nn.BatchNorm3d): fuse_conv_bn,
    (nn.Conv3d, nn.BatchNorm3d, nn.ReLU): fuse_conv_bn_relu,
    (nn.Conv1d, nn.ReLU): _sequential(nni.ConvReLU1d),
    (nn.Conv2d, nn.ReLU): _sequential(nni.ConvReLU2d),
    (nn.Conv3d, nn.ReLU): _sequential(nni.ConvReLU3d),
    (nn.Linear, nn.BatchNorm1d): fuse_linear_bn,
    (nn.Linear, nn.ReLU): _sequential(nni.LinearReLU),
    (nn.BatchNorm2d, nn.ReLU): _sequential(nni.BNReLU2d),
    (nn.BatchNorm3d, nn.ReLU): _sequential(nni.BNReLU3d),
}


def get_fuser_method(op_list, additional_fuser_method_mapping=None):
    return {**_FUSERS, **(additional_fuser_method_mapping or {})}.get(op_list)


def fuse_known_modules(mod_list, is_qat, additional_fuser_method_mapping=None):
    """[fused module, Identity, ...] for a sequence fuse_modules knows, the hooks of the first module's input and
    the last one's output moved onto the fused module."""
    types = tuple(type(m) for m in mod_list)
    fuser = get_fuser_method(types, additional_fuser_method_mapping)
    if fuser is None:
        raise NotImplementedError(f"Cannot fuse modules: {types}")
    fused = fuser(is_qat, *mod_list)
    for handle_id, hook in list(mod_list[0]._forward_pre_hooks.items()):
        fused.register_forward_pre_hook(hook)
        del mod_list[0]._forward_pre_hooks[handle_id]
    for handle_id, hook in list(mod_list[-1]._forward_hooks.items()):
        fused.register_forward_hook(hook)
        del mod_list[-1]._forward_hooks[handle_id]
    rest = []
    for _ in mod_list[1:]:
        identity = nn.Identity()
        identity.training = mod_list[0].training
        rest.append(identity)
    return [fused] + rest


def _get_module(model, key):
    for name in key.split("."):
        model = getattr(model, name)
    return model


def _set_module(model, key, module):
    *path, last = key.split(".")
    for name in path:
        model = getattr(model, name)
    setattr(model, last, module)


def _fuse_one(model, names, is_qat, fuser_func, fuse_custom_config_dict):
    extra = (fuse_custom_config_dict or {}).get("additional_fuser_method_mapping", {})
    fused = fuser_func([_get_module(model, n) for n in names], is_qat, extra)
    for name, module in zip(names, fused):
        _set_module(model, name, module)


def fuse_modules(model, modules_to_fuse, inplace=False, fuser_func=fuse_known_modules, fuse_custom_config_dict=None):
    """Fuses each list of submodule names in modules_to_fuse (or the one list it is) for post-training quantization;
    a copy of model unless inplace."""
    if not inplace:
        model = copy.deepcopy(model)
    groups = [modules_to_fuse] if all(isinstance(m, str) for m in modules_to_fuse) else modules_to_fuse
    for names in groups:
        _fuse_one(model, names, False, fuser_func, fuse_custom_config_dict)
    return model
