# Model surgery: walk named_modules, swap layers, freeze by name, apply an init, flatten parameters to a vector
import torch
import torch.nn as nn
from torch.nn.utils import parameters_to_vector, vector_to_parameters

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(1, 4, 3), nn.BatchNorm2d(4), nn.ReLU(),
    nn.Sequential(nn.Conv2d(4, 4, 3), nn.ReLU()),
    nn.Flatten(), nn.Linear(4 * 2 * 2, 3))
for name, m in model.named_modules():
    print(repr(name), type(m).__name__)
print([n for n, _ in model.named_children()])


def replace_relu(module):
    for name, child in module.named_children():
        if isinstance(child, nn.ReLU):
            setattr(module, name, nn.LeakyReLU(0.1))
        else:
            replace_relu(child)


replace_relu(model)
print(model)
for name, p in model.named_parameters():
    if not name.startswith("5."):
        p.requires_grad = False
print([n for n, p in model.named_parameters() if p.requires_grad])


@torch.no_grad()
def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.01)
        m.bias.fill_(0.0)
    elif isinstance(m, nn.Conv2d):
        nn.init.xavier_normal_(m.weight)


model.apply(init_weights)
print(model[5].weight[0, :4], model[0].weight.std())
vec = parameters_to_vector(model.parameters())
print(vec.shape, vec.requires_grad)
vector_to_parameters(torch.zeros_like(vec), model.parameters())
print(model[5].bias, model[1].weight)
vector_to_parameters(vec, model.parameters())
print(torch.equal(parameters_to_vector(model.parameters()), vec))
model[1] = nn.Identity()
print(model[:3])
x = torch.randn(2, 1, 6, 6)
print(model(x))
print(model[3][0].weight.shape, len(model), model[-1])
del model[1]
print(len(model), model.state_dict().keys())
model.insert(1, nn.Dropout(0.1))
print(type(model[1]).__name__)
