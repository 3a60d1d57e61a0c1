# The mistakes tutorials hit most, each with PyTorch's exception type and message: empty reductions, tensors of
# tensors, one-sample batch norm, loss targets of the wrong shape or dtype, embedding indices, shape and dtype
# mismatches in matmul and linear layers, views of non-contiguous tensors, autograd misuse and conv inputs.
import torch
import torch.nn as nn
import torch.nn.functional as F


def show(label, fn):
    try:
        result = fn()
    except Exception as e:  # noqa: BLE001
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "->", result)


E = torch.tensor([])
show("argmax of empty", lambda: E.argmax())
show("argmin of empty", lambda: E.argmin())
show("max of empty", lambda: E.max())
show("min of empty", lambda: E.min())
show("argmax dim 0 of empty", lambda: E.argmax(0))
show("max dim 0 of empty", lambda: E.max(0))
show("amax dim 0 of empty", lambda: E.amax(0))
show("argmax dim 1 of (0, 3)", lambda: torch.zeros(0, 3).argmax(1))
show("sum of empty", lambda: E.sum())

show("tensor of tensors", lambda: torch.tensor([torch.ones(2), torch.ones(2)]))
show("tensor of 1-element tensors", lambda: torch.tensor([torch.ones(1), torch.tensor(2.0)]))
show("tensor of 0-d tensors", lambda: torch.tensor([torch.tensor(1), torch.tensor(2)]))
show("tensor of nested 1-element tensors", lambda: torch.tensor([[torch.ones(1)], [torch.ones(1)]]))
show("tensor of empty tensors", lambda: torch.tensor([torch.ones(0)]))
show("tensor of a list then a tensor", lambda: torch.tensor([[1.0, 2.0], torch.ones(2)]))

show("BatchNorm1d one sample", lambda: nn.BatchNorm1d(3)(torch.ones(1, 3)))
show("BatchNorm1d one sample, one step", lambda: nn.BatchNorm1d(3)(torch.ones(1, 3, 1)))
show("BatchNorm2d one pixel", lambda: nn.BatchNorm2d(3)(torch.ones(1, 3, 1, 1)))
show("BatchNorm1d eval", lambda: nn.BatchNorm1d(3).eval()(torch.ones(1, 3)).shape)
show("F.batch_norm training", lambda: F.batch_norm(torch.ones(1, 3), None, None, training=True))
show("GroupNorm one value", lambda: nn.GroupNorm(3, 3)(torch.ones(1, 3)))
show("instance_norm one element", lambda: F.instance_norm(torch.ones(1, 3, 1)))

x = torch.ones(2, 3)
show("cross_entropy float 2-D target", lambda: F.cross_entropy(x, torch.ones(2, 2)))
show("cross_entropy long 2-D target", lambda: F.cross_entropy(x, torch.ones(2, 2, dtype=torch.long)))
show("cross_entropy float labels", lambda: F.cross_entropy(x, torch.ones(2)))
show("cross_entropy int32 labels", lambda: F.cross_entropy(x, torch.ones(2, dtype=torch.int32)))
show("cross_entropy bool labels", lambda: F.cross_entropy(x, torch.tensor([True, False])))
show("cross_entropy batch mismatch", lambda: F.cross_entropy(x, torch.ones(3, dtype=torch.long)))
show("cross_entropy class out of range", lambda: F.cross_entropy(x, torch.tensor([0, 5])))
show("cross_entropy negative class", lambda: F.cross_entropy(x, torch.tensor([0, -3])))
show("cross_entropy weight size", lambda: F.cross_entropy(x, torch.tensor([0, 1]), weight=torch.ones(4)))
show("cross_entropy one sample", lambda: F.cross_entropy(torch.ones(3), torch.tensor(1)))
show("cross_entropy 1-D input, 1-D target", lambda: F.cross_entropy(torch.ones(3), torch.tensor([1])))
show("cross_entropy 0-d input", lambda: F.cross_entropy(torch.tensor(1.0), torch.tensor(1)))
show("cross_entropy spatial target size", lambda: F.cross_entropy(torch.ones(2, 3, 4, 4),
                                                                  torch.zeros(2, 4, 5, dtype=torch.long)))
