"""Where PyTorch defines its instance norms: a pickled whole module names this module."""
from .normalization import (InstanceNorm1d, InstanceNorm2d, InstanceNorm3d,  # noqa: F401  (the base, as in PyTorch)
                            LazyInstanceNorm1d, LazyInstanceNorm2d, LazyInstanceNorm3d, _InstanceNorm)

for _cls in (InstanceNorm1d, InstanceNorm2d, InstanceNorm3d, LazyInstanceNorm1d, LazyInstanceNorm2d,
             LazyInstanceNorm3d):
    _cls.__module__ = __name__
