# Pruning and parametrizations on small layers: masks as buffers, the pre-hook that reapplies them, stacking,
# global pruning, making it permanent; weight_norm and spectral_norm, old and new APIs; a parametrization of our own.
import warnings

import torch
import torch.nn as nn
import torch.nn.utils.prune as prune
import torch.nn.utils.parametrize as parametrize
from torch.nn.utils import parametrizations

torch.manual_seed(0)
lin = nn.Linear(4, 3)
prune.l1_unstructured(lin, name="weight", amount=0.5)
print([n for n, _ in lin.named_parameters()], [n for n, _ in lin.named_buffers()])
print(lin.weight_mask)
print(lin.weight)
print(list(lin._forward_pre_hooks.values())[0].__class__.__name__, prune.is_pruned(lin))
out = lin(torch.ones(2, 4)).sum()
out.backward()
print(lin.weight_orig.grad)

prune.ln_structured(lin, name="weight", amount=1, n=2, dim=0)
hook = list(lin._forward_pre_hooks.values())[0]
print(type(hook).__name__, len(hook), [type(m).__name__ for m in hook])
print(lin.weight_mask)
prune.remove(lin, "weight")
print([n for n, _ in lin.named_parameters()], prune.is_pruned(lin), lin.weight)

torch.manual_seed(1)
conv = nn.Conv2d(2, 4, 3)
prune.random_structured(conv, "weight", amount=0.5, dim=0)
print(conv.weight_mask.sum(dim=(1, 2, 3)))
prune.random_unstructured(conv, "bias", amount=2)
print(conv.bias_mask)
prune.custom_from_mask(conv, "bias", mask=torch.tensor([1.0, 0.0, 1.0, 1.0]))
print(conv.bias_mask)

torch.manual_seed(2)
net = nn.Sequential(nn.Linear(5, 4), nn.ReLU(), nn.Linear(4, 2))
params = [(net[0], "weight"), (net[2], "weight")]
prune.global_unstructured(params, pruning_method=prune.L1Unstructured, amount=0.4)
print(int((net[0].weight == 0).sum()), int((net[2].weight == 0).sum()))
for bad in (-1, 1.5, "half"):
    try:
        prune.l1_unstructured(nn.Linear(2, 2), "weight", amount=bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    prune.l1_unstructured(nn.Linear(2, 2), "weight", amount=5)
except ValueError as e:
    print("ValueError", e)
try:
    prune.remove(nn.Linear(2, 2), "weight")
except ValueError as e:
    print("ValueError", e)
try:
    prune.ln_structured(nn.Linear(2, 2), "bias", amount=1, n=2, dim=0)
except ValueError as e:
    print("ValueError", e)

# weight_norm, the older hook API
torch.manual_seed(3)
with warnings.catch_warnings():
    # current PyTorch warns that it is deprecated (the fixtures check that); 1.13 does not
    warnings.simplefilter("ignore", FutureWarning)
    wn = nn.utils.weight_norm(nn.Linear(3, 2))
print([n for n, _ in wn.named_parameters()])
print(wn.weight_g, wn.weight_v)
print(wn(torch.ones(1, 3)))
nn.utils.remove_weight_norm(wn)
print([n for n, _ in wn.named_parameters()])

# spectral_norm, the older hook API
torch.manual_seed(4)
sn = nn.utils.spectral_norm(nn.Linear(4, 3))
print(sorted(n for n, _ in sn.named_parameters()), sorted(n for n, _ in sn.named_buffers()))
y = sn(torch.ones(2, 4))
print(y)
print(sorted(sn.state_dict().keys()))
print(sn.weight_u, sn.weight_v)


# a parametrization of our own: a symmetric matrix
class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)


torch.manual_seed(5)
layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Symmetric())
print(type(layer).__name__, parametrize.is_parametrized(layer), parametrize.is_parametrized(layer, "bias"))
print(layer.weight)
print(torch.equal(layer.weight, layer.weight.T))
print(sorted(n for n, _ in layer.named_parameters()))
print(layer)
layer(torch.ones(1, 3)).sum().backward()
print(layer.parametrizations.weight.original.grad)
with parametrize.cached():
    print(layer.weight is layer.weight)
print(layer.weight is layer.weight)
print(parametrize.type_before_parametrizations(layer).__name__)
parametrize.remove_parametrizations(layer, "weight")
print(type(layer).__name__, sorted(n for n, _ in layer.named_parameters()))
print(layer.weight)


class NoInverse(nn.Module):
    def forward(self, X):
        return X * 2


l2 = nn.Linear(2, 2)
parametrize.register_parametrization(l2, "weight", NoInverse())
try:
    l2.weight = torch.zeros(2, 2)
except RuntimeError as e:
    print("RuntimeError", e)


class Bad(nn.Module):
    def forward(self, X):
        return X.sum()


try:
    parametrize.register_parametrization(nn.Linear(2, 2), "weight", Bad())
except ValueError as e:
    print("ValueError", e)
