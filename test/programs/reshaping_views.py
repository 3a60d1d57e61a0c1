# view, reshape, permute, transpose, squeeze and friends; strides and contiguity.
import torch

x = torch.arange(24)
print(x.view(4, 6).shape, x.view(2, -1).shape, x.reshape(2, 3, 4).shape)
m = x.view(4, 6)
print(m)
print("stride:", m.stride(), "contiguous:", m.is_contiguous())

t = m.t()
print("\ntransposed stride:", t.stride(), "contiguous:", t.is_contiguous())
try:
    t.view(24)
except RuntimeError:
    print("view of a transposed tensor fails; reshape copies instead")
print(t.reshape(24))
print(t.contiguous().view(-1)[:8])

print("\nViews share storage:")
v = m.view(24)
v[0] = 100
print(m[0, 0].item(), x[0].item())
x[0] = 0

print("\npermute reorders many dims at once:")
img = torch.arange(2 * 3 * 4).reshape(2, 3, 4)
chw = img.permute(2, 0, 1)
print(chw.shape, chw.stride())
print(chw[1])
print(img.transpose(0, 2).shape, img.mT.shape, img.movedim(0, -1).shape)

print("\nsqueeze and unsqueeze:")
s = torch.zeros(1, 3, 1, 2)
print(s.squeeze().shape, s.squeeze(0).shape, s.squeeze(2).shape, s.squeeze(1).shape)
print(s.unsqueeze(0).shape, s.unsqueeze(-1).shape)
print(torch.tensor([1, 2, 3]).unsqueeze(1))

print("\nflatten and unflatten:")
batch = torch.zeros(8, 3, 5, 5)
print(batch.flatten().shape, batch.flatten(1).shape, batch.flatten(2, 3).shape)
print(batch.flatten(1).unflatten(1, (3, 25)).shape)
print(torch.nn.Flatten()(batch).shape)

print("\nview_as, reshape_as and -1:")
y = torch.arange(6.0)
print(y.view_as(torch.zeros(2, 3)))
print(y.reshape(-1, 1).T)
print(y.reshape(3, -1).sum(dim=1))

print("\nA row-major walk:")
g = torch.arange(6).reshape(2, 3)
print(g.flatten().tolist(), g.t().flatten().tolist(), g.t().reshape(-1).tolist())
try:
    g.view(4, 2)
except RuntimeError as e:
    print("RuntimeError:", e)
