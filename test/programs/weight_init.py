# Initialising weights with nn.init and Module.apply, seeded so every run draws the same numbers.
import torch
from torch import nn

torch.manual_seed(0)
w = torch.empty(3, 4)
print("uniform_", nn.init.uniform_(w, -0.1, 0.1))
print("normal_", nn.init.normal_(w, mean=0.0, std=0.02))
print("constant_", nn.init.constant_(w, 0.3))
print("ones_/zeros_", nn.init.ones_(torch.empty(2)), nn.init.zeros_(torch.empty(2)))
print("xavier_uniform_", nn.init.xavier_uniform_(w))
print("xavier_normal_", nn.init.xavier_normal_(w, gain=2.0))
print("kaiming_uniform_", nn.init.kaiming_uniform_(w, a=0.1))
print("kaiming_normal_", nn.init.kaiming_normal_(w, mode="fan_out", nonlinearity="relu"))
print("calculate_gain:", nn.init.calculate_gain("relu"), nn.init.calculate_gain("tanh"), nn.init.calculate_gain("leaky_relu", 0.2))


def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.xavier_uniform_(m.weight)
        nn.init.zeros_(m.bias)
    elif isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight, nonlinearity="relu")
        nn.init.constant_(m.bias, 0.01)


torch.manual_seed(1)
net = nn.Sequential(nn.Conv2d(1, 2, 2), nn.ReLU(), nn.Flatten(), nn.Linear(8, 3))
net.apply(init_weights)
print("\nafter apply:")
for name, p in net.named_parameters():
    print(name, p.data)

print("\nDefault Linear init is kaiming_uniform with a=sqrt(5):")
torch.manual_seed(2)
lin = nn.Linear(5, 2)
bound = 1 / 5 ** 0.5
print(lin.weight.abs().max().item() <= bound, lin.bias.abs().max().item() <= bound)
print(lin.weight)
lin.reset_parameters()
print(lin.weight)
