"""torch.utils.benchmark: timing statements (Timer), their results (Measurement) and tables of them (Compare), as
PyTorch's pure-Python benchmark utilities have them. The C++ and Callgrind paths need a compiler and valgrind, which a
browser has neither of, so they are absent, as they are where PyTorch finds no toolchain."""
from .utils.common import *  # noqa: F401,F403
from .utils.compare import *  # noqa: F401,F403
from .utils.timer import *  # noqa: F401,F403
