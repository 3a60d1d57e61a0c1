"""torch.version: what this build is. There is no CUDA or ROCm toolkit: the cuda device is WebGPU."""
__version__ = "2.5.0+live"
cuda = None
hip = None
debug = False
git_version = None
