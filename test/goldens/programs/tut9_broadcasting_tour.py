# Broadcasting, step by step: shapes that combine, shapes that do not, and PyTorch's messages when they do not
import torch

torch.manual_seed(0)


def show(label, fn):
    try:
        out = fn()
        print(f"{label:28s} -> {tuple(out.shape)}")
    except RuntimeError as e:
        print(f"{label:28s} !! {e}")


a = torch.randn(3, 1)
b = torch.randn(1, 4)
c = torch.randn(4)
d = torch.randn(2, 3, 4)
show("(3,1) + (1,4)", lambda: a + b)
show("(3,1) * (4,)", lambda: a * c)
show("(2,3,4) - (4,)", lambda: d - c)
show("(2,3,4) / (3,1)", lambda: d / a)
show("(2,3,4) + (3,)", lambda: d + torch.randn(3))
show("(2,3,4) + (2,3)", lambda: d + torch.randn(2, 3))
show("(2,3,4) + (2,1,1)", lambda: d + torch.randn(2, 1, 1))
show("(3,) + (4,)", lambda: torch.ones(3) + torch.ones(4))
show("scalar + (2,3,4)", lambda: torch.tensor(2.0) + d)
show("(0,) + (1,)", lambda: torch.ones(0) + torch.ones(1))
show("(0,3) * (5,1,3)", lambda: torch.ones(0, 3) * torch.ones(5, 1, 3))
show("(2,0) + (3,1)", lambda: torch.ones(2, 0) + torch.ones(3, 1))
print(torch.broadcast_shapes((3, 1), (1, 4), (2, 1, 1)))
try:
    torch.broadcast_shapes((3, 2), (4,))
except RuntimeError as e:
    print("broadcast_shapes:", e)
x, y = torch.broadcast_tensors(torch.arange(3).view(3, 1), torch.arange(2))
print(x)
print(y, y.stride(), x.stride())
e = torch.arange(3).expand(2, 3)
print(e, e.stride(), e.is_contiguous())
show("expand (3,) to (2,4)", lambda: torch.arange(3).expand(2, 4))
show("expand (3,1) to (3,-1)", lambda: a.expand(3, -1))
show("expand (3,1) to (-1,5)", lambda: a.expand(-1, 5))
show("expand_as", lambda: a.expand_as(torch.empty(2, 3, 7)))

# in-place ops can only broadcast the right-hand side
t = torch.zeros(3, 4)
t += torch.arange(4)
print(t)
try:
    s = torch.zeros(1, 4)
    s += torch.ones(3, 4)
except RuntimeError as err:
    print("in-place:", err)
try:
    torch.zeros(4).add_(torch.ones(2, 4))
except RuntimeError as err:
    print("add_:", err)

# matmul broadcasts batch dims only
show("(2,3,4) @ (4,5)", lambda: d @ torch.randn(4, 5))
show("(5,2,3,4) @ (2,4,6)", lambda: torch.randn(5, 2, 3, 4) @ torch.randn(2, 4, 6))
show("(2,3,4) @ (3,4,5)", lambda: d @ torch.randn(3, 4, 5))
show("(3,) @ (3,)", lambda: torch.ones(3) @ torch.ones(3))
show("mm 3d", lambda: torch.mm(d, torch.randn(4, 2)))
show("bmm (2,3,4) (2,5,2)", lambda: torch.bmm(d, torch.randn(2, 5, 2)))

# common idioms
points = torch.randn(5, 2)
centers = torch.randn(3, 2)
dist2 = ((points[:, None, :] - centers[None, :, :]) ** 2).sum(-1)
print(dist2.shape, torch.allclose(dist2.sqrt(), torch.cdist(points, centers), atol=1e-6))
print(dist2.argmin(1))
outer = torch.arange(1, 4)[:, None] * torch.arange(1, 5)
print(outer)
normalized = (d - d.mean(dim=(0, 1), keepdim=True)) / d.std(dim=(0, 1), keepdim=True)
print(normalized.mean(dim=(0, 1)).abs().max() < 1e-6, d.mean(dim=(0, 1), keepdim=True).shape)
print(torch.where(a > 0, a, b).shape, torch.where(c > 0, 1.0, 0.0))
mask = torch.tensor([True, False, True])
print(torch.zeros(3, 4).masked_fill(mask[:, None], 7.0))
try:
    torch.zeros(3, 4).masked_fill(mask, 7.0)
except RuntimeError as err:
    print("masked_fill:", err)
try:
    torch.zeros(3, 4)[torch.tensor([True, False])]
except IndexError as err:
    print("IndexError:", err)
