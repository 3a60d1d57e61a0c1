"""Where PyTorch defines its batch norms: a pickled whole module names torch.nn.modules.batchnorm.BatchNorm2d."""
import torch

from .normalization import (BatchNorm1d, BatchNorm2d, BatchNorm3d,  # noqa: F401  (the bases subclasses import here)
                            LazyBatchNorm1d, LazyBatchNorm2d, LazyBatchNorm3d, _BatchNorm, _LazyNormBase)

for _cls in (BatchNorm1d, BatchNorm2d, BatchNorm3d, LazyBatchNorm1d, LazyBatchNorm2d, LazyBatchNorm3d):
    _cls.__module__ = __name__


class SyncBatchNorm(_BatchNorm):
    """Batch norm over the inputs of every process of a group while training. Statistics are synchronised only
    where torch.distributed is initialised, which it never is here, so this normalises as F.batch_norm does, as
    PyTorch's falls back to it for a single process."""

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True, process_group=None,
                 device=None, dtype=None):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, device, dtype)
        self.process_group = process_group

    def _check_input_dim(self, input):  # noqa: A002
        if input.dim() < 2:
            raise ValueError(f"expected at least 2D input (got {input.dim()}D input)")

    def forward(self, input):  # noqa: A002
        # the channel check reads size(1), so it follows the dimension check, as in PyTorch's forward
        self._check_input_dim(input)
        if input.size(1) == 0:
            raise ValueError("SyncBatchNorm number of input channels should be non-zero")
        return super().forward(input)

    @classmethod
    def convert_sync_batchnorm(cls, module, process_group=None):
        """module with every BatchNorm*d in it replaced by a SyncBatchNorm sharing its parameters and buffers (a new
        module where module itself is one)."""
        module_output = module
        if isinstance(module, _BatchNorm):
            module_output = SyncBatchNorm(module.num_features, module.eps, module.momentum, module.affine,
                                          module.track_running_stats, process_group)
            if module.affine:
                with torch.no_grad():
                    module_output.weight = module.weight
                    module_output.bias = module.bias
            module_output.running_mean = module.running_mean
            module_output.running_var = module.running_var
            module_output.num_batches_tracked = module.num_batches_tracked
            module_output.training = module.training
            if hasattr(module, "qconfig"):
                module_output.qconfig = module.qconfig
        for name, child in module.named_children():
            module_output.add_module(name, cls.convert_sync_batchnorm(child, process_group))
        return module_output
