# nn.init with a seed, the way tutorials initialise their layers; gains and fan computations.
import torch
import torch.nn as nn

torch.manual_seed(11)
print(nn.init.calculate_gain("relu"), nn.init.calculate_gain("leaky_relu", 0.2), nn.init.calculate_gain("tanh"))
print(nn.init.calculate_gain("selu"), nn.init.calculate_gain("conv2d"), nn.init.calculate_gain("sigmoid"))
try:
    nn.init.calculate_gain("swish")
except ValueError as e:
    print("ValueError:", e)

w = torch.empty(3, 5)
print(nn.init.uniform_(w, -0.1, 0.1))
print(nn.init.normal_(w, mean=1.0, std=0.01))
print(nn.init.constant_(w, 0.3)[0])
print(nn.init.ones_(torch.empty(2)), nn.init.zeros_(torch.empty(2)))
print(nn.init.eye_(torch.empty(2, 3)))
print(nn.init.dirac_(torch.empty(2, 2, 3))[:, :, 1])
print(nn.init.xavier_uniform_(w, gain=nn.init.calculate_gain("relu")))
print(nn.init.xavier_normal_(w))
print(nn.init.kaiming_uniform_(w, a=0.1, mode="fan_out", nonlinearity="leaky_relu"))
print(nn.init.kaiming_normal_(w, mode="fan_in", nonlinearity="relu"))
print(nn.init.trunc_normal_(w, std=0.5, a=-0.5, b=0.5))
o = nn.init.orthogonal_(torch.empty(3, 5))
print(o)
print(torch.allclose(o @ o.T, torch.eye(3), atol=1e-6))
print(nn.init.sparse_(torch.empty(4, 3), sparsity=0.5))
conv = nn.Conv2d(3, 4, 3)
print(conv.weight[0, 0])
print(conv.bias)
nn.init.kaiming_normal_(conv.weight, mode="fan_out", nonlinearity="relu")
print(conv.weight.std().item() > 0)

def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.xavier_uniform_(m.weight)
        m.bias.data.fill_(0.01)
        print("init", m)

net = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))
net.apply(init_weights)
print(net[0].weight, net[2].bias)
emb = nn.Embedding(5, 3, padding_idx=0)
print(emb.weight)
lstm = nn.LSTM(2, 2)
for name, p in lstm.named_parameters():
    if "weight" in name:
        nn.init.orthogonal_(p)
    else:
        nn.init.zeros_(p)
print(lstm.weight_hh_l0)
try:
    nn.init.xavier_uniform_(torch.empty(3))
except ValueError as e:
    print("ValueError:", e)
try:
    nn.init.orthogonal_(torch.empty(3))
except ValueError as e:
    print("ValueError:", e)
