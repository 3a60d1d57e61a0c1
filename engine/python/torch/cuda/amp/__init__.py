"""torch.cuda.amp: the older spellings of torch.amp for cuda, deprecated as in PyTorch 2.4+."""
import warnings

from ... import amp as _amp
from ... import float16 as _float16
from ...amp._deprecated import spellings as _spellings
from . import common  # noqa: F401
from .common import amp_definitely_not_available  # noqa: F401

autocast, GradScaler = _spellings("cuda", _float16)


def custom_fwd(fwd=None, *, cast_inputs=None):
    warnings.warn("`torch.cuda.amp.custom_fwd(args...)` is deprecated. Please use `torch.amp.custom_fwd(args..., "
                  "device_type='cuda')` instead.", FutureWarning, stacklevel=2)
    return _amp.custom_fwd(fwd, device_type="cuda", cast_inputs=cast_inputs)


def custom_bwd(bwd=None):
    warnings.warn("`torch.cuda.amp.custom_bwd(args...)` is deprecated. Please use `torch.amp.custom_bwd(args..., "
                  "device_type='cuda')` instead.", FutureWarning, stacklevel=2)
    return _amp.custom_bwd(bwd, device_type="cuda")
