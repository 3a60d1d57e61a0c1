# Pruning tutorial: global unstructured pruning, iterative pruning, custom pruning method, remove
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.nn.utils.prune as prune

torch.manual_seed(0)


class LeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 3, 3)
        self.conv2 = nn.Conv2d(3, 4, 3)
        self.fc1 = nn.Linear(4 * 2 * 2, 10)
        self.fc2 = nn.Linear(10, 5)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.relu(self.conv2(x))
        x = x.view(-1, int(x.nelement() / x.shape[0]))
        return self.fc2(F.relu(self.fc1(x)))


model = LeNet()
module = model.conv1
print(list(module.named_parameters())[0][0], list(module.named_buffers()))
prune.random_unstructured(module, name="weight", amount=0.3)
print([n for n, _ in module.named_parameters()])
print([n for n, _ in module.named_buffers()])
print(module.weight_mask.sum().item(), module.weight_mask.numel())
print(module._forward_pre_hooks.__class__.__name__, len(module._forward_pre_hooks))
prune.l1_unstructured(module, name="bias", amount=1)
print(module.bias)
prune.ln_structured(module, name="weight", amount=0.5, n=2, dim=0)
for hook in module._forward_pre_hooks.values():
    if hook._tensor_name == "weight":
        break
print(type(hook).__name__, [type(h).__name__ for h in hook])
print(module.weight_mask.sum(dim=(1, 2, 3)))
prune.remove(module, "weight")
print([n for n, _ in module.named_parameters()], [n for n, _ in module.named_buffers()])

model = LeNet()
parameters_to_prune = (
    (model.conv1, "weight"), (model.conv2, "weight"), (model.fc1, "weight"), (model.fc2, "weight"),
)
prune.global_unstructured(parameters_to_prune, pruning_method=prune.L1Unstructured, amount=0.2)
total_zero, total = 0, 0
for m, n in parameters_to_prune:
    w = getattr(m, n)
    z = float(torch.sum(w == 0))
    total_zero += z
    total += w.nelement()
    print("Sparsity in {}: {:.2f}%".format(type(m).__name__, 100.0 * z / w.nelement()))
print("Global sparsity: {:.2f}%".format(100.0 * total_zero / total))


class FooBarPruningMethod(prune.BasePruningMethod):
    """Prune every other entry in a tensor"""
    PRUNING_TYPE = "unstructured"

    def compute_mask(self, t, default_mask):
        mask = default_mask.clone()
        mask.view(-1)[::2] = 0
        return mask


def foobar_unstructured(module, name):
    FooBarPruningMethod.apply(module, name)
    return module


model = LeNet()
foobar_unstructured(model.fc2, name="bias")
print(model.fc2.bias_mask)
print(model.fc2.bias)
out = model(torch.randn(2, 1, 10, 10))
print(out)
out.sum().backward()
print(model.fc2.bias_orig.grad)
print(prune.is_pruned(model), prune.is_pruned(nn.Linear(2, 2)))
print(model.state_dict().keys())
