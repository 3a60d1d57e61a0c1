import torch
from torch import nn
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(3, 2), nn.ReLU())
cm = torch.compile(m)
print(type(cm))
print(cm)
x = torch.randn(4, 3)
print(torch.equal(cm(x), m(x)), list(cm.state_dict()))
@torch.compile
def f(a, b):
    return (a * b).sin() + 1
print(f(torch.ones(2), torch.ones(2)), f.__name__)
for kw in (dict(mode="fast"), dict(mode="default", options={}), dict(backend="nope")):
    try:
        torch.compile(m, **kw)
    except Exception as e:
        print(type(e).__name__, e)
print(cm[0].weight.shape)
