# Pruning's argument checks, identity and custom masks, and the container of stacked methods
import torch, torch.nn as nn
import torch.nn.utils.prune as prune
torch.manual_seed(3)
lin = nn.Linear(4, 3)
def tryit(name, f):
    try:
        r = f(); print(name, "->", r)
    except Exception as e:
        print(name, type(e).__name__, e)
tryit("amount>1", lambda: prune.l1_unstructured(lin, "weight", amount=1.5))
tryit("amount int too big", lambda: prune.l1_unstructured(lin, "weight", amount=20))
tryit("amount negative", lambda: prune.random_unstructured(lin, "weight", amount=-1))
tryit("bad name", lambda: prune.l1_unstructured(lin, "foo", amount=0.1))
tryit("remove unpruned", lambda: prune.remove(lin, "bias"))
prune.identity(lin, "bias")
print(lin.bias_mask)
prune.random_structured(lin, "weight", amount=1, dim=1)
print(lin.weight_mask)
prune.l1_unstructured(lin, "weight", amount=0.25)
h = [h for h in lin._forward_pre_hooks.values()][0]
print(type(h).__name__, h._pruning_methods if hasattr(h, "_pruning_methods") else None)
print((lin.weight == 0).sum())
m = torch.ones(3, 4); m[0] = 0
prune.custom_from_mask(lin, "weight", m)
print(lin.weight_mask)
tryit("structured 1d", lambda: prune.ln_structured(nn.Linear(2, 2), "bias", amount=1, n=1, dim=1))
tryit("global bad", lambda: prune.global_unstructured([(lin, "weight")], pruning_method=prune.RandomStructured, amount=0.1))
print(prune.L1Unstructured(0.2).compute_mask(torch.tensor([1., -3., 2., 0.5, 4.]), torch.ones(5)))
print(prune.PruningContainer)
