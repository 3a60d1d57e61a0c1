# Patches and sliding windows: Tensor.unfold for 1-D windows and 2-D tiles, F.unfold (im2col) with stride, padding and
# dilation, a convolution written as unfold + matmul, F.fold putting patches back (and counting overlaps), and
# non-overlapping image patches for a ViT-style tokenizer.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
seq = torch.arange(10.0)
print(seq.unfold(0, 4, 2))
print(seq.unfold(0, 3, 3), seq.unfold(0, 4, 2).stride())
img = torch.arange(16.0).view(1, 1, 4, 4)
tiles = img.unfold(2, 2, 2).unfold(3, 2, 2)
print(tiles.shape)
print(tiles[0, 0, 1, 0])

x = torch.arange(2 * 3 * 4 * 4, dtype=torch.float32).view(2, 3, 4, 4)
cols = F.unfold(x, kernel_size=2)
print(cols.shape, cols[0, :, 0])
print(F.unfold(x, kernel_size=3, padding=1, stride=2).shape, F.unfold(x, kernel_size=2, dilation=2).shape)
print(F.unfold(x, kernel_size=(1, 2), stride=(1, 2))[0, :, :2])

w = torch.randint(-2, 3, (5, 3, 2, 2)).float()
b = torch.randint(-2, 3, (5,)).float()
conv = F.conv2d(x, w, b)
via = (w.view(5, -1) @ F.unfold(x, 2) + b[:, None]).view(2, 5, 3, 3)
print(torch.equal(conv, via), conv.shape)

ones = torch.ones(1, 1, 4, 4)
counts = F.fold(F.unfold(ones, kernel_size=2), output_size=(4, 4), kernel_size=2)
print(counts)
back = F.fold(F.unfold(img, kernel_size=2, stride=2), output_size=(4, 4), kernel_size=2, stride=2)
print(torch.equal(back, img))

patch = 4
images = torch.randn(2, 3, 8, 8)
p = images.unfold(2, patch, patch).unfold(3, patch, patch)
tokens = p.permute(0, 2, 3, 1, 4, 5).reshape(2, -1, 3 * patch * patch)
print(tokens.shape)
print(torch.equal(tokens[0, 1], images[0, :, :4, 4:].reshape(-1)))
tok2 = F.unfold(images, kernel_size=patch, stride=patch).transpose(1, 2)
print(tok2.shape, torch.equal(tok2, tokens))

g = torch.randn(1, 1, 3, 3, requires_grad=True)
F.unfold(g, kernel_size=2).sum().backward()
print(g.grad)
try:
    F.unfold(torch.randn(2, 3), kernel_size=2)
except (RuntimeError, IndexError) as e:
    print(type(e).__name__ + ':', e)
try:
    F.fold(torch.randn(1, 4, 5), output_size=(4, 4), kernel_size=2)
except RuntimeError as e:
    print('RuntimeError:', e)
