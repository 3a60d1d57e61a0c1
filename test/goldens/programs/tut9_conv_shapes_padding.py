# Convolution output shapes: the size formula, padding="same"/"valid", dilation, groups, padding modes, transposed convs
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


def out_size(n, k, s=1, p=0, d=1):
    return (n + 2 * p - d * (k - 1) - 1) // s + 1


x = torch.randn(1, 3, 11, 11)
for k, s, p, d in [(3, 1, 0, 1), (3, 2, 1, 1), (5, 2, 2, 1), (3, 1, 2, 2), (4, 3, 1, 1)]:
    conv = nn.Conv2d(3, 4, k, stride=s, padding=p, dilation=d)
    y = conv(x)
    print(conv, tuple(y.shape), out_size(11, k, s, p, d))

for padding in ["same", "valid"]:
    for k in [3, 4]:
        conv = nn.Conv2d(3, 2, k, padding=padding, dilation=2 if k == 4 else 1)
        print(padding, k, tuple(conv(x).shape), conv.padding, conv._reversed_padding_repeated_twice)
try:
    nn.Conv2d(3, 2, 3, stride=2, padding="same")
except ValueError as e:
    print("ValueError:", e)
try:
    nn.Conv2d(3, 4, 3, groups=2)
except ValueError as e:
    print("ValueError:", e)

dw = nn.Conv2d(4, 4, 3, padding=1, groups=4, bias=False)
pw = nn.Conv2d(4, 8, 1)
print(dw.weight.shape, pw.weight.shape, sum(p.numel() for p in dw.parameters()) + sum(p.numel() for p in pw.parameters()))
print(sum(p.numel() for p in nn.Conv2d(4, 8, 3, padding=1).parameters()))

img = torch.arange(16.0).view(1, 1, 4, 4)
for mode in ["zeros", "reflect", "replicate", "circular"]:
    conv = nn.Conv2d(1, 1, 3, padding=1, padding_mode=mode, bias=False)
    nn.init.ones_(conv.weight)
    print(mode, conv(img)[0, 0, 0].tolist())
print(F.pad(img, (1, 1, 1, 1), mode="reflect")[0, 0, 0])
print(F.pad(img, (2, 0, 0, 1), mode="constant", value=-1.0)[0, 0])
print(F.pad(img, (1, 2, 0, 1), mode="replicate").shape, F.pad(img, (1, 1, 1, 1), mode="circular")[0, 0, :, 0])
try:
    F.pad(img, (4, 4), mode="reflect")
except RuntimeError as e:
    print("RuntimeError:", e)

# wrong input sizes
conv = nn.Conv2d(3, 4, 3)
for shape in [(1, 4, 8, 8), (1, 3, 2, 2), (3, 8, 8), (8, 8)]:
    try:
        print(shape, tuple(conv(torch.randn(*shape)).shape))
    except RuntimeError as e:
        print(shape, "RuntimeError:", e)

# transposed convolution: stride 2 doubles the size with the right padding/output_padding
z = torch.randn(1, 4, 5, 5)
up = nn.ConvTranspose2d(4, 2, kernel_size=3, stride=2, padding=1, output_padding=1)
print(up, tuple(up(z).shape))
up2 = nn.ConvTranspose2d(4, 2, kernel_size=4, stride=2, padding=1)
print(tuple(up2(z).shape), up2.weight.shape)
up3 = nn.ConvTranspose2d(4, 2, kernel_size=3, stride=2, padding=1)
print(tuple(up3(z).shape), tuple(up3(z, output_size=[10, 10]).shape))
try:
    up3(z, output_size=[12, 12])
except ValueError as e:
    print("ValueError:", e)
try:
    up3(z, output_size=[2, 10, 10])
except ValueError as e:
    print("ValueError:", e)
print(tuple(up3(z, output_size=(1, 2, 9, 10)).shape), tuple(up3(z[0], output_size=[4, 10, 9]).shape))
down = nn.Conv2d(2, 4, 3, stride=2, padding=1)
print(tuple(down(up(z)).shape))

# Conv1d over sequences, and the flattened size for a linear head
seq = torch.randn(2, 6, 20)
c1 = nn.Sequential(nn.Conv1d(6, 8, 5), nn.ReLU(), nn.MaxPool1d(2), nn.Conv1d(8, 8, 3, dilation=2), nn.AdaptiveAvgPool1d(4), nn.Flatten())
print(c1(seq).shape)
feat = nn.Sequential(nn.Conv2d(3, 6, 5), nn.MaxPool2d(2), nn.Conv2d(6, 16, 5), nn.MaxPool2d(2))
print(feat(torch.randn(1, 3, 32, 32)).shape, feat(torch.randn(1, 3, 32, 32)).numel())
try:
    nn.Sequential(feat, nn.Flatten(), nn.Linear(16 * 4 * 4, 10))(torch.randn(2, 3, 32, 32))
except RuntimeError as e:
    print("RuntimeError:", e)