show("cross_entropy probabilities of ints", lambda: F.cross_entropy(x, torch.ones(2, 3, dtype=torch.long)))
show("cross_entropy probabilities, ignore_index", lambda: F.cross_entropy(x, torch.ones(2, 3), ignore_index=1))
show("nll_loss float target", lambda: F.nll_loss(x, torch.ones(2)))
show("nll_loss 2-D target", lambda: F.nll_loss(x, torch.ones(2, 1, dtype=torch.long)))
show("nll_loss batch mismatch", lambda: F.nll_loss(x, torch.ones(3, dtype=torch.long)))
show("CrossEntropyLoss one-hot long", lambda: nn.CrossEntropyLoss()(x, torch.eye(3, dtype=torch.long)[:2]))

show("Embedding index too large", lambda: nn.Embedding(3, 2)(torch.tensor([5])))
show("Embedding float indices", lambda: nn.Embedding(3, 2)(torch.tensor([1.0])))
show("Embedding int32 indices", lambda: nn.Embedding(3, 2)(torch.tensor([1], dtype=torch.int32)).shape)

show("mm shapes", lambda: torch.ones(2, 3).mm(torch.ones(2, 3)))
show("matmul shapes", lambda: torch.ones(2, 3) @ torch.ones(2, 3))
show("matmul 1-D lengths", lambda: torch.ones(3) @ torch.ones(4))
show("bmm shapes", lambda: torch.ones(2, 2, 3).bmm(torch.ones(2, 2, 3)))
show("Linear in_features", lambda: nn.Linear(4, 2)(torch.ones(3, 5)))
show("view of a transpose", lambda: torch.ones(2, 3).t().view(6))
show("in-place on a leaf", lambda: torch.ones(2, requires_grad=True).add_(1))


def backward_twice():
    x = torch.ones(2, requires_grad=True)
    y = (x * x).sum()
    y.backward()
    y.backward()


show("backward twice", backward_twice)
show("numpy of requires_grad", lambda: torch.ones(2, requires_grad=True).numpy())
show("backward of non-scalar", lambda: (torch.ones(2, requires_grad=True) * 2).backward())
show("backward without grad", lambda: torch.ones(2).sum().backward())
show("conv channels", lambda: nn.Conv2d(3, 8, 3)(torch.ones(1, 1, 8, 8)))
show("conv 2-D input", lambda: nn.Conv2d(3, 8, 3)(torch.ones(8, 8)))
show("conv 5-D input", lambda: nn.Conv2d(3, 8, 3)(torch.ones(1, 1, 3, 8, 8)))
show("conv kernel larger than input", lambda: nn.Conv2d(3, 8, 5)(torch.ones(1, 3, 3, 3)))
show("conv1d channels", lambda: nn.Conv1d(3, 8, 3)(torch.ones(1, 4, 10)))
show("max_pool larger than input", lambda: nn.MaxPool2d(4)(torch.ones(1, 1, 2, 2)))
show("add shapes", lambda: torch.ones(2, 3) + torch.ones(3, 2))
show("cat shapes", lambda: torch.cat([torch.ones(2, 3), torch.ones(2, 4)]))
show("stack shapes", lambda: torch.stack([torch.ones(2), torch.ones(3)]))
show("view size", lambda: torch.ones(6).view(4, 2))
show("reshape size", lambda: torch.ones(6).reshape(4, -1))
show("index out of range", lambda: torch.ones(3)[5])
show("transpose dim", lambda: torch.ones(2, 3).transpose(0, 2))
show("mean of long", lambda: torch.ones(2, dtype=torch.long).mean())
show("binary_cross_entropy shapes", lambda: F.binary_cross_entropy(torch.ones(2, 1) * 0.5, torch.ones(2)))
