# view() needs memory laid out compatibly with the new shape; after transpose, permute or expand it often is not,
# and PyTorch's error suggests .reshape(...). Which calls copy and which share memory.
import torch

x = torch.arange(12.0).reshape(3, 4)
t = x.t()
print("t is contiguous:", t.is_contiguous(), "strides", t.stride())

print("\nview of a transpose:")
try:
    t.view(12)
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    t.view(2, 6)
except RuntimeError as e:
    print(type(e).__name__, e)
print("view that only splits a dimension works:", t.view(4, 3, 1).shape)
print("reshape copies when it must:", t.reshape(12))
print("contiguous().view:", t.contiguous().view(2, 6))

print("\nflatten after permute (a channels-last batch):")
images = torch.randn(2, 3, 4, 5)
nhwc = images.permute(0, 2, 3, 1)
try:
    nhwc.view(2, -1)
except RuntimeError as e:
    print(type(e).__name__, e)
print("flatten(1):", nhwc.flatten(1).shape, "reshape:", nhwc.reshape(2, -1).shape)

print("\nview sizes must multiply to the element count:")
for shape in [(5, 3), (-1, 5), (-1, -1), (2, -1, 0)]:
    try:
        x.view(*shape)
    except RuntimeError as e:
        print(shape, type(e).__name__, e)
try:
    x.view(3, 4, -2)
except RuntimeError as e:
    print(type(e).__name__, e)

print("\nexpand shares memory, so in-place writes are refused:")
row = torch.tensor([1.0, 2.0, 3.0])
grid = row.expand(2, 3)
print("grid strides:", grid.stride())
try:
    grid.add_(1)
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    grid[0, 0] = 5
except RuntimeError as e:
    print(type(e).__name__, e)
print("clone first:", grid.clone().add_(1))

print("\nexpand only stretches size-1 dimensions:")
try:
    torch.ones(2, 3).expand(4, 3)
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    torch.ones(3).expand(2)
except RuntimeError as e:
    print(type(e).__name__, e)
print(torch.ones(3, 1).expand(3, 4).shape, torch.ones(3, 1).expand(-1, 2).shape)

print("\nviews share memory with the original:")
base = torch.zeros(2, 3)
v = base.view(6)
v[0] = 1
r = base.t().reshape(6)
r[1] = 7
print(base)
print("view shares:", v.data_ptr() == base.data_ptr(), "reshape of a transpose copies:", r._base is None)

print("\nsqueeze/unsqueeze dimensions out of range:")
for fn in [lambda: x.unsqueeze(3), lambda: x.squeeze(2), lambda: x.transpose(0, 2), lambda: x.permute(1, 0, 2),
           lambda: x.permute(0, 0), lambda: x.flatten(0, 2)]:
    try:
        fn()
    except (IndexError, RuntimeError) as e:
        print(type(e).__name__, e)
