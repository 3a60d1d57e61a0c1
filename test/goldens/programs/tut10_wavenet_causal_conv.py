# WaveNet-style causal convolutions: left padding so no output sees the future (checked by perturbing a later
# input), dilations doubling per layer and the receptive field they give, gated tanh*sigmoid units with residual and
# skip connections, and a few steps fitting a shifted sine.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class CausalConv1d(nn.Conv1d):
    def __init__(self, cin, cout, kernel_size, dilation=1):
        super().__init__(cin, cout, kernel_size, dilation=dilation)
        self.left = (kernel_size - 1) * dilation

    def forward(self, x):
        return super().forward(F.pad(x, (self.left, 0)))


class GatedBlock(nn.Module):
    def __init__(self, ch, dilation):
        super().__init__()
        self.filt = CausalConv1d(ch, ch, 2, dilation)
        self.gate = CausalConv1d(ch, ch, 2, dilation)
        self.res = nn.Conv1d(ch, ch, 1)
        self.skip = nn.Conv1d(ch, ch, 1)

    def forward(self, x):
        h = torch.tanh(self.filt(x)) * torch.sigmoid(self.gate(x))
        return x + self.res(h), self.skip(h)


class TinyWaveNet(nn.Module):
    def __init__(self, ch=4, layers=4):
        super().__init__()
        self.inp = CausalConv1d(1, ch, 2)
        self.blocks = nn.ModuleList([GatedBlock(ch, 2 ** i) for i in range(layers)])
        self.out = nn.Conv1d(ch, 1, 1)

    def forward(self, x):
        x = self.inp(x)
        skips = 0
        for b in self.blocks:
            x, s = b(x)
            skips = skips + s
        return self.out(F.relu(skips))


net = TinyWaveNet()
print(net.blocks[2].filt, net.blocks[3].filt.left)
receptive = 1 + sum(m.left for m in net.modules() if isinstance(m, CausalConv1d))
print('receptive field', receptive)

x = torch.randn(1, 1, 40)
y = net(x)
x2 = x.clone()
x2[..., 30] += 5.0
y2 = net(x2)
changed = (y - y2).abs().squeeze() > 0
print(y.shape, changed.nonzero().min().item(), changed[:30].any().item())
x3 = x.clone()
x3[..., 10] += 5.0
first = ((net(x3) - y).abs().squeeze() > 0).nonzero().squeeze(1)
print(first.min().item(), first.max().item(), first.numel())

t = torch.arange(64, dtype=torch.float32)
wave = torch.sin(2 * math.pi * t / 16).view(1, 1, -1)
target = torch.roll(wave, -1, dims=-1)
opt = torch.optim.Adam(net.parameters(), lr=0.02)
for step in range(60):
    pred = net(wave)
    loss = F.mse_loss(pred[..., receptive:-1], target[..., receptive:-1])
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 20 == 0 or step == 59:
        print(step, f'{loss.item():.5f}')
print(sum(p.numel() for p in net.parameters()))
