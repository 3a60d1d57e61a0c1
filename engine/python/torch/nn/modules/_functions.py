"""Autograd functions nn.Module's machinery inserts into a graph."""
from ...autograd import Function


class BackwardHookFunction(Function):
    """Identity on a module's tensors whose backward hands their gradients to a module's backward hooks.

    Its node is the BackwardHookFunctionBackward that PyTorch shows as the grad_fn of a hooked module's output.
    `on_grads` maps the gradients flowing back to the ones passed on.
    """

    @staticmethod
    def forward(ctx, on_grads, *args):
        ctx.on_grads = on_grads
        return tuple(a.view_as(a) for a in args)

    @staticmethod
    def backward(ctx, *grads):
        return (None, *ctx.on_grads(grads))
