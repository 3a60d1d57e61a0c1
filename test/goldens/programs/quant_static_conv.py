# Static quantization of a small conv net: Conv+BatchNorm+ReLU fused, quantized Conv2d kernels (integer
# accumulation, zero-point padding, per-channel weights), ReLU and max pooling on quantized tensors.
import torch
from torch import nn
from torch.ao.quantization import QConfig, MinMaxObserver, PerChannelMinMaxObserver, default_qconfig


class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.quant = torch.quantization.QuantStub()
        self.conv1 = nn.Conv2d(1, 4, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(4)
        self.relu1 = nn.ReLU()
        self.pool = nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(4, 6, 3, stride=2, bias=False)
        self.relu2 = nn.ReLU(inplace=True)
        self.conv3 = nn.Conv2d(6, 6, 1, groups=2)
        self.fc = nn.Linear(6, 3)
        self.dequant = torch.quantization.DeQuantStub()

    def forward(self, x):
        x = self.quant(x)
        x = self.pool(self.relu1(self.bn1(self.conv1(x))))
        x = self.relu2(self.conv2(x))
        x = self.conv3(x)
        x = x.reshape(x.shape[0], -1)
        return self.dequant(self.fc(x))


per_channel = QConfig(activation=MinMaxObserver.with_args(quant_min=0, quant_max=127),
                      weight=PerChannelMinMaxObserver.with_args(dtype=torch.qint8,
                                                                qscheme=torch.per_channel_symmetric))
for qconfig in (default_qconfig, per_channel):
    torch.manual_seed(0)
    model = ConvNet().eval()
    model.bn1.running_mean.uniform_(-0.1, 0.1)
    model.bn1.running_var.uniform_(0.5, 1.5)
    model.qconfig = qconfig
    model = torch.quantization.fuse_modules(model, [["conv1", "bn1", "relu1"], ["conv2", "relu2"]])
    print(model.conv1, model.bn1, model.conv2)
    torch.quantization.prepare(model, inplace=True)
    for _ in range(3):
        model(torch.randn(4, 1, 8, 8))
    torch.quantization.convert(model, inplace=True)
    print(type(model.conv1).__name__, type(model.conv2).__name__, type(model.conv3).__name__, model.conv2.bias())
    print(model.conv1.weight().qscheme(), model.conv3.groups, model.conv3.weight().shape)
    x = torch.randn(2, 1, 8, 8)
    q = model.quant(x)
    a = model.conv1(q)
    b = model.pool(a)
    c = model.conv2(b)
    print(a.int_repr()[0, 0], b.int_repr()[1, 3], c.int_repr().flatten(), sep="\n")
    print(model.conv3(c).int_repr().flatten())
    print(nn.functional.adaptive_avg_pool2d(a, 1).int_repr().flatten(), nn.AdaptiveAvgPool2d((3, 2))(a).int_repr()[1, 2])
    print(nn.functional.max_pool2d(a, 3, stride=2, padding=1).int_repr()[0, 1])
    print(a.mean((2, 3)).int_repr(), a.mean().int_repr(), torch.mean(c, [2, 3], keepdim=True).shape)
    print(model(x))
