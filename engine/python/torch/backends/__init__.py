"""torch.backends: the switches PyTorch programs set for their backends, kept with PyTorch's defaults.

They are accepted and remembered; none changes our results (WebGPU matmuls run in float32 without TF32, and there is
no cuDNN autotuner to turn on).
"""
from . import cuda, cudnn, mps, quantized  # noqa: F401
