# A tiny U-Net: double conv blocks with GroupNorm, max-pool down, transposed-conv up, skip concatenation
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class DoubleConv(nn.Module):
    def __init__(self, cin, cout, groups=2):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.GroupNorm(groups, cout), nn.ReLU(inplace=True),
            nn.Conv2d(cout, cout, 3, padding=1, bias=False), nn.GroupNorm(groups, cout), nn.ReLU(inplace=True))

    def forward(self, x):
        return self.net(x)


class UNet(nn.Module):
    def __init__(self, cin=1, classes=2, base=4):
        super().__init__()
        self.inc = DoubleConv(cin, base)
        self.down = nn.Sequential(nn.MaxPool2d(2), DoubleConv(base, base * 2))
        self.up = nn.ConvTranspose2d(base * 2, base, 2, stride=2)
        self.conv = DoubleConv(base * 2, base)
        self.outc = nn.Conv2d(base, classes, 1)

    def forward(self, x):
        x1 = self.inc(x)
        x2 = self.down(x1)
        u = self.up(x2)
        dy, dx = x1.size(2) - u.size(2), x1.size(3) - u.size(3)
        u = F.pad(u, [dx // 2, dx - dx // 2, dy // 2, dy - dy // 2])
        return self.outc(self.conv(torch.cat([x1, u], dim=1)))


model = UNet()
print(model.down)
print("params:", sum(p.numel() for p in model.parameters()))
gn = nn.GroupNorm(2, 4)
t = torch.randn(2, 4, 3, 3)
out = gn(t)
g = t.view(2, 2, -1)
manual = ((g - g.mean(-1, keepdim=True)) / torch.sqrt(g.var(-1, unbiased=False, keepdim=True) + 1e-5)).view_as(t)
print(torch.allclose(out, manual, atol=1e-5), out[0, 0])
x = torch.randn(2, 1, 6, 6)
mask = (x > 0).long().squeeze(1)
print(model(x).shape, model(torch.randn(1, 1, 7, 7)).shape)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for epoch in range(4):
    logits = model(x)
    loss = F.cross_entropy(logits, mask)
    opt.zero_grad()
    loss.backward()
    opt.step()
    pred = logits.argmax(1)
    inter = ((pred == 1) & (mask == 1)).sum().item()
    union = ((pred == 1) | (mask == 1)).sum().item()
    print(f"epoch {epoch} loss {loss.item():.4f} iou {inter / max(union, 1):.4f}")
probs = F.softmax(model(x), dim=1)
dice = 1 - (2 * (probs[:, 1] * mask).sum() + 1) / (probs[:, 1].sum() + mask.sum() + 1)
print("dice loss:", dice)
