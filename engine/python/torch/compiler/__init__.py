"""torch.compiler: the public face of torch.compile's machinery (torch._dynamo)."""
from .._dynamo.eval_frame import disable, is_compiling, list_backends, reset  # noqa: F401


is_dynamo_compiling = is_compiling
