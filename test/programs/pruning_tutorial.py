# The pruning tutorial: pruning a LeNet's layers one parameter at a time, iteratively, globally, and with a pruning
# method of our own; the masks live as buffers and a forward pre-hook reapplies them until the pruning is removed.
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.nn.utils.prune as prune


class LeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 3)
        self.conv2 = nn.Conv2d(6, 16, 3)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), (2, 2))
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = x.view(-1, int(x.nelement() / x.shape[0]))
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        return self.fc3(x)


torch.manual_seed(0)
model = LeNet()
module = model.conv1
print(list(module.named_parameters())[1][1].shape, list(module.named_buffers()))

prune.random_unstructured(module, name="weight", amount=0.3)
print([name for name, _ in module.named_parameters()])
print([name for name, _ in module.named_buffers()])
print(module.weight[0])
print({k: type(h).__name__ for k, h in module._forward_pre_hooks.items()})

prune.l1_unstructured(module, name="bias", amount=3)
print([name for name, _ in module.named_parameters()])
print(module.bias_mask, module.bias)

# iterative pruning: the second method acts on what the first kept
prune.ln_structured(module, name="weight", amount=0.5, n=2, dim=0)
print(module.weight.abs().sum(dim=(1, 2, 3)))
for hook in module._forward_pre_hooks.values():
    if hook._tensor_name == "weight":
        break
print([type(method).__name__ for method in hook])
print(sorted(model.state_dict().keys()))

prune.remove(module, "weight")
print([name for name, _ in module.named_parameters()], [name for name, _ in module.named_buffers()])
print(float((module.weight == 0).sum()) / module.weight.nelement())

# pruning several parameters of the model
new_model = LeNet()
for name, m in new_model.named_modules():
    if isinstance(m, torch.nn.Conv2d):
        prune.l1_unstructured(m, name="weight", amount=0.2)
    elif isinstance(m, torch.nn.Linear):
        prune.l1_unstructured(m, name="weight", amount=0.4)
print(dict(new_model.named_buffers()).keys())

# global pruning: 20% of all the weights, fewer or more in each layer
model = LeNet()
parameters_to_prune = ((model.conv1, "weight"), (model.conv2, "weight"), (model.fc1, "weight"),
                       (model.fc2, "weight"), (model.fc3, "weight"))
prune.global_unstructured(parameters_to_prune, pruning_method=prune.L1Unstructured, amount=0.2)
total_zero, total = 0, 0
for m, name in parameters_to_prune:
    zeros = int(torch.sum(getattr(m, name) == 0))
    total_zero += zeros
    total += getattr(m, name).nelement()
    print(f"Sparsity in {type(m).__name__}.{name}: {100.0 * zeros / getattr(m, name).nelement():.2f}%")
print(f"Global sparsity: {100.0 * total_zero / total:.2f}%")
print(model(torch.randn(2, 1, 28, 28)))


# a pruning method of our own: every other entry of the tensor
class FooBarPruningMethod(prune.BasePruningMethod):
    PRUNING_TYPE = "unstructured"

    def compute_mask(self, t, default_mask):
        mask = default_mask.clone()
        mask.view(-1)[::2] = 0
        return mask


def foobar_unstructured(module, name):
    FooBarPruningMethod.apply(module, name)
    return module


model = LeNet()
foobar_unstructured(model.fc3, name="bias")
print(model.fc3.bias_mask)
