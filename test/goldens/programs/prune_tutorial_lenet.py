# The pruning tutorial on LeNet: masks as buffers, forward pre-hooks, remove, global and custom pruning
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.nn.utils.prune as prune
torch.manual_seed(0)
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
model = LeNet()
module = model.conv1
print(list(module.named_parameters())[1])
print(list(module.named_buffers()))
prune.random_unstructured(module, name="weight", amount=0.3)
print([n for n, _ in module.named_parameters()])
print([n for n, _ in module.named_buffers()])
print(int(module.weight_mask.sum()))
print(list(module._forward_pre_hooks.keys()), [type(h).__name__ for h in module._forward_pre_hooks.values()])
prune.l1_unstructured(module, name="bias", amount=3)
print(module.bias_mask)
print(module.bias)
prune.ln_structured(module, name="weight", amount=0.5, n=2, dim=0)
print(module.weight_mask.sum(dim=(1, 2, 3)))
for hook in module._forward_pre_hooks.values():
    if hook._tensor_name == "weight":
        break
print([type(m).__name__ for m in hook])
print(type(hook).__name__)
print(model.state_dict().keys())
prune.remove(module, 'weight')
print([n for n, _ in module.named_parameters()])
print([n for n, _ in module.named_buffers()])
new_model = LeNet()
for name, module in new_model.named_modules():
    if isinstance(module, torch.nn.Conv2d):
        prune.l1_unstructured(module, name='weight', amount=0.2)
    elif isinstance(module, torch.nn.Linear):
        prune.l1_unstructured(module, name='weight', amount=0.4)
print(dict(new_model.named_buffers()).keys())
model = LeNet()
parameters_to_prune = (
    (model.conv1, 'weight'), (model.conv2, 'weight'), (model.fc1, 'weight'),
    (model.fc2, 'weight'), (model.fc3, 'weight'),
)
prune.global_unstructured(parameters_to_prune, pruning_method=prune.L1Unstructured, amount=0.2)
for m, n in parameters_to_prune:
    print("Sparsity: {:.2f}%".format(100. * float(torch.sum(m.weight == 0)) / float(m.weight.nelement())))
print("Global sparsity: {:.2f}%".format(100. * float(sum(torch.sum(m.weight == 0) for m, _ in parameters_to_prune)) / float(sum(m.weight.nelement() for m, _ in parameters_to_prune))))
class FooBarPruningMethod(prune.BasePruningMethod):
    PRUNING_TYPE = 'unstructured'
    def compute_mask(self, t, default_mask):
        mask = default_mask.clone()
        mask.view(-1)[::2] = 0
        return mask
def foobar_unstructured(module, name):
    FooBarPruningMethod.apply(module, name)
    return module
model = LeNet()
foobar_unstructured(model.fc3, name='bias')
print(model.fc3.bias_mask)
print(prune.is_pruned(model), prune.is_pruned(LeNet()))
out = model.fc3(torch.randn(2, 84))
print(out.shape)
