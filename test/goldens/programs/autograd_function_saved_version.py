# A custom Function's saved tensors are version-checked when backward reads them: an input or output changed in
# place since save_for_backward makes backward raise, naming the tensor's node as PyTorch's SavedVariable does.
import torch

torch.manual_seed(0)


class MulBoth(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, y):
        prod, total = x * y, x + y
        ctx.save_for_backward(x, y, prod, total)
        return prod, total

    @staticmethod
    def backward(ctx, g_prod, g_total):
        x, y, prod, total = ctx.saved_tensors
        return g_prod * y + g_total, g_prod * x + g_total


def attempt(label, change):
    x = torch.randn(2, 3, requires_grad=True)
    y = torch.randn(2, 3)
    x_in = x * 1
    prod, total = MulBoth.apply(x_in, y)
    try:
        change(x_in, y, prod, total)
        (prod.sum() + total.sum()).backward()
        print(label, "ok", x.grad)
    except RuntimeError as e:
        print(label, e)


attempt("unchanged", lambda x, y, prod, total: None)
attempt("leaf input", lambda x, y, prod, total: y.add_(1))
attempt("non-leaf input", lambda x, y, prod, total: x.mul_(3))
attempt("first output", lambda x, y, prod, total: prod.mul_(2))
attempt("second output", lambda x, y, prod, total: total.sub_(1))
attempt("twice", lambda x, y, prod, total: (y.add_(1), y.add_(1)))
