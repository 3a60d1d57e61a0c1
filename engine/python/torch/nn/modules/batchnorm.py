"""Where PyTorch defines its batch norms: a pickled whole module names torch.nn.modules.batchnorm.BatchNorm2d."""
from .normalization import (BatchNorm1d, BatchNorm2d, BatchNorm3d,  # noqa: F401  (the bases subclasses import here)
                            LazyBatchNorm1d, LazyBatchNorm2d, LazyBatchNorm3d, _BatchNorm, _LazyNormBase)

for _cls in (BatchNorm1d, BatchNorm2d, BatchNorm3d, LazyBatchNorm1d, LazyBatchNorm2d, LazyBatchNorm3d):
    _cls.__module__ = __name__
