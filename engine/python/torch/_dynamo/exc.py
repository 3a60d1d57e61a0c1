"""torch._dynamo's errors."""


class TorchDynamoException(RuntimeError):
    pass


class InvalidBackend(TorchDynamoException):
    def __init__(self, name):
        super().__init__(f"Invalid backend: {name!r}, see `torch._dynamo.list_backends()` for available backends.")


class Unsupported(TorchDynamoException):
    """What dynamo cannot capture; with fullgraph=True it is raised instead of breaking the graph."""


def data_dependent_branching():
    """What dynamo raises, in its graph-break format, for `if tensor...:` under fullgraph=True."""
    return Unsupported("\n".join([
        "Data-dependent branching",
        "  Explanation: Detected data-dependent branching (e.g. `if my_tensor.sum() > 0:`). Dynamo does not support "
        "tracing dynamic control flow.",
        "  Hint: This graph break is fundamental - it is unlikely that Dynamo will ever be able to trace through your "
        "code. Consider finding a workaround.",
        "  Hint: Use `torch.cond` to express dynamic control flow.",
        "",
        "  Developer debug context: attempted to jump with TensorVariable()",
        "",
    ]))


def untraceable_builtin(fn, args, kwargs):
    """What dynamo raises under fullgraph=True for a builtin it cannot trace (print: a Python side effect)."""
    from .._tensor import Tensor

    types = [("Tensor" if isinstance(a, Tensor) else type(a).__name__) for a in args]
    return Unsupported("\n".join([
        "Failed to trace builtin operator",
        f"  Explanation: Dynamo does not know how to trace builtin operator `{fn.__name__}` with argument types "
        f"{types} (has_kwargs {bool(kwargs)})",
    ]))


def user_graph_break(msg):
    """What dynamo raises under fullgraph=True for torch._dynamo.graph_break(msg=...)."""
    kwargs = {} if msg is None else {"msg": f"ConstantVariable(str: {msg!r})"}
    kwargs_text = "{" + ", ".join(f"'{k}': {v}" for k, v in kwargs.items()) + "}"
    return Unsupported("\n".join([
        "Call to `torch._dynamo.graph_break()`",
        f"  Explanation: User-inserted graph break. Message: {msg}",
        "  Hint: Remove the `torch._dynamo.graph_break()` call.",
        "",
        f"  Developer debug context: Called `torch._dynamo.graph_break()` with args `[]`, kwargs `{kwargs_text}`",
        "",
    ]))
