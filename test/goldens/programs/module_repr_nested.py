# Printing models: nested containers, extra_repr, ModuleDict/ModuleList/ParameterList/ParameterDict, slicing.
from collections import OrderedDict
import torch
import torch.nn as nn

torch.manual_seed(0)

class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.act = nn.ReLU(inplace=True)

    def forward(self, x):
        return self.act(self.bn(self.conv(x))) + x

class Scale(nn.Module):
    def __init__(self, s):
        super().__init__()
        self.s = s
        self.w = nn.Parameter(torch.ones(1))

    def extra_repr(self):
        return f"s={self.s}"

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(OrderedDict([("conv", nn.Conv2d(3, 8, 5, stride=2)), ("pool", nn.MaxPool2d(2))]))
        self.blocks = nn.ModuleList([Block(8) for _ in range(2)])
        self.heads = nn.ModuleDict({"cls": nn.Linear(8, 10), "box": nn.Linear(8, 4)})
        self.scale = Scale(0.5)
        self.plist = nn.ParameterList([nn.Parameter(torch.zeros(2)), nn.Parameter(torch.zeros(3, 3))])
        self.pdict = nn.ParameterDict({"alpha": nn.Parameter(torch.ones(1))})
        self.empty = nn.Sequential()
        self.identity = nn.Identity()

net = Net()
print(net.stem)
print(net.blocks[0])
print(net.heads)
print(net.scale)
print(net.stem[0])
print(net.stem[:1])
print(net.blocks[-1])
print(net.heads["box"])
print(net.plist)
print(net.pdict)
print(repr(nn.ModuleList()))
print(nn.Sequential(nn.Linear(2, 2), nn.Sequential(nn.Tanh(), nn.Sequential(nn.Dropout(0.1)))))
print(nn.LSTM(4, 8, num_layers=2, batch_first=True, bidirectional=True))
print(nn.GRU(3, 3, num_layers=2, bias=False, dropout=0.5))
print(nn.RNN(2, 4, nonlinearity="relu"))
print(nn.Embedding(10, 3, padding_idx=0, max_norm=1.0))
print(nn.LayerNorm([4, 4], elementwise_affine=False))
print(nn.Conv1d(2, 4, 3, stride=2, padding="same" if False else 1, dilation=2, groups=2, padding_mode="reflect"))
print(nn.ConvTranspose2d(4, 2, 2, stride=2, output_padding=1))
print(nn.AdaptiveAvgPool2d((1, None)), nn.AvgPool2d(3, stride=1, padding=1, count_include_pad=False))
print(nn.LeakyReLU(0.2), nn.ELU(alpha=0.5, inplace=True), nn.Softmax(dim=-1), nn.Hardtanh(-2, 2))
print(nn.CrossEntropyLoss(label_smoothing=0.1), nn.MSELoss(reduction="sum"), nn.BCEWithLogitsLoss(pos_weight=torch.ones(2)))
print(nn.Flatten(), nn.Unflatten(1, (2, 5)), nn.Dropout(p=0.3), nn.Bilinear(2, 3, 4))
print(nn.TransformerEncoderLayer(8, 2, 16))
print(len(net.blocks), "cls" in net.heads, list(net.heads.keys()))
print([n for n, _ in net.named_children()])
print([n for n, _ in net.named_modules()][:8])
print(sum(1 for _ in net.modules()), sum(p.numel() for p in net.parameters()))
seq = nn.Sequential(nn.Linear(1, 2), nn.ReLU())
seq.append(nn.Linear(2, 1))
seq.insert(0, nn.Identity())
print(seq)
del seq[1]
print(seq)
print(net.get_submodule("blocks.1.bn"))
print(net.get_parameter("scale.w"))
try:
    net.get_submodule("blocks.5")
except (AttributeError, IndexError) as e:
    print(type(e).__name__, e)
