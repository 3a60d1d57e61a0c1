# Module paths and names real programs touch: torch.backends' CPU flags (mkldnn, openmp, mkl, opt_einsum),
# torch.utils.model_zoo, and F.max_pool1d/2d_with_indices.
import torch
import torch.backends.opt_einsum as oe
import torch.nn.functional as F
import torch.utils.model_zoo as model_zoo

print(torch.backends.mkldnn.is_available(), torch.backends.mkldnn.enabled, torch.backends.openmp.is_available(),
      torch.backends.mkl.is_available())
with torch.backends.mkldnn.flags(enabled=False):
    print(torch.backends.mkldnn.enabled)
print(torch.backends.mkldnn.enabled)
print(oe.is_available(), oe.enabled, oe.strategy)
print(model_zoo.load_url is torch.hub.load_state_dict_from_url)
torch.manual_seed(0)
x = torch.randn(1, 2, 6)
print(F.max_pool1d_with_indices(x, 2))
y = torch.randn(1, 1, 4, 4, requires_grad=True)
out, idx = F.max_pool2d_with_indices(y, 2, stride=1)
print(out, idx)
out.sum().backward()
print(y.grad)
print(F.max_pool2d_with_indices(y, 3, 1, 1, return_indices=False)[1].shape)
