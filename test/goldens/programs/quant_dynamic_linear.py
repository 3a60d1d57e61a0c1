# Dynamic quantization of Linear layers (the dynamic-quantization tutorial): quantize_dynamic swaps each Linear for
# a DynamicQuantizedLinear with a qint8 weight; activations are quantized per call over their own range.
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 8), nn.Tanh(), nn.Linear(8, 3))
qmodel = torch.quantization.quantize_dynamic(model, {nn.Linear}, dtype=torch.qint8)
print(qmodel)
print(model)  # the float model is untouched (quantize_dynamic works on a copy)

w = qmodel[2].weight()
print(w.dtype, w.qscheme(), w.q_scale(), w.q_zero_point())
print(w.int_repr()[:2])
print(qmodel[4].weight())
print(qmodel[4].bias())
print(list(qmodel.state_dict().keys()))
print(qmodel.state_dict()["0.scale"], qmodel.state_dict()["0.zero_point"], qmodel.state_dict()["0._packed_params.dtype"])

x = torch.randn(5, 16)
with torch.no_grad():
    ref = model(x)
    out = qmodel(x)
print(out)
print(out.dtype, out.shape, (out - ref).abs().max() < 0.05)

# a 3-d input: the leading dims are kept
print(qmodel(torch.randn(2, 3, 16)).shape)

# torch.ao.quantization directly, a name-based spec, and LSTM left as is when not named
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 6)
        self.fc2 = nn.Linear(6, 2)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


net = Net()
qnet = torch.ao.quantization.quantize_dynamic(net, {"fc1"})
print(qnet)
print(qnet(torch.ones(2, 4)))
qnet2 = torch.ao.quantization.quantize_dynamic(net, {nn.Linear: torch.ao.quantization.default_dynamic_qconfig})
print(qnet2.fc2, qnet2.fc2.weight().int_repr())

# a 1-d input is refused
try:
    qnet.fc1(torch.ones(4))
except RuntimeError as e:
    print(e)
