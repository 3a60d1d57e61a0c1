"""torch.amp: automatic mixed precision (autocast regions and the gradient scaler)."""
from .autocast_mode import (autocast, custom_bwd, custom_fwd, get_autocast_dtype, is_autocast_available,  # noqa: F401
                            is_autocast_enabled, set_autocast_dtype, set_autocast_enabled)
from .grad_scaler import GradScaler  # noqa: F401
