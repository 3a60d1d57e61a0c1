# Convolutions that keep the input's size: padding="same"/"valid" strings and the non-zero padding modes.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(12)
x = torch.randn(1, 2, 5, 6)
w = torch.randn(3, 2, 3, 3)
print(F.conv2d(x, w, padding="same").shape, F.conv2d(x, w, padding="valid").shape)
print(torch.equal(F.conv2d(x, w, padding="same"), F.conv2d(x, w, padding=1)))
print(torch.conv2d(x, w, None, 1, "same", 2).shape)
sig = torch.arange(6.0).view(1, 1, 6)
print(F.conv1d(sig, torch.ones(1, 1, 3), padding="same"))
print(F.conv1d(sig[0], torch.ones(1, 1, 3), padding="same"))
print(F.conv3d(torch.randn(1, 1, 3, 4, 5), torch.ones(1, 1, 3, 3, 3), padding="same").shape)
try:
    F.conv2d(x, w, stride=2, padding="same")
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    F.conv2d(x, w, padding="full")
except RuntimeError as e:
    print("RuntimeError:", e)

for kw in [dict(padding="same"), dict(padding="valid"), dict(padding=1, padding_mode="reflect"),
           dict(padding=(1, 2), padding_mode="circular"), dict(padding=2, padding_mode="replicate", dilation=2),
           dict(padding="same", padding_mode="reflect")]:
    conv = nn.Conv2d(2, 3, 3, **kw)
    out = conv(x)
    print(conv)
    print(conv.padding, conv._reversed_padding_repeated_twice, out.shape, round(out.sum().item(), 4))
conv = nn.Conv1d(1, 1, 3, padding=1, padding_mode="circular", bias=False)
with torch.no_grad():
    conv.weight.fill_(1.0)
print(conv(sig))
xr = sig.clone().requires_grad_()
conv(xr).sum().backward()
print(xr.grad)
print(nn.Conv1d(2, 2, 5, padding="same", dilation=2, padding_mode="replicate")(torch.randn(2, 7)).shape)
try:
    nn.Conv2d(2, 3, 3, stride=2, padding="same")
except ValueError as e:
    print("ValueError:", e)
try:
    nn.Conv2d(2, 3, 3, groups=0)
except ValueError as e:
    print("ValueError:", e)
try:
    nn.ConvTranspose2d(2, 3, 3, padding_mode="reflect")
except ValueError as e:
    print("ValueError:", e)

class SameNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(1, 4, 3, padding="same"), nn.ReLU(),
                                  nn.Conv2d(4, 4, 5, padding="same", padding_mode="reflect"), nn.ReLU(),
                                  nn.Conv2d(4, 1, 1))

    def forward(self, x):
        return x + self.body(x)

net = SameNet()
print(net)
img = torch.randn(2, 1, 8, 8)
opt = torch.optim.SGD(net.parameters(), lr=0.05)
for step in range(3):
    loss = F.mse_loss(net(img), torch.zeros_like(img))
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 5))
