# Errors and warnings a new user meets in a first training loop, caught and printed with their messages
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


def attempt(label, fn):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = fn()
            print(label, "ok", out if not isinstance(out, torch.Tensor) else tuple(out.shape))
        except Exception as e:
            print(label, type(e).__name__ + ":", str(e).split("\n")[0])
    for w in caught:
        print("  warned", w.category.__name__ + ":", w.message)


lin = nn.Linear(4, 2)
attempt("linear shapes", lambda: lin(torch.randn(3, 5)))
attempt("view non-contiguous", lambda: torch.randn(3, 4).t().view(12))
attempt("reshape ok", lambda: torch.randn(3, 4).t().reshape(12))
attempt("ce float targets", lambda: F.cross_entropy(torch.randn(3, 4), torch.tensor([1.0, 2.0, 0.0])))
attempt("ce target out of bounds", lambda: F.cross_entropy(torch.randn(3, 4), torch.tensor([1, 4, 0])))
attempt("ce batch mismatch", lambda: F.cross_entropy(torch.randn(3, 4), torch.tensor([1, 2])))
attempt("mse shapes broadcast", lambda: F.mse_loss(torch.randn(3, 1), torch.randn(3)))
attempt("bce out of range", lambda: F.binary_cross_entropy(torch.tensor([1.5]), torch.tensor([1.0])))
attempt("conv channels", lambda: nn.Conv2d(3, 8, 3)(torch.randn(1, 1, 8, 8)))
attempt("conv 3d input", lambda: nn.Conv2d(3, 8, 3)(torch.randn(3, 8, 8)))
attempt("embedding index", lambda: nn.Embedding(5, 2)(torch.tensor([1, 5])))
attempt("embedding float index", lambda: nn.Embedding(5, 2)(torch.tensor([1.0])))
attempt("no grad backward", lambda: torch.randn(3).sum().backward())
w = torch.randn(3, requires_grad=True)
attempt("leaf inplace", lambda: w.add_(1))
attempt("numpy with grad", lambda: w.numpy())
attempt("detach numpy ok", lambda: w.detach().numpy().shape)
loss = (w * 2).sum()
loss.backward()
attempt("backward twice", lambda: loss.backward())
attempt("cat dims", lambda: torch.cat([torch.randn(2, 3), torch.randn(2, 4)]))
attempt("stack sizes", lambda: torch.stack([torch.randn(2), torch.randn(3)]))
attempt("index out of range", lambda: torch.arange(3)[5])
attempt("bool of many", lambda: bool(torch.tensor([1, 2])))
attempt("matmul 1d mismatch", lambda: torch.randn(3) @ torch.randn(4))
attempt("optimizer empty", lambda: torch.optim.SGD([], lr=0.1))
attempt("optimizer tensor", lambda: torch.optim.SGD(torch.randn(2, requires_grad=True), lr=0.1))
attempt("sum wrong dim", lambda: torch.randn(2, 3).sum(dim=2))
attempt("expand", lambda: torch.randn(2, 3).expand(4, 3))
attempt("lstm 2d input", lambda: nn.LSTM(3, 4)(torch.randn(5, 3))[0])
attempt("lstm wrong features", lambda: nn.LSTM(3, 4)(torch.randn(5, 2, 2)))
attempt("softmax no dim", lambda: F.softmax(torch.randn(2, 3), dim=None))
attempt("long mean", lambda: torch.arange(4).mean())
