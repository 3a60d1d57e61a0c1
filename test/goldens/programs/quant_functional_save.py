# FloatFunctional in a residual model (observed in prepare, QFunctional after convert), and quantized tensors and
# quantized state dicts through torch.save / torch.load and pickle.
import io
import pickle

import torch
from torch import nn


class Residual(nn.Module):
    def __init__(self):
        super().__init__()
        self.quant = torch.ao.quantization.QuantStub()
        self.fc1 = nn.Linear(6, 6)
        self.fc2 = nn.Linear(6, 6)
        self.add = nn.quantized.FloatFunctional()
        self.add_relu = nn.quantized.FloatFunctional()
        self.mul = nn.quantized.FloatFunctional()
        self.cat = nn.quantized.FloatFunctional()
        self.dequant = torch.ao.quantization.DeQuantStub()

    def forward(self, x):
        x = self.quant(x)
        h = self.add.add(x, self.fc1(x))
        h = self.add_relu.add_relu(h, self.fc2(h))
        p = self.mul.mul(h, x)
        return self.dequant(self.cat.cat([h, p], dim=1))


def build():
    torch.manual_seed(0)
    model = Residual().eval()
    model.qconfig = torch.ao.quantization.default_qconfig
    return model


model = build()
print(model.add)
torch.ao.quantization.prepare(model, inplace=True)
print(model.add, model.cat)
for _ in range(3):
    model(torch.randn(5, 6) * 2)
torch.ao.quantization.convert(model, inplace=True)
print(model)
x = torch.randn(3, 6)
print(model(x))
q = model.quant(x)
print(model.add.add(q, q).int_repr(), model.add_relu.add_relu(q, model.fc1(q)).int_repr(),
      model.mul.mul(q, q).int_repr(), model.cat.cat([q, q], 0).shape, sep="\n")
try:
    model.add(q)
except RuntimeError as e:
    print(e)

# a quantized state dict round trip into a freshly converted model
buffer = io.BytesIO()
torch.save(model.state_dict(), buffer)
buffer.seek(0)
state = torch.load(buffer)
print(list(state.keys()))
print(state["fc1._packed_params._packed_params"][0].int_repr()[0], state["add.scale"], state["add.zero_point"])
fresh = build()
torch.ao.quantization.prepare(fresh, inplace=True)
fresh(torch.randn(2, 6))
torch.ao.quantization.convert(fresh, inplace=True)
print(fresh.load_state_dict(state))
print(torch.equal(fresh(x), model(x)), fresh.add)

# quantized tensors saved and pickled: per-tensor, per-channel, and one channel of it
qc = torch.quantize_per_channel(torch.randn(2, 3), torch.tensor([0.1, 0.2]), torch.tensor([0, 1]), 0, torch.qint8)
buffer = io.BytesIO()
torch.save([q, qc, qc[1]], buffer)
buffer.seek(0)
for t in torch.load(buffer):
    print(t)
print(pickle.loads(pickle.dumps(qc)).int_repr(), pickle.loads(pickle.dumps(q)).q_scale())
