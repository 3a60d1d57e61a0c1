# Float32 convolutions that PyTorch's CPU build runs through its im2col kernel (slow_conv2d: batch 1 with a kernel of
# at most 3 and a small input, or 1x1 unstrided kernels below a batch of 16 on one thread): every value printed in
# full, so each result must agree bit for bit, bias, input, weight and bias gradients included.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
cases = [
    ((1, 3, 6, 6), (4, 3, 1, 1), 0, 1),
    ((1, 16, 5, 5), (4, 16, 3, 3), 1, 1),
    ((1, 40, 4, 4), (3, 40, 3, 3), 0, 1),
    ((1, 4, 7, 7), (5, 4, 3, 3), 1, 2),
    ((3, 5, 4, 4), (6, 5, 1, 1), 0, 1),
    ((1, 2, 6, 6), (3, 2, 2, 2), 0, 1),
]
for xs, ws, pad, stride in cases:
    x = torch.randn(xs, requires_grad=True)
    w = torch.randn(ws, requires_grad=True)
    b = torch.randn(ws[0], requires_grad=True)
    y = F.conv2d(x, w, b, padding=pad, stride=stride)
    g = torch.randn(y.shape)
    y.backward(g)
    print(xs, ws, 'padding', pad, 'stride', stride)
    print(' y ', y.detach().flatten().tolist())
    print(' y without bias', F.conv2d(x, w, padding=pad, stride=stride).detach().flatten().tolist())
    print(' grad x', x.grad.flatten().tolist())
    print(' grad w', w.grad.flatten().tolist())
    print(' grad b', b.grad.tolist())

# conv1d runs as a conv2d of height 1
x = torch.randn(1, 4, 12, requires_grad=True)
conv = torch.nn.Conv1d(4, 6, 3, padding=1)
y = conv(x)
y.backward(torch.randn(y.shape))
print('conv1d', y.detach().flatten().tolist())
print(' grad x', x.grad.flatten().tolist())
print(' grad w', conv.weight.grad.flatten().tolist())
print(' grad b', conv.bias.grad.tolist())
