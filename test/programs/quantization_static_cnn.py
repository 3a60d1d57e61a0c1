# Static quantization tutorial, in small: a CNN with QuantStub/DeQuantStub and a residual add through
# FloatFunctional; fuse Conv+BN+ReLU, calibrate observers on a few batches, convert, and compare with float.
import torch
from torch import nn
from torch.ao.quantization import QConfig, MinMaxObserver, default_per_channel_weight_observer


class ConvBNReLU(nn.Sequential):
    def __init__(self, cin, cout, stride=1):
        super().__init__(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU())


class Block(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.conv = ConvBNReLU(channels, channels)
        self.skip_add = nn.quantized.FloatFunctional()

    def forward(self, x):
        return self.skip_add.add(x, self.conv(x))


class TinyNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.quant = torch.ao.quantization.QuantStub()
        self.stem = ConvBNReLU(1, 8, stride=2)
        self.block = Block(8)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(8, 3)
        self.dequant = torch.ao.quantization.DeQuantStub()

    def forward(self, x):
        x = self.quant(x)
        x = self.block(self.stem(x))
        x = self.pool(x).flatten(1)
        return self.dequant(self.fc(x))

    def fuse_model(self):
        for m in self.modules():
            if type(m) is ConvBNReLU:
                torch.ao.quantization.fuse_modules(m, ["0", "1", "2"], inplace=True)


torch.manual_seed(0)
images = torch.randn(64, 1, 12, 12)
labels = (images[:, 0, :6].mean((1, 2)) > images[:, 0, 6:].mean((1, 2))).long() + (images.mean((1, 2, 3)) > 0.1).long()

model = TinyNet()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for step in range(40):
    optimizer.zero_grad()
    loss = nn.functional.cross_entropy(model(images), labels)
    loss.backward()
    optimizer.step()
print(f"loss after training {loss.item():.3f}")

model.eval()
model.fuse_model()
print(model.stem, model.block.conv)
model.qconfig = QConfig(activation=MinMaxObserver.with_args(quant_min=0, quant_max=127),
                        weight=default_per_channel_weight_observer)
print(model.qconfig)
torch.ao.quantization.prepare(model, inplace=True)
print(model.block)
with torch.no_grad():
    for batch in images.split(16):
        model(batch)
torch.ao.quantization.convert(model, inplace=True)
# the calibrated scales depend on float convolutions' last bits: shown rounded
for name, m in (("stem", model.stem[0]), ("block", model.block.conv[0]), ("skip_add", model.block.skip_add),
                ("fc", model.fc)):
    print(name, m._get_name(), round(m.scale, 4), m.zero_point)
print(model.stem[1], model.stem[2], model.quant.dtype)
print(model.stem[0].weight().qscheme(), model.stem[0].weight().dtype, model.fc.weight().q_per_channel_axis())
with torch.no_grad():
    quantized_logits = model(images)
print(quantized_logits[:4])
accuracy = (quantized_logits.argmax(1) == labels).float().mean().item()
print(f"quantized accuracy {accuracy:.3f}")
q = model.quant(images[:2])
print(q.dtype, q.shape, model.stem(q).dtype, model.stem(q).int_repr().max().item() <= 255)
