# Every torch.nn.utils.prune method on seeded layers: the masks, the pruned values, gradients through weight_orig,
# stacking in a PruningContainer (each method acting on what the earlier ones kept), importance scores, global
# pruning, a custom method, prune() on a bare tensor, state dicts, buffers, hooks and making pruning permanent.
import torch
import torch.nn as nn
import torch.nn.utils.prune as prune

torch.manual_seed(0)
conv = nn.Conv2d(2, 4, 2)
prune.random_unstructured(conv, "weight", amount=0.3)
print(conv.weight_mask.flatten().tolist())
print(int(conv.weight_mask.sum()), [n for n, _ in conv.named_parameters()], [n for n, _ in conv.named_buffers()])
prune.l1_unstructured(conv, "weight", amount=5)
print(int(conv.weight_mask.sum()))
prune.ln_structured(conv, "weight", amount=0.25, n=1, dim=0)
print(conv.weight_mask.sum(dim=(1, 2, 3)))
prune.random_structured(conv, "weight", amount=1, dim=1)
print(conv.weight_mask.sum(dim=(0, 2, 3)))
hook = next(h for h in conv._forward_pre_hooks.values())
print(type(hook).__name__, len(hook), [type(m).__name__ for m in hook], hook._tensor_name)
print([getattr(m, "amount", None) for m in hook], [getattr(m, "dim", None) for m in hook])
print(torch.equal(conv.weight, conv.weight_orig * conv.weight_mask))
print(conv.weight)

# the pre-hook recomputes weight from weight_orig each forward
with torch.no_grad():
    conv.weight_orig.add_(1.0)
out = conv(torch.ones(1, 2, 3, 3))
print(torch.equal(conv.weight, conv.weight_orig * conv.weight_mask))
out.sum().backward()
print(conv.weight_orig.grad)
print(sorted(conv.state_dict().keys()))
prune.remove(conv, "weight")
print(prune.is_pruned(conv), [n for n, _ in conv.named_parameters()], type(conv.weight).__name__)
print(int((conv.weight == 0).sum()), len(conv._forward_pre_hooks))

# importance scores, ln_structured with other norms
torch.manual_seed(1)
lin = nn.Linear(4, 3)
scores = torch.arange(12.0).reshape(3, 4)
prune.l1_unstructured(lin, "weight", amount=0.5, importance_scores=scores)
print(lin.weight_mask)
lin2 = nn.Linear(4, 3)
prune.ln_structured(lin2, "weight", amount=2, n=float("inf"), dim=1, importance_scores=scores.flip(1))
print(lin2.weight_mask)
lin3 = nn.Linear(5, 4)
prune.ln_structured(lin3, "weight", amount=0.5, n=-float("inf"), dim=-1)
print(lin3.weight_mask)
prune.identity(lin3, "bias")
print(lin3.bias_mask, prune.is_pruned(lin3), sorted(n for n, _ in lin3.named_buffers()))
print(prune.L1Unstructured(amount=2).prune(torch.tensor([[3.0, -1.0], [0.5, 2.0]])))
print(prune.LnStructured(amount=1, n=2, dim=0).compute_mask(torch.tensor([[3.0, -1.0], [0.5, 2.0]]),
                                                              torch.ones(2, 2)))

# global pruning with importance scores, over a model's layers
torch.manual_seed(2)
model = nn.Sequential(nn.Linear(6, 5), nn.ReLU(), nn.Linear(5, 3))
params = ((model[0], "weight"), (model[0], "bias"), (model[2], "weight"))
prune.global_unstructured(params, pruning_method=prune.L1Unstructured, amount=0.5,
                          importance_scores={(model[0], "bias"): torch.full((5,), 100.0)})
print([int(getattr(m, n + "_mask").sum()) for m, n in params], model[0].bias_mask)
prune.global_unstructured(params, pruning_method=prune.RandomUnstructured, amount=4)
print([int(getattr(m, n + "_mask").sum()) for m, n in params])
print([type(h).__name__ for h in model[0]._forward_pre_hooks.values()])
print(prune.is_pruned(model), sorted(model.state_dict().keys()))
try:
    prune.global_unstructured(params, pruning_method=prune.LnStructured, amount=1, n=2, dim=0)
except TypeError as e:
    print("TypeError", e)
for bad in (5, {"a": 1}):
    try:
        prune.global_unstructured(bad if bad == 5 else params, pruning_method=prune.L1Unstructured, amount=1,
                                  importance_scores=None if bad == 5 else [1])
    except TypeError as e:
        print("TypeError", e)


# a pruning method of our own
class EveryOther(prune.BasePruningMethod):
    PRUNING_TYPE = "unstructured"

    def compute_mask(self, t, default_mask):
        mask = default_mask.clone()
        mask.view(-1)[::2] = 0
        return mask


def every_other(module, name):
    EveryOther.apply(module, name)
    return module


torch.manual_seed(3)
net = nn.Linear(3, 2)
every_other(net, "bias")
print(net.bias_mask, net.bias)
prune.l1_unstructured(net, "weight", amount=1)
every_other(net, "weight")
print(net.weight_mask)
print([type(h).__name__ for h in net._forward_pre_hooks.values()])
prune.remove(net, "bias")
print(list(net._forward_pre_hooks.values())[0].__class__.__name__, [n for n, _ in net.named_parameters()])


try:
    container = prune.PruningContainer(prune.Identity())
except AttributeError as e:
    print("AttributeError", e)
first = prune.L1Unstructured(amount=1)
first._tensor_name = "weight"
second = prune.Identity()
second._tensor_name = "bias"
container = prune.PruningContainer(first)
try:
    container.add_pruning_method(second)
except ValueError as e:
    message = str(e)
    # the message names the container by its address
    print("ValueError", message[:message.index(" to ")], message[message.index(". Found"):])
try:
    container.add_pruning_method("nope")
except TypeError as e:
    print("TypeError", e)
try:
    prune.random_structured(nn.Linear(3, 3), "bias", amount=1, dim=0)
except ValueError as e:
    print("ValueError", e)
try:
    prune.ln_structured(nn.Linear(3, 3), "weight", amount=1, n=2, dim=2)
except IndexError as e:
    print("IndexError", e)
failed = nn.Linear(2, 2)
try:
    prune.l1_unstructured(failed, "weight", amount=9)
except ValueError as e:
    print("ValueError", e)
print([n for n, _ in failed.named_parameters()], [n for n, _ in failed.named_buffers()], prune.is_pruned(failed))
