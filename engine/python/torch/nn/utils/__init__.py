"""torch.nn.utils: gradient clipping, parameters as one vector, weight and spectral normalisation,
parametrizations, packed sequences (rnn), BatchNorm fusion, convolution weights' memory format, functional_call
(stateless), skip_init. `prune`, the parametrizations and functional_call load on first use."""
from ... import _lazy
from . import rnn
from .clip_grad import clip_grad_norm, clip_grad_norm_, clip_grad_value_, clip_grads_with_norm_, get_total_norm
from .convert_parameters import parameters_to_vector, vector_to_parameters
from .fusion import fuse_conv_bn_eval, fuse_conv_bn_weights, fuse_linear_bn_eval, fuse_linear_bn_weights
from .init import skip_init
from .memory_format import convert_conv2d_weight_memory_format, convert_conv3d_weight_memory_format
from .spectral_norm import remove_spectral_norm, spectral_norm
from .weight_norm import remove_weight_norm, weight_norm

# parametrizations and functional_call load on first use (torch/_lazy.py says why)
__getattr__, __dir__ = _lazy.attributes(__name__, {
    "parametrize": ".parametrize", "parametrizations": ".parametrizations", "stateless": ".stateless"})

__all__ = ["clip_grad_norm", "clip_grad_norm_", "clip_grad_value_", "clip_grads_with_norm_", "get_total_norm",
           "parameters_to_vector", "vector_to_parameters",
           "weight_norm", "remove_weight_norm", "spectral_norm", "remove_spectral_norm", "parametrize",
           "parametrizations", "rnn", "skip_init", "stateless", "fuse_conv_bn_eval", "fuse_conv_bn_weights",
           "fuse_linear_bn_eval", "fuse_linear_bn_weights", "convert_conv2d_weight_memory_format",
           "convert_conv3d_weight_memory_format"]
