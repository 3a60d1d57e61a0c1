# A ResNet-style network built from BasicBlocks with identity and projection shortcuts.
import torch
from torch import nn


class BasicBlock(nn.Module):
    expansion = 1

    def __init__(self, in_planes, planes, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(in_planes, planes, kernel_size=3, stride=stride, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(planes)
        self.conv2 = nn.Conv2d(planes, planes, kernel_size=3, stride=1, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(planes)
        self.shortcut = nn.Sequential()
        if stride != 1 or in_planes != planes:
            self.shortcut = nn.Sequential(
                nn.Conv2d(in_planes, planes, kernel_size=1, stride=stride, bias=False),
                nn.BatchNorm2d(planes),
            )

    def forward(self, x):
        out = torch.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        out += self.shortcut(x)
        return torch.relu(out)


class ResNetTiny(nn.Module):
    def __init__(self, num_blocks=(1, 1), num_classes=5):
        super().__init__()
        self.in_planes = 8
        self.conv1 = nn.Conv2d(3, 8, kernel_size=3, stride=1, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(8)
        self.layer1 = self._make_layer(8, num_blocks[0], stride=1)
        self.layer2 = self._make_layer(16, num_blocks[1], stride=2)
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(16 * BasicBlock.expansion, num_classes)
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)

    def _make_layer(self, planes, num_blocks, stride):
        strides = [stride] + [1] * (num_blocks - 1)
        layers = []
        for s in strides:
            layers.append(BasicBlock(self.in_planes, planes, s))
            self.in_planes = planes * BasicBlock.expansion
        return nn.Sequential(*layers)

    def forward(self, x):
        out = torch.relu(self.bn1(self.conv1(x)))
        out = self.layer1(out)
        out = self.layer2(out)
        out = self.avgpool(out)
        out = torch.flatten(out, 1)
        return self.fc(out)


torch.manual_seed(0)
net = ResNetTiny()
print(net)
x = torch.randn(4, 3, 12, 12)

shapes = []
hooks = [m.register_forward_hook(lambda mod, inp, out, name=name: shapes.append((name, tuple(out.shape))))
         for name, m in net.named_children()]
y = net(x)
for h in hooks:
    h.remove()
for name, shape in shapes:
    print(f"{name:8s} -> {shape}")
print("output:", y.shape)
print(y)

target = torch.tensor([0, 1, 2, 3])
loss = nn.functional.cross_entropy(y, target)
loss.backward()
print(f"loss: {loss.item():.5f}")
for name, p in net.named_parameters():
    if "conv" in name or "fc" in name:
        print(f"{name:28s} grad norm {p.grad.norm().item():.5f}")

print("shortcut of layer2:", net.layer2[0].shortcut)
print("shortcut of layer1 is empty:", len(net.layer1[0].shortcut) == 0)
params = sum(p.numel() for p in net.parameters())
buffers = sum(b.numel() for b in net.buffers())
print("params:", params, "buffers:", buffers)
print([n for n, _ in net.named_buffers()][:4])
