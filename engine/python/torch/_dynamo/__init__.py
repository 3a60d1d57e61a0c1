"""torch._dynamo: what torch.compile returns and resets (eval_frame.py)."""
from .eval_frame import (OptimizedModule, disable, explain, graph_break, is_compiling, list_backends,  # noqa: F401
                         reset)
from . import config, exc  # noqa: F401
