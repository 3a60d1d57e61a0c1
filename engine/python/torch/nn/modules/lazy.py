import itertools

from ..parameter import is_lazy

__all__ = ["LazyModuleMixin"]


class LazyModuleMixin:
    """A module whose parameters take their shapes from its first input: until its first forward they are
    UninitializedParameters (and buffers UninitializedBuffers); that forward materializes them, initializes them as
    `cls_to_become` would, and makes the module an instance of `cls_to_become`."""

    cls_to_become = None

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._load_hook = self._register_load_state_dict_pre_hook(self._lazy_load_hook)
        self._initialize_hook = self.register_forward_pre_hook(self._infer_parameters, with_kwargs=True)

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        # an uninitialized entry is saved as itself: it has no data to detach
        for name, param in self._parameters.items():
            if param is not None:
                destination[prefix + name] = param if is_lazy(param) or keep_vars else param.detach()
        for name, buf in self._buffers.items():
            if buf is not None and name not in self._non_persistent_buffers_set:
                destination[prefix + name] = buf if is_lazy(buf) or keep_vars else buf.detach()

    def _lazy_load_hook(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                        error_msgs):
        """Gives each uninitialized entry the shape of the initialized one being loaded into it."""
        from ... import no_grad

        for name, param in itertools.chain(self._parameters.items(), self._buffers.items()):
            key = prefix + name
            if key in state_dict and param is not None:
                input_param = state_dict[key]
                if is_lazy(param) and not is_lazy(input_param):
                    with no_grad():
                        param.materialize(input_param.shape)
        # the load itself completes normally; only later loads and forwards skip the hooks
        if not self.has_uninitialized_params():
            self._lazy_load_pre_materialize_hook()
            self._materialize()

    def _lazy_load_pre_materialize_hook(self):
        """Sets what initialize_parameters would have set (in_features, ...) from the loaded parameters."""

    def _materialize(self):
        self._initialize_hook.remove()
        self._load_hook.remove()
        delattr(self, "_initialize_hook")
        delattr(self, "_load_hook")
        if self.cls_to_become is not None:
            self.__class__ = self.cls_to_become

    def initialize_parameters(self, *args, **kwargs):
        raise NotImplementedError(f"initialize_parameters is not implemented for {self.__class__.__name__}")

    def has_uninitialized_params(self):
        return any(is_lazy(t) for t in itertools.chain(self._parameters.values(), self._buffers.values()))

    def _infer_parameters(self, module, args, kwargs=None):
        module.initialize_parameters(*args, **(kwargs or {}))
        if module.has_uninitialized_params():
            raise RuntimeError(f"module {self._get_name()} has not been fully initialized")
        module._materialize()

    def _replicate_for_data_parallel(self):
        raise RuntimeError("Modules with uninitialized parameters can't be used with `DataParallel`. Run a dummy "
                           "forward pass to correctly initialize the modules")
