# Tensor.sum_to_size (ATen sum_to: leading dims summed away, size-1 dims with keepdim; self itself when nothing
# is summed; its refusal in its words), the is_neg/resolve_neg pair, and the hardshrink/prelu methods.
import torch
x = torch.arange(6.).reshape(2, 3).requires_grad_()
y = x * 1
for size in [(1, 3), ((2, 1),), (3,), ((2, 3),), (2, 3), ([1, 1],), (1, 1, 3)]:
    try:
        r = y.sum_to_size(*size)
        print(r, r is y)
    except RuntimeError as e:
        print(e)
for size in [(4,), (2, 2)]:
    try:
        y.sum_to_size(*size)
    except RuntimeError as e:
        print(e)
print(x.is_neg(), torch.is_neg(x), torch.resolve_neg(x) is x, x.resolve_neg() is x)
print(y.hardshrink(1.5), y.hardshrink(), y.prelu(torch.tensor([0.25])).detach(), (-y).prelu(torch.tensor([0.25])).detach())
y.sum_to_size(1, 3).sum().backward()
print(x.grad)
