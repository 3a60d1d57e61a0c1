# Tensor.resize_ with a memory_format restrides in place; convert_conv2d_weight_memory_format recipe
import torch
import torch.nn as nn

for f in [lambda: torch.empty(2, 3, 4, 5).resize_(2, 3, 4, 5, memory_format=torch.preserve_format),
          lambda: torch.empty(2, 3, 4, 5, memory_format=torch.preserve_format),
          lambda: torch.empty(2, 3, 4).resize_(2, 3, 4, memory_format=torch.channels_last),
          lambda: torch.empty(2, 3, 4, memory_format=torch.channels_last)]:
    try:
        print(f().stride())
    except RuntimeError as e:
        print(type(e).__name__, e)
x = torch.arange(6.0).view(2, 3).t()
print(x.resize_(3, 2).stride(), x.resize_(6).stride(), torch.arange(4.0).view(2, 2).t().resize_(2, 2, memory_format=torch.contiguous_format).stride())
y = torch.arange(24.0).view(1, 2, 3, 4)
y.resize_(1, 2, 3, 4, memory_format=torch.channels_last)
print(y.stride(), y.flatten().tolist() == torch.arange(24.0).tolist(), y[0, 1, 0, 0])
z = torch.zeros(2, 2, 2, 2).resize_(1, 3, 2, 2, memory_format=torch.channels_last)
print(z.shape, z.stride())

torch.manual_seed(0)
m = nn.Sequential(nn.Conv2d(2, 3, 3), nn.Sequential(nn.ConvTranspose2d(3, 4, 2), nn.Linear(2, 2)), nn.Conv3d(1, 2, 2))
r = nn.utils.convert_conv2d_weight_memory_format(m, torch.channels_last)
print(r is m, m[0].weight.stride(), m[1][0].weight.stride(), m[1][1].weight.stride(), m[2].weight.stride())
print(type(m[0].weight).__name__, m[0].weight.requires_grad, m[0].weight.is_contiguous(memory_format=torch.channels_last))
nn.utils.convert_conv2d_weight_memory_format(m, torch.contiguous_format)
print(m[0].weight.stride(), m[0](torch.randn(1, 2, 4, 4)).sum())
a2 = torch.zeros(2, 3, 4, 5)
a2.resize_as_(torch.empty(1, 2, 3, 4), memory_format=torch.channels_last)
print(a2.stride())
b = torch.zeros(2, 3).t()
b.resize_as_(torch.empty(3, 2))
print(b.stride())
