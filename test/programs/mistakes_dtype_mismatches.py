# dtype mismatches: numpy arrays arrive as float64, labels as int64, and layers hold float32 weights. What PyTorch
# says when they meet and how to convert.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


def attempt(label, fn):
    try:
        out = fn()
    except (RuntimeError, TypeError) as e:
        print(f"{label}: {type(e).__name__}: {e}")
    else:
        print(f"{label}: {out.dtype} {tuple(out.shape)}")


print("numpy arrays are float64:", torch.from_numpy(np.random.RandomState(0).rand(4, 3)).dtype)
print("and torch.tensor keeps their dtype:", torch.tensor(np.zeros(2)).dtype, torch.tensor(np.arange(2)).dtype)

print("\nProducts that name the scalar types they found:")
a = torch.randn(2, 3)
attempt("vector float . double", lambda: torch.randn(3) @ torch.randn(3, dtype=torch.float64))
attempt("dot float, long", lambda: torch.dot(torch.randn(3), torch.ones(3, dtype=torch.long)))
attempt("bmm float, double", lambda: torch.bmm(torch.randn(1, 2, 3), torch.randn(1, 3, 2).double()))
attempt("mv float, long", lambda: torch.mv(a, torch.ones(3, dtype=torch.long)))
attempt("mv of bools", lambda: torch.mv(a.bool(), torch.ones(3, dtype=torch.bool)))
attempt("fixed with .to(a.dtype)", lambda: torch.mv(a, torch.ones(3, dtype=torch.long).to(a.dtype)))

print("\nConvolution weights and inputs:")
conv = nn.Conv2d(1, 2, 3)
attempt("conv2d of float64", lambda: conv(torch.randn(1, 1, 5, 5, dtype=torch.float64)))
attempt("conv2d without bias of float64", lambda: nn.Conv2d(1, 2, 3, bias=False)(torch.randn(1, 1, 5, 5).double()))
attempt("conv2d of uint8 images", lambda: conv(torch.randint(0, 255, (1, 1, 5, 5), dtype=torch.uint8)))
attempt("conv1d of long", lambda: nn.Conv1d(1, 1, 2)(torch.ones(1, 1, 4, dtype=torch.long)))
attempt("conv2d of uint8 images made float", lambda: conv(torch.randint(0, 255, (1, 1, 5, 5), dtype=torch.uint8).float() / 255))

print("\nLosses:")
attempt("mse_loss float vs double", lambda: F.mse_loss(torch.randn(3), torch.randn(3).double()))
attempt("cross_entropy double logits", lambda: F.cross_entropy(torch.randn(2, 3).double(), torch.tensor([0, 1])))

print("\nIn-place ops keep their dtype:")
counts = torch.zeros(3, dtype=torch.long)
attempt("long += float tensor", lambda: counts.add_(torch.tensor([0.5, 1.5, 2.5])))
attempt("long.mul_(0.5)", lambda: counts.mul_(0.5))
attempt("long.div_(2)", lambda: counts.div_(2))
attempt("long.div_(2, rounding_mode='floor')", lambda: counts.div_(2, rounding_mode="floor"))
attempt("long.add_(1, alpha=0.5)", lambda: counts.add_(torch.ones(3, dtype=torch.long), alpha=0.5))
attempt("long.add(1, alpha=0.5)", lambda: torch.add(counts, 1, alpha=0.5))
attempt("long.sub_(1, alpha=2.0)", lambda: counts.sub_(1, alpha=2.0))
attempt("float.add_(1, alpha=2)", lambda: torch.zeros(3).add_(1, alpha=2))
attempt("bool.add_(1, alpha=2)", lambda: torch.zeros(3, dtype=torch.bool).add(True, alpha=2))
attempt("copy a float into long", lambda: counts.copy_(torch.tensor([0.7, 1.2, 2.9])))
print(counts)
attempt("float[mask] = long", lambda: torch.zeros(3).masked_fill_(torch.tensor([True, False, True]), 2))
attempt("long index_add_ of floats", lambda: counts.index_add_(0, torch.tensor([0]), torch.ones(1)))
