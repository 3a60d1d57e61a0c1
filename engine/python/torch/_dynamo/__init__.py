"""torch._dynamo: what torch.compile returns and resets (eval_frame.py)."""
from .eval_frame import OptimizedModule, disable, explain, list_backends, reset  # noqa: F401
from . import exc  # noqa: F401
