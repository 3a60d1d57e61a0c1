"""torch.backends: the switches PyTorch programs set for their backends, kept with PyTorch's defaults.

They are accepted and remembered; none changes our results (WebGPU matmuls run in float32 without TF32, and there is
no cuDNN autotuner to turn on).
"""
from . import cuda, cudnn, mps, quantized  # noqa: F401
from .. import _lazy  # noqa: E402

# the rest (mkldnn, mkl, openmp, opt_einsum) load when a program names them
__getattr__, __dir__ = _lazy.attributes(__name__, {})
