# What torch.jit.trace accepts as inputs and outputs: tuples, dicts, lists (strict or not), None, non-tensors,
# and how a trace replays on new shapes and input counts.
import warnings

import torch
import torch.nn as nn

torch.manual_seed(0)


class TwoHeads(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 8)
        self.cls = nn.Linear(8, 3)
        self.reg = nn.Linear(8, 1)

    def forward(self, x):
        h = torch.relu(self.body(x))
        return self.cls(h), self.reg(h).squeeze(-1)


m = TwoHeads().eval()
x = torch.randn(2, 4)
traced = torch.jit.trace(m, x)
logits, value = traced(torch.randn(5, 4))
print(logits.shape, value.shape)


def as_dict(x):
    return {"double": x * 2, "neg": -x}


d = torch.jit.trace(as_dict, torch.ones(2), strict=False)
print(d(torch.arange(3.0)))
try:
    torch.jit.trace(as_dict, torch.ones(2))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0][:100])


def as_list(x):
    return [x + 1, x - 1]


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    listed = torch.jit.trace(as_list, torch.ones(2))
for w in caught:
    print(w.category.__name__, str(w.message)[:70])
print(listed(torch.zeros(2)))
print(torch.jit.trace(as_list, torch.ones(2), strict=False)(torch.zeros(2)))


def pair_in(a, b):
    return a @ b


p = torch.jit.trace(pair_in, (torch.ones(2, 3), torch.ones(3, 2)))
print(p(torch.ones(4, 3), torch.ones(3, 1)).shape)


try:
    torch.jit.trace(pair_in, torch.ones(2, 2))
except TypeError as e:
    print("TypeError", e)



class DictOut(nn.Module):
    def forward(self, x):
        return {"out": x.relu(), "skip": x}


try:
    torch.jit.trace(DictOut(), torch.randn(3))
except RuntimeError as e:
    print("RuntimeError", str(e)[:60])
print(torch.jit.trace(DictOut(), torch.randn(3), strict=False)(torch.tensor([-1.0, 2.0])))
