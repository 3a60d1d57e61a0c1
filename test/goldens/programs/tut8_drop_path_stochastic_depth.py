# Stochastic depth (DropPath) as timm writes it, residual blocks that drop per sample, in train and eval modes
import torch
import torch.nn as nn

torch.manual_seed(0)


def drop_path(x, drop_prob: float = 0.0, training: bool = False, scale_by_keep: bool = True):
    if drop_prob == 0.0 or not training:
        return x
    keep_prob = 1 - drop_prob
    shape = (x.shape[0],) + (1,) * (x.ndim - 1)
    random_tensor = x.new_empty(shape).bernoulli_(keep_prob)
    if keep_prob > 0.0 and scale_by_keep:
        random_tensor.div_(keep_prob)
    return x * random_tensor


class DropPath(nn.Module):
    def __init__(self, drop_prob=None, scale_by_keep=True):
        super().__init__()
        self.drop_prob = drop_prob
        self.scale_by_keep = scale_by_keep

    def forward(self, x):
        return drop_path(x, self.drop_prob, self.training, self.scale_by_keep)

    def extra_repr(self):
        return f"drop_prob={round(self.drop_prob, 3):0.3f}"


class Block(nn.Module):
    def __init__(self, dim, dp):
        super().__init__()
        self.mlp = nn.Sequential(nn.LayerNorm(dim), nn.Linear(dim, dim * 2), nn.GELU(), nn.Linear(dim * 2, dim))
        self.drop_path = DropPath(dp) if dp > 0 else nn.Identity()

    def forward(self, x):
        return x + self.drop_path(self.mlp(x))


dpr = [x.item() for x in torch.linspace(0, 0.3, 4)]
print(dpr)
net = nn.Sequential(*[Block(6, p) for p in dpr])
print(net[3])
x = torch.ones(8, 6)
dp = DropPath(0.5)
print(dp(x)[:, 0])
dp.eval()
print(dp(x)[:, 0])
print(drop_path(torch.ones(4, 2, 2), 0.25, True)[:, 0, 0], drop_path(torch.ones(4, 2), 0.25, True, scale_by_keep=False)[:, 0])
print(torch.empty(6).bernoulli_(0.3), torch.bernoulli(torch.full((2, 3), 0.7)), torch.bernoulli(torch.tensor([0.0, 0.5, 1.0], dtype=torch.float64)))
xin = torch.randn(4, 6)
net.train()
a = net(xin)
net.eval()
b = net(xin)
print(a[0], b[0], sep="\n")
print(torch.nn.functional.dropout(torch.ones(2, 5), 0.4), torch.nn.functional.dropout1d(torch.ones(1, 4, 3), 0.5))
