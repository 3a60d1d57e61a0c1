import math
import warnings

import torch
from torch import nn
from torch.nn import init


def show(label, t):
    print(label, t.shape, t.dtype, t.requires_grad, t.tolist())


torch.manual_seed(0)
w = torch.empty(3, 5)
show("uniform_", init.uniform_(w))
show("uniform_ a b", init.uniform_(w, -2.0, 3.0))
show("normal_", init.normal_(w))
show("normal_ mean std", init.normal_(w, 1.5, 0.25))
show("constant_", init.constant_(w, 0.3))
show("ones_", init.ones_(w))
show("zeros_", init.zeros_(w))
show("eye_", init.eye_(w))
show("eye_ tall", init.eye_(torch.empty(4, 2)))
for shape, groups in (((4, 2, 3), 1), ((2, 3, 3, 3), 1), ((4, 2, 3, 3), 2), ((2, 2, 1, 3, 2), 1)):
    show(f"dirac_ {shape} g{groups}", init.dirac_(torch.empty(shape), groups))
for shape in ((3, 5), (4, 2, 3), (6, 3, 2, 2)):
    print("fans", shape, init._calculate_fan_in_and_fan_out(torch.empty(shape)))
for gain in (1.0, 2.0):
    show(f"xavier_uniform_ {gain}", init.xavier_uniform_(torch.empty(4, 3, 2), gain=gain))
    show(f"xavier_normal_ {gain}", init.xavier_normal_(torch.empty(4, 3), gain=gain))
for mode in ("fan_in", "fan_out", "FAN_OUT"):
    for nonlinearity in ("leaky_relu", "relu", "tanh", "linear", "sigmoid", "selu"):
        show(f"kaiming_uniform_ {mode} {nonlinearity}", init.kaiming_uniform_(torch.empty(3, 2, 2), a=0.2, mode=mode, nonlinearity=nonlinearity))
        show(f"kaiming_normal_ {mode} {nonlinearity}", init.kaiming_normal_(torch.empty(2, 3), mode=mode, nonlinearity=nonlinearity))
show("kaiming_uniform_ a=sqrt5", init.kaiming_uniform_(torch.empty(4, 6), a=math.sqrt(5)))
show("sparse_", init.sparse_(torch.empty(5, 4), sparsity=0.4))
show("sparse_ std", init.sparse_(torch.empty(3, 2), sparsity=0.1, std=2.0))
for shape in ((3, 3), (4, 2), (2, 5), (3, 2, 2)):
    t = init.orthogonal_(torch.empty(shape), gain=1.5 if shape == (4, 2) else 1)
    flat = t.reshape(shape[0], -1)
    gram = flat @ flat.t() if shape[0] <= flat.shape[1] else flat.t() @ flat
    print("orthogonal_", shape, [[round(v, 4) + 0.0 for v in row] for row in gram.tolist()], [round(v, 4) for v in t.flatten().tolist()])
p = nn.Parameter(torch.empty(2, 3))
show("parameter stays a leaf", init.normal_(p))
print(type(p).__name__, p.is_leaf, p.grad_fn)
show("eye_ on parameter", init.eye_(nn.Parameter(torch.empty(2, 2))))
show("float64", init.xavier_normal_(torch.empty(2, 3, dtype=torch.float64)))

for nonlinearity, param in (("linear", None), ("conv_transpose2d", None), ("sigmoid", None), ("tanh", None),
                            ("relu", None), ("leaky_relu", None), ("leaky_relu", 0.2), ("leaky_relu", 1), ("selu", None)):
    print("gain", nonlinearity, param, init.calculate_gain(nonlinearity, param))

for label, fn in (
    ("gain unknown", lambda: init.calculate_gain("swish")),
    ("gain bad slope", lambda: init.calculate_gain("leaky_relu", True)),
    ("gain str slope", lambda: init.calculate_gain("leaky_relu", "0.1")),
    ("fan 1d", lambda: init.xavier_uniform_(torch.empty(3))),
    ("bad mode", lambda: init.kaiming_uniform_(torch.empty(2, 2), mode="fan_avg")),
    ("eye 3d", lambda: init.eye_(torch.empty(2, 2, 2))),
    ("dirac 2d", lambda: init.dirac_(torch.empty(2, 2))),
    ("dirac groups", lambda: init.dirac_(torch.empty(3, 2, 2), groups=2)),
    ("sparse 3d", lambda: init.sparse_(torch.empty(2, 2, 2), 0.5)),
    ("orthogonal 1d", lambda: init.orthogonal_(torch.empty(3))),
):
    try:
        fn()
        print(label, "ok")
    except Exception as error:
        print(label, type(error).__name__, error)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    show("kaiming empty", init.kaiming_uniform_(torch.empty(0, 3)))
    show("kaiming_normal empty", init.kaiming_normal_(torch.empty(3, 0)))
    show("orthogonal empty", init.orthogonal_(torch.empty(0, 3)))
for w in caught:
    print("warned", w.category.__name__, w.message)

torch.manual_seed(1)
print(nn.Linear(3, 2).weight.tolist(), torch.rand(2).tolist())
