# Post-training static quantization in eager mode: QuantStub/DeQuantStub, fuse_modules, prepare (observers),
# calibration, convert; the quantized Linear kernels' integer outputs.
import warnings

import torch
from torch import nn
from torch.ao.quantization import (QConfig, MinMaxObserver, MovingAverageMinMaxObserver, PerChannelMinMaxObserver,
                                   DeQuantStub, QuantStub, default_qconfig)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.quant = QuantStub()
        self.fc1 = nn.Linear(12, 16)
        self.relu1 = nn.ReLU()
        self.fc2 = nn.Linear(16, 8)
        self.relu2 = nn.ReLU()
        self.fc3 = nn.Linear(8, 4)
        self.dequant = DeQuantStub()

    def forward(self, x):
        x = self.quant(x)
        x = self.relu1(self.fc1(x))
        x = self.relu2(self.fc2(x))
        x = self.fc3(x)
        return self.dequant(x)


qconfigs = {
    "default": default_qconfig,
    "per_channel": QConfig(activation=MinMaxObserver.with_args(quant_min=0, quant_max=127),
                           weight=PerChannelMinMaxObserver.with_args(dtype=torch.qint8,
                                                                     qscheme=torch.per_channel_symmetric)),
    "moving_average": QConfig(activation=MovingAverageMinMaxObserver.with_args(averaging_constant=0.1),
                              weight=MinMaxObserver.with_args(dtype=torch.qint8, qscheme=torch.per_tensor_symmetric)),
}
for name, qconfig in qconfigs.items():
    torch.manual_seed(0)
    model = MLP().eval()
    model.qconfig = qconfig
    fused = torch.ao.quantization.fuse_modules(model, [["fc1", "relu1"], ["fc2", "relu2"]])
    if name == "default":
        print(qconfig)
        print(fused)
    prepared = torch.ao.quantization.prepare(fused)
    if name == "default":
        print(prepared)
    for _ in range(4):
        prepared(torch.randn(8, 12))
    print(prepared.quant.activation_post_process, prepared.fc3.activation_post_process)
    print(prepared.fc1.activation_post_process.calculate_qparams())
    quantized = torch.ao.quantization.convert(prepared)
    print(quantized)
    print(quantized.fc1.weight())
    print(quantized.fc3.bias())
    x = torch.randn(3, 12)
    q = quantized.quant(x)
    h1 = quantized.fc1(q)
    h2 = quantized.fc2(h1)
    out = quantized.fc3(h2)
    print(h1.int_repr(), h2.int_repr(), out.int_repr(), sep="\n")
    print(out.q_scale(), out.q_zero_point())
    print(quantized(x))
    print(list(quantized.state_dict().keys()))

# a quantized op refuses float input (the forgotten QuantStub)
try:
    quantized.fc1(torch.randn(2, 12))
except NotImplementedError as e:
    print(str(e).split(".")[0])

# an observer that saw nothing warns and answers scale 1, zero point 0
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(MinMaxObserver().calculate_qparams())
print([str(w.message) for w in caught])

# ReLU6 (observed, then QuantizedReLU6) and Dropout (QuantizedDropout) inside a statically quantized Sequential
seq = nn.Sequential(torch.ao.quantization.QuantStub(), nn.Linear(5, 6), nn.ReLU6(), nn.Dropout(0.2), nn.Linear(6, 2),
                    torch.ao.quantization.DeQuantStub()).eval()
seq.qconfig = torch.ao.quantization.default_qconfig
torch.ao.quantization.prepare(seq, inplace=True)
print(seq)
for _ in range(3):
    seq(torch.randn(4, 5) * 3)
torch.ao.quantization.convert(seq, inplace=True)
print(seq)
x = torch.randn(3, 5) * 3
print(seq(x))
print(seq[2](seq[1](seq[0](x))).int_repr())
