# Building models with PyTorch: Module API, buffers, containers, reprs, named_* iterators
import torch
import torch.nn as nn

torch.manual_seed(0)

class TinyModel(nn.Module):
    def __init__(self):
        super(TinyModel, self).__init__()
        self.linear1 = torch.nn.Linear(100, 200)
        self.activation = torch.nn.ReLU()
        self.linear2 = torch.nn.Linear(200, 10)
        self.softmax = torch.nn.Softmax(dim=1)
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
        self.register_buffer("scratch", torch.ones(2), persistent=False)

    def forward(self, x):
        self.steps += 1
        x = self.linear1(x)
        x = self.activation(x)
        x = self.linear2(x)
        x = self.softmax(x)
        return x

tinymodel = TinyModel()
print('The model:')
print(tinymodel)
print('\n\nJust one layer:')
print(tinymodel.linear2)
print('\n\nModel params:')
for param in tinymodel.parameters():
    print(param.shape)
print('\n\nLayer params:')
for param in tinymodel.linear2.parameters():
    print(param.shape)
print(list(tinymodel.state_dict().keys()))
print([n for n, _ in tinymodel.named_buffers()])
out = tinymodel(torch.rand(2, 100))
print(out.sum(dim=1), tinymodel.steps)
print(sum(p.numel() for p in tinymodel.parameters() if p.requires_grad))

class Scaled(nn.Module):
    def __init__(self, n, scale=2.0):
        super().__init__()
        self.n = n
        self.scale = scale
        self.weight = nn.Parameter(torch.ones(n))

    def extra_repr(self):
        return f"n={self.n}, scale={self.scale}"

    def forward(self, x):
        return x * self.weight * self.scale

class Container(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(4, 6), nn.Linear(6, 4)])
        self.heads = nn.ModuleDict({"cls": nn.Linear(4, 3), "reg": Scaled(4)})
        self.params = nn.ParameterList([nn.Parameter(torch.randn(2)) for _ in range(2)])
        self.pdict = nn.ParameterDict({"alpha": nn.Parameter(torch.tensor(0.5))})
        self.seq = nn.Sequential(nn.Linear(4, 4), nn.GELU(), nn.Dropout(0.1))

    def forward(self, x):
        for l in self.layers:
            x = l(x)
        x = self.seq(x)
        return self.heads["cls"](x), self.heads["reg"](x) * self.pdict["alpha"]

c = Container()
print(c)
print([n for n, _ in c.named_parameters()])
print([n for n, _ in c.named_modules()][:8])
print([type(m).__name__ for m in c.children()])
a, b = c(torch.randn(2, 4))
print(a.shape, b.shape, a.grad_fn.name())
c.eval()
print(c.training, c.seq[2].training)
c.train()
print(c.seq[2].training)
c.requires_grad_(False)
print(any(p.requires_grad for p in c.parameters()))
c.half()
print(c.layers[0].weight.dtype)
c.float()
print(c.get_submodule("heads.reg"), c.get_parameter("pdict.alpha"))
seq = nn.Sequential()
seq.add_module("fc", nn.Linear(2, 2))
seq.append(nn.ReLU())
print(seq, len(seq), seq[-1])
print(nn.Sequential(*[nn.Identity()] * 3))
ml = nn.ModuleList([nn.ReLU()])
ml.extend([nn.Tanh(), nn.Sigmoid()])
ml.insert(1, nn.ELU())
print(ml)
print(nn.Flatten(), nn.Unflatten(1, (2, 2)), nn.Bilinear(2, 3, 4), nn.Embedding(10, 3, max_norm=1.0))
print(nn.LSTM(10, 20, num_layers=2, dropout=0.1, batch_first=True), nn.MultiheadAttention(16, 2), nn.TransformerEncoderLayer(16, 2, 32).linear1)
try:
    c.register_buffer("steps.x", torch.zeros(1))
except KeyError as e:
    print("KeyError:", e)
try:
    c.layers = 3
except TypeError as e:
    print("TypeError:", e)
try:
    c.get_submodule("heads.missing")
except AttributeError as e:
    print("AttributeError:", e)
