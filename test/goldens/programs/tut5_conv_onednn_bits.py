# Convolutions to the last bit where PyTorch's CPU build hands them to oneDNN's direct kernel (batches, 5x5 kernels,
# inputs over 20480 elements): outputs and the input, weight and bias gradients, with padding, strides, no bias, more
# than 16 input or output channels (summed in blocks of 16); a dilated one's output and input gradient (oneDNN takes
# its weight gradient by gemm, in an order not reproduced); 1x1 kernels' outputs (oneDNN's 1x1 kernel, bias first);
# then a LeNet's raw logits on one image and on a batch.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
cases = [
    # (N, C, H, W, O, kh, kw, stride, padding, dilation, bias)
    (1, 3, 32, 32, 6, 5, 5, 1, 0, 1, True),
    (4, 3, 12, 12, 6, 5, 5, 1, 0, 1, True),
    (2, 1, 10, 10, 4, 3, 3, 1, 1, 1, True),
    (2, 6, 9, 9, 5, 3, 3, 2, 1, 1, False),
    (3, 16, 7, 7, 8, 3, 3, 1, 1, 1, True),
    (2, 20, 8, 8, 8, 3, 3, 1, 1, 1, True),
    (2, 48, 6, 6, 4, 3, 3, 1, 1, 1, True),
    (1, 8, 10, 10, 4, 3, 3, 2, 0, 1, True),
    (2, 8, 10, 10, 4, 3, 3, 1, 2, 2, True),
    (1, 4, 9, 9, 3, 4, 4, 1, 0, 1, True),
    (1, 40, 24, 24, 2, 3, 3, 1, 1, 1, True),
    (2, 8, 7, 7, 20, 3, 3, 1, 1, 1, True),
    (2, 20, 8, 8, 36, 3, 3, 1, 1, 1, True),
    (2, 4, 10, 10, 6, 3, 3, 3, 0, 1, True),
    (2, 3, 7, 5, 2, 2, 3, (2, 1), (0, 1), 1, True),
]
for (n, c, h, w, o, kh, kw, s, p, d, b) in cases:
    x = torch.randn(n, c, h, w, requires_grad=True)
    wt = (torch.randn(o, c, kh, kw) * 0.3).requires_grad_()
    bias = torch.randn(o, requires_grad=True) if b else None
    y = F.conv2d(x, wt, bias, s, p, d)
    y.backward(torch.randn_like(y))
    print(tuple(y.shape), y.flatten()[::max(1, y.numel() // 16)].tolist())
    print('  input grad', x.grad.flatten()[::max(1, x.numel() // 12)].tolist())
    if d == 1:
        print('  weight grad', wt.grad.flatten()[::max(1, wt.numel() // 12)].tolist())
        print('  bias grad', None if bias is None else bias.grad.tolist())
for (n, c, h, o, s, b) in [(2, 64, 8, 16, 2, True), (2, 128, 4, 8, 2, True), (17, 2, 3, 2, 1, True), (17, 5, 3, 4, 1, False)]:
    x = torch.randn(n, c, h, h)
    bias = torch.randn(o) if b else None
    y = F.conv2d(x, torch.randn(o, c, 1, 1) * 0.1, bias, s)
    print((n, c, h, o, s), y.flatten()[::max(1, y.numel() // 16)].tolist())


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        return self.fc3(x)


net = Net().eval()
images = torch.randn(4, 3, 32, 32)
with torch.no_grad():
    print(net(images[:1]))
    print(net(images))
    conv = nn.Conv2d(3, 8, 3, padding=1)
    print(conv(images)[0, :2, :2, :4])
    print(nn.Conv2d(3, 4, 3, bias=False)(images[:2]).sum(dim=(2, 3)))
