# The Named Tensors tutorial's core: factories with names=, rename/refine_names/align_to, name propagation and
# unification, reductions, softmax, flatten/unflatten, matmul and cat by name, and the errors PyTorch gives.
import warnings

import torch

torch.manual_seed(0)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    imgs = torch.randn(2, 3, 4, names=("N", "C", "W"))
    mask = torch.ones(3, 4, names=("C", None))
for w in caught:
    # C++ warnings end in where they were raised (" (Triggered internally at ...)"), which varies by build
    print(w.category.__name__, str(w.message).split(" (Triggered internally")[0])
warnings.simplefilter("ignore")


def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


print(imgs)
print(imgs.names, mask.names, type(imgs))
print(torch.zeros(2, 3, names=("N", "C")), torch.empty(1, 2, names=("A", "B")).names)
print(torch.full((2,), 7.0, names=("K",)), torch.rand(2, names=("R",)).names)
print((imgs * mask).names, (imgs + 1).names, imgs.abs().exp().names)
print(imgs.sum("C"), imgs.mean("W", keepdim=True).names, imgs.sum(("C", "W")).names)
print(imgs.size("C"), imgs.shape, imgs.dim())
print(imgs.rename(None).names, imgs.rename(N="batch").names, imgs.rename("A", "B", "C").names)
print(imgs.rename("A", ...).names, imgs.rename(..., "Z").names)
plain = torch.randn(2, 3)
print(plain.refine_names("N", ...).names, plain.refine_names(..., "C").names, plain.names)
print(imgs.align_to("W", "N", "C").shape, imgs.align_to("W", ...).names, imgs.align_to("N", "C", "W", "E").shape)
print(torch.randn(3, names=("C",)).align_as(imgs).shape)
print(imgs.softmax(dim="C").sum("C"))
print(imgs.transpose("N", "C").names)
flat = imgs.flatten(["C", "W"], "CW")
print(flat.names, flat.shape)
print(flat.unflatten("CW", (("C", 3), ("W", 4))).names)
w = torch.randn(4, 5, names=("W", "D"))
print((imgs @ w).names, torch.matmul(imgs, torch.randn(4, names=("W",))).names)
print(torch.cat([imgs, imgs]).names, torch.cat([imgs, imgs], 0).shape)
print(imgs.max("W").values.names)
x = torch.randn(2, 3)
x.names = ["P", "Q"]
print(x.names)
print(imgs.rename(None).view(2, 12).shape)
attempt(lambda: imgs + torch.randn(2, 3, 4, names=("N", "D", "W")))
attempt(lambda: torch.randn(2, 3, names=("N", "C")) + torch.randn(3, 2, names=("C", "N")))
attempt(lambda: torch.randn(2, 3, names=("N", "C")) + torch.randn(2, 3, names=(None, "N")))
attempt(lambda: imgs.view(24))
attempt(lambda: imgs.size("Q"))
attempt(lambda: imgs.sum("Q"))
attempt(lambda: torch.zeros(2, names=("1a",)))
attempt(lambda: torch.zeros(2, 3, names=("N", "N")))
attempt(lambda: torch.zeros(2, 3, names=("N",)))
attempt(lambda: imgs.refine_names("A", "C", "W"))
attempt(lambda: imgs.refine_names("N", "C"))
attempt(lambda: imgs.rename("A", N="B"))
attempt(lambda: imgs.rename(Z="B"))
attempt(lambda: mask.align_to("C", ...))
attempt(lambda: torch.cat([imgs, torch.randn(2, 3, 4, names=("N", "D", "W"))]))
print(imgs.float().names, imgs.double().dtype, float(imgs.sum()), len(imgs), imgs.numel())
leaf = torch.randn(2, 3, names=("N", "C"), requires_grad=True)
pooled = (leaf * 2).sum("C")
print(pooled)
pooled.sum().backward()
print(leaf.grad)
shifted = leaf.detach()
shifted += 1
print(shifted.names, torch.nn.functional.relu(leaf).names)
print(type(leaf.rename(None).grad_fn).__name__, leaf.rename("A", "B"))
