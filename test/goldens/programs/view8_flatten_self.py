# flatten with nothing to merge (start_dim == end_dim, a 1-d tensor's full flatten, nn.Flatten of a 2-d batch) is
# self itself: no view base, no autograd node.
import torch

x = torch.arange(4.)
print(x.flatten()._base is None, x.flatten().data_ptr() == x.data_ptr())
z = torch.randn(2, 3, requires_grad=True)
print(z.flatten(1, 1).grad_fn, z.flatten(-1, 1).grad_fn, torch.nn.Flatten()(z).grad_fn)
print(type(z.flatten(0, -1).grad_fn).__name__ in ('ViewBackward0', 'ReshapeAliasBackward0'))
s = torch.tensor(3.)
print(s.flatten().shape, s.flatten()._base is s)
try:
    z.flatten(1, 0)
except RuntimeError as e:
    print(type(e).__name__, e)
