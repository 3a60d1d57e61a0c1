"""spectral_norm (the older, hook-based API): a weight divided by its largest singular value, estimated by power
iteration on buffers `name_u` and `name_v` before each forward in training. State-dict hooks record the version,
so state dicts saved before version 1 (which stored the normalised weight) still load.
"""
import torch
from torch.nn.functional import normalize

__all__ = ["SpectralNorm", "SpectralNormLoadStateDictPreHook", "SpectralNormStateDictHook", "spectral_norm",
           "remove_spectral_norm"]


class SpectralNorm:
    _version = 1

    def __init__(self, name="weight", n_power_iterations=1, dim=0, eps=1e-12):
        self.name = name
        self.dim = dim
        if n_power_iterations <= 0:
            raise ValueError("Expected n_power_iterations to be positive, but got "
                             f"n_power_iterations={n_power_iterations}")
        self.n_power_iterations = n_power_iterations
        self.eps = eps

    def reshape_weight_to_matrix(self, weight):
        weight_mat = weight
        if self.dim != 0:
            weight_mat = weight_mat.permute(self.dim, *[d for d in range(weight_mat.dim()) if d != self.dim])
        return weight_mat.reshape(weight_mat.size(0), -1)

    def compute_weight(self, module, do_power_iteration):
        weight = getattr(module, self.name + "_orig")
        u = getattr(module, self.name + "_u")
        v = getattr(module, self.name + "_v")
        weight_mat = self.reshape_weight_to_matrix(weight)
        if do_power_iteration:
            with torch.no_grad():
                # in place, so the buffers carry the estimate from one forward to the next
                for _ in range(self.n_power_iterations):
                    v.copy_(normalize(torch.mv(weight_mat.t(), u), dim=0, eps=self.eps))
                    u.copy_(normalize(torch.mv(weight_mat, v), dim=0, eps=self.eps))
                # clones, so a later power iteration does not change what this forward's backward uses
                u = u.clone()
                v = v.clone()
        sigma = torch.dot(u, torch.mv(weight_mat, v))
        return weight / sigma

    def remove(self, module):
        with torch.no_grad():
            weight = self.compute_weight(module, do_power_iteration=False)
        delattr(module, self.name)
        delattr(module, self.name + "_u")
        delattr(module, self.name + "_v")
        delattr(module, self.name + "_orig")
        module.register_parameter(self.name, torch.nn.Parameter(weight.detach()))

    def __call__(self, module, inputs):
        setattr(module, self.name, self.compute_weight(module, do_power_iteration=module.training))

    def _solve_v_and_rescale(self, weight_mat, u, target_sigma):
        # v such that u = normalize(W @ v) and u^T W v = target_sigma
        v = torch.linalg.multi_dot([weight_mat.t().mm(weight_mat).pinverse(), weight_mat.t(),
                                    u.unsqueeze(1)]).squeeze(1)
        return v.mul_(target_sigma / torch.dot(u, torch.mv(weight_mat, v)))

    @staticmethod
    def apply(module, name, n_power_iterations, dim, eps):
        for hook in module._forward_pre_hooks.values():
            if isinstance(hook, SpectralNorm) and hook.name == name:
                raise RuntimeError(f"Cannot register two spectral_norm hooks on the same parameter {name}")
        fn = SpectralNorm(name, n_power_iterations, dim, eps)
        weight = module._parameters[name]
        if weight is None:
            raise ValueError(f"`SpectralNorm` cannot be applied as parameter `{name}` is None")
        with torch.no_grad():
            h, w = fn.reshape_weight_to_matrix(weight).size()
            u = normalize(weight.new_empty(h).normal_(0, 1), dim=0, eps=fn.eps)
            v = normalize(weight.new_empty(w).normal_(0, 1), dim=0, eps=fn.eps)
        delattr(module, fn.name)
        module.register_parameter(fn.name + "_orig", weight)
        # a plain attribute until the first forward sets it; weight.data, since a Parameter would be registered
        setattr(module, fn.name, weight.data)
        module.register_buffer(fn.name + "_u", u)
        module.register_buffer(fn.name + "_v", v)
        module.register_forward_pre_hook(fn)
        module._register_state_dict_hook(SpectralNormStateDictHook(fn))
        module._register_load_state_dict_pre_hook(SpectralNormLoadStateDictPreHook(fn))
        return fn


class SpectralNormLoadStateDictPreHook:
    """Converts a state dict saved before version 1 (weight normalised, no `_v`) to the current layout."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
        fn = self.fn
        version = local_metadata.get("spectral_norm", {}).get(fn.name + ".version", None)
        if version is not None and version >= 1:
            return
        weight_key = prefix + fn.name
        if version is None and all(weight_key + s in state_dict for s in ("_orig", "_u", "_v")) \
                and weight_key not in state_dict:
            return  # a state dict of the current layout without metadata
        missing = [weight_key + s for s in ("_orig", "", "_u") if weight_key + s not in state_dict]
        if missing:
            if strict:
                missing_keys.extend(missing)
            return
        with torch.no_grad():
            weight_orig = state_dict[weight_key + "_orig"]
            weight = state_dict.pop(weight_key)
            sigma = (weight_orig / weight).mean()
            weight_mat = fn.reshape_weight_to_matrix(weight_orig)
            state_dict[weight_key + "_v"] = fn._solve_v_and_rescale(weight_mat, state_dict[weight_key + "_u"], sigma)


class SpectralNormStateDictHook:
    """Records the layout's version in the state dict's metadata."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, module, state_dict, prefix, local_metadata):
        versions = local_metadata.setdefault("spectral_norm", {})
        key = self.fn.name + ".version"
        if key in versions:
            raise RuntimeError(f"Unexpected key in metadata['spectral_norm']: {key}")
        versions[key] = self.fn._version


def spectral_norm(module, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    if dim is None:
        dim = 1 if type(module).__name__ in ("ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d") else 0
    SpectralNorm.apply(module, name, n_power_iterations, dim, eps)
    return module


def _is_hook_for(hook, cls, name):
    hook = getattr(hook, "hook", hook)  # load pre-hooks are kept wrapped
    return isinstance(hook, cls) and hook.fn.name == name


def remove_spectral_norm(module, name="weight"):
    for k, hook in module._forward_pre_hooks.items():
        if isinstance(hook, SpectralNorm) and hook.name == name:
            hook.remove(module)
            del module._forward_pre_hooks[k]
            break
    else:
        raise ValueError(f"spectral_norm of '{name}' not found in {module}")
    for hooks, cls in ((module._state_dict_hooks, SpectralNormStateDictHook),
                       (module._load_state_dict_pre_hooks, SpectralNormLoadStateDictPreHook)):
        for k, hook in hooks.items():
            if _is_hook_for(hook, cls, name):
                del hooks[k]
                break
    return module
