# Indexing and slicing: single elements, ranges, steps, negative indices, ellipsis and None.
import torch

x = torch.arange(24).reshape(4, 6)
print(x)
print("x[0]      ", x[0])
print("x[-1]     ", x[-1])
print("x[1, 2]   ", x[1, 2], x[1, 2].item())
print("x[:, 0]   ", x[:, 0])
print("x[1:3]    ")
print(x[1:3])
print("x[:, ::2] ")
print(x[:, ::2])
print("x[::-1] is not allowed; flip instead:")
print(torch.flip(x, dims=[0]))
print("x[-2:, -3:]")
print(x[-2:, -3:])

cube = torch.arange(60).reshape(3, 4, 5)
print("\ncube[..., 0]")
print(cube[..., 0])
print("cube[1, ...].shape", cube[1, ...].shape)
print("cube[:, None].shape", cube[:, None].shape)
print("cube[None, :, :, None].shape", cube[None, :, :, None].shape)
print("cube[2, 3, 4]", cube[2, 3, 4])
print("cube[0, :, 1:4:2]")
print(cube[0, :, 1:4:2])

print("\nSlices are views: writing through them changes the original")
y = torch.zeros(3, 4)
row = y[1]
row += 5
y[:, 3] = torch.tensor([1.0, 2.0, 3.0])
y[2, :2] = -1
print(y)

print("\nAssigning a scalar to a slice:")
z = torch.arange(10)
z[2:5] = 0
z[-2:] = 99
print(z)

print("\nIndexing with an integer tensor of one element:")
idx = torch.tensor(2)
print(z[idx], x[idx])

print("\nOut of range slices just stop:")
print(z[8:100], z[100:], z[-100:2])

print("\nLooping over rows:")
for i, r in enumerate(x[:2]):
    print(i, r.tolist(), r.sum().item())
