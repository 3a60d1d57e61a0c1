# nn.init recipes: initializing weights with apply, gains, fan modes
import math
import torch
import torch.nn as nn

torch.manual_seed(0)

def init_weights(m):
    if isinstance(m, nn.Linear):
        torch.nn.init.xavier_uniform_(m.weight)
        m.bias.data.fill_(0.01)

net = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 2))
print(net.apply(init_weights))
print(net[0].weight, net[1].bias)

def weights_init(m):
    classname = m.__class__.__name__
    if classname.find('Conv') != -1:
        nn.init.normal_(m.weight.data, 0.0, 0.02)
    elif classname.find('BatchNorm') != -1:
        nn.init.normal_(m.weight.data, 1.0, 0.02)
        nn.init.constant_(m.bias.data, 0)

cnn = nn.Sequential(nn.Conv2d(1, 2, 2, bias=False), nn.BatchNorm2d(2))
cnn.apply(weights_init)
print(cnn[0].weight, cnn[1].weight, cnn[1].bias)

print(nn.init.calculate_gain('leaky_relu', 0.2), nn.init.calculate_gain('tanh'), nn.init.calculate_gain('selu'))
print(nn.init.calculate_gain('relu'), nn.init.calculate_gain('conv2d'), nn.init.calculate_gain('sigmoid'))
w = torch.empty(3, 5)
print(nn.init.uniform_(w, a=-0.5, b=0.5))
print(nn.init.normal_(w, std=0.1))
print(nn.init.constant_(w, 0.3)[0])
print(nn.init.ones_(w)[0], nn.init.zeros_(w)[0])
print(nn.init.eye_(w))
print(nn.init.xavier_normal_(w, gain=nn.init.calculate_gain('relu')))
print(nn.init.kaiming_uniform_(w, mode='fan_in', nonlinearity='relu'))
print(nn.init.kaiming_normal_(w, mode='fan_out', nonlinearity='relu'))
print(nn.init.trunc_normal_(w, mean=0.0, std=1.0, a=-0.5, b=0.5))
print(nn.init.orthogonal_(w))
print(nn.init.sparse_(torch.empty(4, 3), sparsity=0.5, std=0.01))
d = torch.empty(2, 2, 3, 3)
print(nn.init.dirac_(d)[1])
print(nn.init.dirac_(torch.empty(4, 2, 3), groups=2)[:, :, 1])
print(nn.init._calculate_fan_in_and_fan_out(torch.empty(16, 8, 3, 3)))
try:
    nn.init.xavier_uniform_(torch.empty(3))
except ValueError as e:
    print("ValueError:", e)
try:
    nn.init.calculate_gain('foo')
except ValueError as e:
    print("ValueError:", e)

lin = nn.Linear(100, 50)
bound = 1 / math.sqrt(100)
print(lin.weight.abs().max().item() <= bound, lin.bias.abs().max().item() <= bound)
with torch.no_grad():
    lin.weight.normal_(0, 0.01)
    lin.bias.zero_()
print(lin.weight.std().item() < 0.02, lin.bias.sum())
emb = nn.Embedding(5, 3, padding_idx=0)
nn.init.uniform_(emb.weight, -0.1, 0.1)
print(emb.weight[0])
emb.reset_parameters()
print(emb.weight[0], emb.weight[1])
