"""torch.testing: comparing results with PyTorch's tolerances and messages, and making random test tensors."""
from ._comparison import assert_allclose, assert_close
from ._creation import make_tensor

__all__ = ["assert_allclose", "assert_close", "make_tensor"]
