# Inputs learners pass by mistake, each with PyTorch's exception type and message: numpy arrays and lists where a
# layer or loss takes a tensor, integer or double images into float convolutions, pooling inputs of the wrong rank,
# embedding weights that are not matrices, out-of-range label smoothing, bad multinomial weights and uniform_
# bounds. Where current PyTorch differs from 1.13, the expected output is current PyTorch's: max_pool1d words its
# rank check as check_max_pool1d does ("max_pool1d() Expected 2D or 3D input tensor, but got [...]"), and an
# invalid combination of arguments lists each signature's defaults.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def show(label, fn):
    try:
        result = fn()
        text = str(result)
    except Exception as e:  # noqa: BLE001
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "->", text)


torch.manual_seed(0)
lin = nn.Linear(3, 2)
conv = nn.Conv2d(1, 2, 3)
show("Linear on a numpy array", lambda: lin(np.ones((2, 3), dtype=np.float32)))
show("Linear on a list", lambda: lin([[1.0, 2.0, 3.0]]))
show("F.linear on a dict", lambda: F.linear({"x": 1}, lin.weight))
show("relu on a numpy array", lambda: F.relu(np.ones(2)))
show("torch.relu on a list", lambda: torch.relu([1.0]))
show("sigmoid on a numpy array", lambda: torch.sigmoid(np.ones(2)))
show("Conv2d double input", lambda: conv(torch.ones(1, 1, 5, 5, dtype=torch.float64)))
show("Conv2d long input", lambda: conv(torch.ones(1, 1, 5, 5, dtype=torch.long)))
show("Conv2d uint8 image", lambda: conv(torch.ones(1, 1, 5, 5, dtype=torch.uint8)))
show("cross_entropy numpy target", lambda: F.cross_entropy(torch.ones(2, 3), np.array([0, 1])))
show("cross_entropy list target", lambda: F.cross_entropy(torch.ones(2, 3), [0, 1]))
show("cross_entropy numpy input", lambda: F.cross_entropy(np.ones((2, 3)), torch.tensor([0, 1])))
show("CrossEntropyLoss list target", lambda: nn.CrossEntropyLoss()(torch.ones(2, 3), [0, 1]))
show("nll_loss numpy target", lambda: F.nll_loss(torch.ones(2, 3), np.array([0, 1])))
show("mse_loss numpy target", lambda: F.mse_loss(torch.ones(2), np.ones(2)))
show("cross_entropy label_smoothing 2", lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]),
                                                               label_smoothing=2.0))
show("cross_entropy label_smoothing 1.5", lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]),
                                                                 label_smoothing=1.5))
show("torch.sum of a list", lambda: torch.sum([1, 2]))
show("torch.exp of a float", lambda: torch.exp(1.0))
show("torch.stack of lists", lambda: torch.stack([[1, 2], [3, 4]]))
show("sum over a float dim", lambda: torch.ones(2, 3).sum(1.0))
show("MaxPool1d on 4-d", lambda: nn.MaxPool1d(2)(torch.ones(1, 1, 4, 4)))
show("max_pool1d on 1-d", lambda: F.max_pool1d(torch.ones(4), 2))
show("max_pool1d with indices on 4-d", lambda: F.max_pool1d(torch.ones(1, 1, 4, 4), 2, return_indices=True))
show("avg_pool1d on 4-d", lambda: F.avg_pool1d(torch.ones(1, 1, 4, 4), 2))
show("avg_pool1d on 1-d", lambda: F.avg_pool1d(torch.ones(4), 2))
show("adaptive_avg_pool1d on 4-d", lambda: F.adaptive_avg_pool1d(torch.ones(1, 1, 4, 4), 2))
show("adaptive_max_pool1d on 4-d", lambda: F.adaptive_max_pool1d(torch.ones(1, 1, 4, 4), 2))
show("max_pool2d on 1-d", lambda: F.max_pool2d(torch.ones(4), 2))
show("avg_pool2d on 1-d", lambda: F.avg_pool2d(torch.ones(4), 2))
show("avg_pool2d on 2-d", lambda: F.avg_pool2d(torch.ones(4, 4), 2))
show("AvgPool2d on 5-d", lambda: nn.AvgPool2d(2)(torch.ones(1, 1, 1, 4, 4)))
show("embedding with a 1-d weight", lambda: F.embedding(torch.tensor([0]), torch.ones(3)))
show("embedding with a 3-d weight", lambda: F.embedding(torch.tensor([0]), torch.ones(3, 2, 2)))
show("multinomial negative weight", lambda: torch.multinomial(torch.tensor([-1.0, 1.0]), 1))
show("multinomial nan weight", lambda: torch.multinomial(torch.tensor([float("nan"), 1.0]), 1))
show("multinomial zero weights", lambda: torch.multinomial(torch.tensor([0.0, 0.0]), 1))
show("multinomial negative, two draws", lambda: torch.multinomial(torch.tensor([-1.0, 1.0]), 2, True))
show("multinomial inf, two draws", lambda: torch.multinomial(torch.tensor([float("inf"), 1.0]), 2, True))
show("multinomial too many", lambda: torch.multinomial(torch.tensor([1.0, 1.0]), 3))
p = torch.tensor([0.1, 0.5, 0.4])
torch.manual_seed(0)
show("multinomial one draw without replacement, then rand", lambda: (torch.multinomial(p, 1), torch.rand(2)))
show("uniform_ from above to", lambda: torch.empty(2).uniform_(1, 0))
show("uniform_ 2.5 to -1e20", lambda: torch.empty(2).uniform_(2.5, -1e20))
show("uniform_ of a long tensor", lambda: torch.empty(2, dtype=torch.long).uniform_())
show("uniform_ of an empty tensor", lambda: torch.empty(0).uniform_(1, 0))
show("uniform_ to inf", lambda: torch.empty(2).uniform_(0, float("inf")))
