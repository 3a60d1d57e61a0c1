# Memory formats and result layouts: TensorIterator's output strides for permuted inputs, *_like and clone
# preserving layout, channels_last through contiguous/to/Module.to, pooling, batch norm and cat keeping it
import torch
a = torch.zeros(3, 4).t()
print((a + 1).stride(), a.exp().stride(), torch.zeros_like(a).stride(), torch.empty_like(a).stride(), a.clone().stride())
print((a * a).stride(), (a + torch.zeros(4, 3)).stride(), a.contiguous().stride(), torch.ones_like(a).stride())
b = torch.zeros(2, 3, 4, 5).permute(0, 2, 3, 1)
print((b + 1).stride(), b.clone().stride(), (b > 0).stride(), b.float().stride(), b.double().stride())
c = torch.zeros(2, 3, 4, 5)[:, :, ::2]
print(c.clone().stride(), (c + 1).stride())
print(torch.randn_like(a).stride(), torch.full_like(a, 2).stride(), torch.rand_like(a).stride())
print(a.sum(0).stride(), a.to(torch.float64).stride(), a.to(torch.int64).stride())
x = torch.arange(6.).reshape(2, 3).t()
print(torch.where(x > 1, x, 0.).stride(), x.abs().stride(), torch.relu(x).stride(), x.sigmoid().stride())
import torch
x = torch.randn(2, 3, 4, 5)
c = x.contiguous(memory_format=torch.channels_last)
print(c.stride(), c.is_contiguous(), c.is_contiguous(memory_format=torch.channels_last), torch.equal(c, x))
print(x.to(memory_format=torch.channels_last).stride(), c.to(memory_format=torch.channels_last) is c)
print((c + 1).stride(), (c * x).stride(), c.clone().stride(), c.clone(memory_format=torch.contiguous_format).stride())
print(torch.empty_like(c).stride(), torch.zeros_like(c, memory_format=torch.contiguous_format).stride())
print(c.contiguous().stride(), c.contiguous() is c, repr(torch.channels_last), torch.channels_last)
print(c.float().stride(), c.double().stride(), c.relu().stride())
try:
    torch.zeros(2, 3).contiguous(memory_format=torch.channels_last)
except RuntimeError as e:
    print(e)
try:
    x.contiguous(memory_format=torch.preserve_format)
except RuntimeError as e:
    print(e)
y = torch.zeros(4, 4).t()
torch.manual_seed(0)
print(torch.rand_like(y), torch.randn_like(y))
z = torch.zeros(5, 5).t()
print(torch.randn_like(z))
print(isinstance(torch.channels_last, torch.memory_format), type(torch.channels_last))
import pickle
print(pickle.loads(pickle.dumps(torch.channels_last)) is torch.channels_last)
v = (y + 1)
try:
    v.view(-1)
except RuntimeError as e:
    print(e)
print(v.reshape(-1).shape, v.is_contiguous())
print(torch.zeros(1, 3, 1, 1).is_contiguous(memory_format=torch.channels_last))

import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(2, 3, 6, 6).contiguous(memory_format=torch.channels_last)
conv = nn.Conv2d(3, 4, 3)
y = conv(x)
print("conv", y.stride(), y.is_contiguous(memory_format=torch.channels_last))
print("conv w cl", nn.Conv2d(3, 4, 3).to(memory_format=torch.channels_last)(torch.randn(2, 3, 6, 6)).stride())
print("maxpool", F.max_pool2d(x, 2).stride(), "avgpool", F.avg_pool2d(x, 2).stride())
bn = nn.BatchNorm2d(3)
print("bn", bn(x).stride(), bn.eval()(x).stride())
print("relu", F.relu(x).stride(), "dropout", F.dropout(x, 0.5).stride())
print("flatten", torch.flatten(F.adaptive_avg_pool2d(x, 1), 1).stride())
print("cat", torch.cat([x, x], 1).stride())
print("softmax", F.softmax(x, 1).stride(), "sum", x.sum(1).stride(), x.mean((2, 3), keepdim=True).stride())
print(conv.weight.to(memory_format=torch.channels_last).stride())
m = nn.Conv2d(3, 4, 3).to(memory_format=torch.channels_last)
print(m.weight.stride(), m.bias.stride(), m.weight.is_leaf)
print("adaptive", F.adaptive_avg_pool2d(x, 2).stride())
x = torch.randn(2, 3, 6, 6)
print(nn.Conv2d(3, 4, 3)(x).stride(), nn.Conv2d(3, 4, 3, bias=False)(x).stride(), nn.Conv1d(3, 4, 3)(torch.randn(2, 3, 7)).stride())
xc = x.contiguous(memory_format=torch.channels_last)
print(nn.Conv2d(3, 4, 3)(xc).stride(), nn.Conv2d(3, 4, 3, bias=False)(xc).stride())
xr = x.clone().requires_grad_(); nn.Conv2d(3, 4, 3)(xr).sum().backward(); print(xr.grad.stride())
xr = xc.clone().requires_grad_(); nn.Conv2d(3, 4, 3)(xr).sum().backward(); print(xr.grad.stride())
print(nn.Conv2d(3, 4, 3)(torch.randn(3, 6, 6)).stride())
