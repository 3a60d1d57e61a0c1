# Convolution input mistakes: the wrong number of channels, images smaller than the kernel, a missing batch
# dimension and channels-last data, with PyTorch's message for each.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
conv = nn.Conv2d(3, 8, kernel_size=3)

print("A grayscale image into an RGB conv:")
gray = torch.randn(4, 1, 28, 28)
try:
    conv(gray)
except RuntimeError as e:
    print(type(e).__name__, e)
print("repeat the channel:", conv(gray.repeat(1, 3, 1, 1)).shape)

print("\nChannels-last images (N, H, W, C) from numpy or PIL:")
hwc = torch.randn(2, 32, 32, 3)
try:
    conv(hwc)
except RuntimeError as e:
    print(type(e).__name__, e)
print("permute(0, 3, 1, 2):", conv(hwc.permute(0, 3, 1, 2)).shape)

print("\nA single image without a batch dimension is treated as unbatched:")
print(conv(torch.randn(3, 10, 10)).shape)
print("but a 2-D image is not accepted:")
try:
    conv(torch.randn(10, 10))
except RuntimeError as e:
    print(type(e).__name__, e)
print("as a batch of one RGB image:", conv(torch.randn(10, 10).expand(3, 10, 10).unsqueeze(0)).shape)

print("\nAn input smaller than the kernel:")
try:
    nn.Conv2d(3, 8, kernel_size=5)(torch.randn(1, 3, 4, 4))
except RuntimeError as e:
    print(type(e).__name__, e)
print("padding makes room:", nn.Conv2d(3, 8, kernel_size=5, padding=2)(torch.randn(1, 3, 4, 4)).shape)

print("\nToo many pooling layers shrink the image to nothing:")
net = nn.Sequential(nn.Conv2d(1, 4, 3), nn.MaxPool2d(2), nn.Conv2d(4, 4, 3), nn.MaxPool2d(2), nn.Conv2d(4, 4, 3))
try:
    net(torch.randn(1, 1, 12, 12))
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    nn.MaxPool2d(2)(torch.randn(1, 4, 1, 1))
except RuntimeError as e:
    print(type(e).__name__, e)

print("\nConv1d over sequences wants (N, C, L), not (N, L, C):")
conv1 = nn.Conv1d(16, 32, kernel_size=3)
seq = torch.randn(5, 20, 16)
try:
    conv1(seq)
except RuntimeError as e:
    print(type(e).__name__, e)
print("transpose(1, 2):", conv1(seq.transpose(1, 2)).shape)
try:
    conv1(torch.randn(5, 16, 2))
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    conv1(torch.randn(2, 5, 16, 20))
except RuntimeError as e:
    print(type(e).__name__, e)

print("\nGroups must divide the channels:")
try:
    nn.Conv2d(6, 8, 3, groups=4)
except ValueError as e:
    print(type(e).__name__, e)
try:
    F.conv2d(torch.randn(1, 6, 5, 5), torch.randn(8, 3, 3, 3), groups=3)
except RuntimeError as e:
    print(type(e).__name__, e)

print("\nA weight of the wrong rank for F.conv2d:")
try:
    F.conv2d(torch.randn(1, 3, 5, 5), torch.randn(8, 3, 3))
except RuntimeError as e:
    print(type(e).__name__, e)
print("bias of the wrong size:")
try:
    F.conv2d(torch.randn(1, 3, 5, 5), torch.randn(8, 3, 3, 3), bias=torch.randn(3))
except RuntimeError as e:
    print(type(e).__name__, e)
