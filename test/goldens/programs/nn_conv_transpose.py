# Transposed convolutions (1-3 spatial dims): PyTorch's weight layout and init, stride, padding, output_padding,
# groups, dilation, output_size, unbatched input, gradients through ConvolutionBackward0
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
for m, shape in ((nn.ConvTranspose2d(3, 4, 3), (2, 3, 5, 5)),
                 (nn.ConvTranspose2d(4, 6, (3, 2), stride=2, padding=1, output_padding=1, groups=2, dilation=(1, 2)), (1, 4, 4, 3)),
                 (nn.ConvTranspose1d(2, 3, 4, stride=3, padding=2, bias=False), (2, 2, 6)),
                 (nn.ConvTranspose1d(2, 4, 3, stride=2, output_padding=1, groups=2), (2, 5)),
                 (nn.ConvTranspose3d(2, 2, 2, stride=2), (1, 2, 2, 2, 2))):
    print(m, tuple(m.weight.shape))
    x = torch.randn(*shape, requires_grad=True)
    y = m(x)
    print(y.shape, type(y.grad_fn).__name__)
    print(y.flatten()[:8])
    (y * torch.linspace(-1, 1, y.numel()).view(y.shape)).sum().backward()
    print(x.grad.flatten()[:6], m.weight.grad.flatten()[:6])
    if m.bias is not None:
        print(m.bias.grad)
up = nn.ConvTranspose2d(2, 2, 3, stride=2, padding=1)
x = torch.randn(1, 2, 4, 4)
print(up(x, output_size=[8, 8]).shape, up(x).shape)
w = torch.randn(3, 2, 3)
print(F.conv_transpose1d(torch.randn(1, 3, 4), w, stride=2))
