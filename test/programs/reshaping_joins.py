# Joining and splitting tensors: cat, stack, split, chunk, unbind, repeat, tile.
import torch

a = torch.arange(6).reshape(2, 3)
b = torch.arange(6, 12).reshape(2, 3)
print(torch.cat([a, b]))
print(torch.cat([a, b], dim=1))
print(torch.stack([a, b]).shape, torch.stack([a, b], dim=1).shape, torch.stack([a, b], dim=2).shape)
print(torch.stack([a, b], dim=-1))
print(torch.hstack([a, b]).shape, torch.vstack([a, b]).shape, torch.dstack([a, b]).shape)
print(torch.column_stack([torch.tensor([1, 2]), torch.tensor([3, 4])]))

print("\nsplit by size and chunk by count:")
x = torch.arange(10)
print(torch.split(x, 3))
print(torch.split(x, [2, 5, 3]))
print(x.chunk(3))
print(x.chunk(4))
print(torch.tensor_split(x, 3))
print(torch.tensor_split(x, [2, 7]))

print("\nunbind removes a dim:")
for row in torch.unbind(a):
    print(row)
print(a.unbind(1))

print("\nrepeat, tile, repeat_interleave:")
r = torch.tensor([1, 2, 3])
print(r.repeat(2))
print(r.repeat(2, 2))
print(torch.tile(r, (2,)))
print(r.repeat_interleave(2))
print(torch.repeat_interleave(r, torch.tensor([1, 0, 3])))
print(a.repeat_interleave(2, dim=0))

print("\nBuilding a batch from single examples:")
torch.manual_seed(6)
examples = [torch.randn(3) for _ in range(4)]
batch = torch.stack(examples)
print(batch.shape)
print(torch.equal(batch[2], examples[2]))

print("\nConcatenating along a new feature column:")
features = torch.ones(3, 2)
ones = torch.zeros(3, 1)
print(torch.cat([ones, features], dim=1))

print("\nflip, roll, rot90:")
print(torch.roll(x, 2), torch.roll(x, -1))
print(torch.rot90(a))
print(torch.flip(a, [1]), torch.fliplr(a), torch.flipud(a), sep="\n")

print("\nmeshgrid:")
xs, ys = torch.meshgrid(torch.arange(3), torch.arange(2), indexing="ij")
print(xs)
print(ys)
gx, gy = torch.meshgrid(torch.arange(3), torch.arange(2), indexing="xy")
print(gx.shape, gy.shape)
