"""torch.compiler: the public face of torch.compile's machinery (torch._dynamo)."""
from .._dynamo.eval_frame import disable, list_backends, reset  # noqa: F401


def is_compiling():
    """False: the code torch.compile captures runs as the Python it is (captures record what it does)."""
    return False


is_dynamo_compiling = is_compiling
