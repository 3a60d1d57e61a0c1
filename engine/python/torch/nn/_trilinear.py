"""ATen's _trilinear, which nn.Bilinear's products run through, and its autograd node, whose backward is three more
_trilinear calls (derivatives.yaml's _trilinear_backward): gradients then take PyTorch's summation order."""
import torch

from .._composites import _sumproduct_pair
from ..autograd.function import Function, shown_as_node


def _add_into(out, buf):
    # output.add_(buf): the sum in the common dtype, cast back to the output's
    return (out + buf).to(out.dtype)


def trilinear(i1, i2, i3, expand1, expand2, expand3, sumdim, unroll_dim=1):
    """The three operands unsqueezed at their expand dims, then for each index along unroll_dim the product of the
    first two summed over sumdim's dims that the third lacks, times the third summed over the rest; those add into
    a zero output, one after another where unroll_dim is summed."""
    total = i1.dim() + len(expand1)
    sum12, sum23, out_size, unroll_size = [], [], [], -1
    for i in range(total):
        size = 0
        if i in expand1:
            i1 = i1.unsqueeze(i)
        else:
            size = i1.shape[i]
        if i in expand2:
            i2 = i2.unsqueeze(i)
        else:
            size = i2.shape[i]
        if i in expand3:
            i3 = i3.unsqueeze(i)
        else:
            size = i3.shape[i]
        if i in sumdim and i != unroll_dim:
            (sum12 if i in expand3 else sum23).append(i)
        out_size.append(1 if i in sumdim else size)
        if i == unroll_dim:
            unroll_size = size
    steps = [0 if unroll_dim in e else 1 for e in (expand1, expand2, expand3)]
    output = torch.zeros(out_size, dtype=i1.dtype, device=i1.device)
    if i1.numel() and i2.numel() and i3.numel():
        bufs = []
        for k in range(unroll_size):
            a, b, c = (t.narrow(unroll_dim, k * step, 1) for t, step in zip((i1, i2, i3), steps))
            bufs.append(_sumproduct_pair(_sumproduct_pair(a, b, sum12), c, sum23))
        if unroll_dim in sumdim:
            for buf in bufs:
                output = _add_into(output, buf)
        else:
            output = _add_into(output, torch.cat(bufs, unroll_dim))
    for i in reversed(range(total)):
        if i in sumdim:
            output = output.squeeze(i)
    return output


class Trilinear(Function):
    @staticmethod
    def forward(ctx, i1, i2, i3, expand1, expand2, expand3, sumdim):
        ctx.save_for_backward(i1, i2, i3)
        ctx.dims = expand1, expand2, expand3, sumdim
        return trilinear(i1, i2, i3, expand1, expand2, expand3, sumdim)

    @staticmethod
    def backward(ctx, grad):
        i1, i2, i3 = ctx.saved_tensors
        expand1, expand2, expand3, sumdim = ctx.dims
        need = ctx.needs_input_grad
        return (trilinear(grad, i2, i3, sumdim, expand2, expand3, expand1) if need[0] else None,
                trilinear(i1, grad, i3, expand1, sumdim, expand3, expand2) if need[1] else None,
                trilinear(i1, i2, grad, expand1, expand2, sumdim, expand3) if need[2] else None,
                None, None, None, None)


shown_as_node(Trilinear, "TrilinearBackward0")
