# Module, optimizer and data-loading mistakes, each with PyTorch's exception type and message: optimizers given
# non-leaf tensors or bad hyperparameters, load_state_dict with missing, unexpected or mis-sized entries, attribute,
# buffer, parameter and submodule name clashes, container indexing out of range, ParameterDict lookups, and
# DataLoader, sampler and Dataset misuse. Where current PyTorch differs from 1.13, the expected output is current
# PyTorch's: SGD's lr defaults to 1e-3 (so SGD(params) builds), prefetch_factor without workers is refused, and
# Dataset's __getitem__ names what subclasses must implement.
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, Dataset, RandomSampler, TensorDataset


def show(label, fn):
    try:
        result = fn()
        text = str(result)
    except Exception as e:  # noqa: BLE001
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "->", text)


torch.manual_seed(0)
lin = nn.Linear(2, 3)
show("SGD of a non-leaf", lambda: torch.optim.SGD([lin.weight * 2], lr=0.1))
show("SGD negative lr", lambda: torch.optim.SGD(lin.parameters(), lr=-0.1))
show("SGD negative momentum", lambda: torch.optim.SGD(lin.parameters(), lr=0.1, momentum=-1))
show("SGD nesterov without momentum", lambda: torch.optim.SGD(lin.parameters(), lr=0.1, nesterov=True))
show("SGD without lr", lambda: torch.optim.SGD(lin.parameters()).defaults["lr"])
show("Adam beta of 1", lambda: torch.optim.Adam(lin.parameters(), betas=(1.0, 0.999)))
show("Adam negative eps", lambda: torch.optim.Adam(lin.parameters(), eps=-1))
show("optimizer of nothing", lambda: torch.optim.SGD([], lr=0.1))
show("optimizer of a tensor", lambda: torch.optim.SGD(lin.weight, lr=0.1))
show("parameter in two groups", lambda: torch.optim.SGD([{"params": [lin.weight]}, {"params": [lin.weight]}], lr=0.1))
show("optimizer of a dict", lambda: torch.optim.SGD({"a": lin.weight}, lr=0.1))
show("load_state_dict group count", lambda: torch.optim.SGD([lin.weight], lr=0.1).load_state_dict(
    torch.optim.SGD([{"params": [lin.weight]}, {"params": [lin.bias]}], lr=0.1).state_dict()))
show("load_state_dict group size", lambda: torch.optim.SGD([lin.weight, lin.bias], lr=0.1).load_state_dict(
    torch.optim.SGD([lin.weight], lr=0.1).state_dict()))
sd = lin.state_dict()
show("load missing key", lambda: nn.Linear(2, 3).load_state_dict({"weight": sd["weight"]}))
show("load unexpected key", lambda: nn.Linear(2, 3).load_state_dict({**sd, "foo": torch.ones(1)}))
show("load size mismatch", lambda: nn.Linear(2, 4).load_state_dict(sd))
show("load into a Sequential", lambda: nn.Sequential(nn.Linear(2, 3)).load_state_dict(sd))
show("load non-strict", lambda: nn.Linear(2, 3).load_state_dict({"weight": sd["weight"], "x": sd["bias"]},
                                                                strict=False))
show("load a list", lambda: nn.Linear(2, 3).load_state_dict([1, 2]))
show("missing attribute", lambda: lin.foo)
show("register_buffer over a parameter", lambda: lin.register_buffer("weight", torch.ones(1)))
show("register_buffer dotted name", lambda: lin.register_buffer("a.b", torch.ones(1)))
show("register_buffer of a list", lambda: lin.register_buffer("buf", [1]))
show("register_parameter over an attribute", lambda: lin.register_parameter("training", nn.Parameter(torch.ones(1))))
show("register_parameter of a tensor", lambda: lin.register_parameter("p", torch.ones(1)))
show("assign a tensor to a parameter", lambda: setattr(lin, "weight", torch.ones(3, 2)))
show("add_module over a parameter", lambda: lin.add_module("weight", nn.ReLU()))
show("add_module of a number", lambda: lin.add_module("m", 3))
seq = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
show("Sequential index out of range", lambda: seq[2])
show("Sequential negative index out of range", lambda: seq[-3])
show("ModuleList index out of range", lambda: nn.ModuleList([nn.ReLU()])[1])
show("ModuleList called", lambda: nn.ModuleList([nn.ReLU()])(torch.ones(1)))
show("ModuleDict missing key", lambda: nn.ModuleDict({"a": nn.ReLU()})["b"])
show("ModuleDict of a number", lambda: nn.ModuleDict({"a": nn.ReLU()}).__setitem__("b", 3))
show("ParameterDict missing key", lambda: nn.ParameterDict({"w": nn.Parameter(torch.ones(1))})["a"])
show("ParameterDict int key", lambda: nn.ParameterDict()[0])
show("Module without forward", lambda: nn.Module()(torch.ones(1)))
ds = TensorDataset(torch.arange(6.0).reshape(3, 2), torch.arange(3))
show("TensorDataset sizes differ", lambda: TensorDataset(torch.ones(3), torch.ones(4)))
show("TensorDataset index out of range", lambda: ds[3])
show("DataLoader batch_size 0", lambda: DataLoader(ds, batch_size=0))
show("DataLoader sampler and shuffle", lambda: DataLoader(ds, sampler=RandomSampler(ds), shuffle=True))
show("DataLoader batch_sampler and batch_size", lambda: DataLoader(ds, batch_sampler=[[0]], batch_size=2))
show("DataLoader negative workers", lambda: DataLoader(ds, num_workers=-1))
show("DataLoader prefetch_factor without workers", lambda: DataLoader(ds, prefetch_factor=2))
show("RandomSampler zero samples", lambda: RandomSampler(ds, num_samples=0))
show("Dataset base __getitem__", lambda: Dataset()[0])
show("random_split bad lengths", lambda: torch.utils.data.random_split(ds, [1, 1]))
show("default_collate sizes differ", lambda: torch.utils.data.default_collate([torch.ones(2), torch.ones(3)]))
