# Saving and loading TorchScript modules in memory with io.BytesIO.
import io
import torch
from typing import List

torch.manual_seed(0)


class Classifier(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.ReLU(), torch.nn.Linear(8, 3))

    def forward(self, x):
        return torch.softmax(self.net(x), dim=1)


model = Classifier().eval()
x = torch.randn(2, 4)
scripted = torch.jit.script(model)
buffer = io.BytesIO()
torch.jit.save(scripted, buffer)
print(buffer.tell() > 0)
buffer.seek(0)
loaded = torch.jit.load(buffer)
print(type(loaded).__name__)
print(torch.equal(loaded(x), model(x)))
print(loaded(x).argmax(dim=1))
print(sum(p.numel() for p in loaded.parameters()))
print([k for k in loaded.state_dict()])

traced = torch.jit.trace(model, x)
buf2 = io.BytesIO()
torch.jit.save(traced, buf2)
buf2.seek(0)
loaded2 = torch.jit.load(buf2)
print(torch.allclose(loaded2(x), model(x)))
print(loaded2.training, loaded.training)

loaded.train()
print(loaded.training)
print(loaded2)


class Scaler(torch.nn.Module):
    def forward(self, x, factors: List[float], mode: str = "sum"):
        out = x * factors[0]
        if mode == "sum":
            return out.sum()
        return out.mean()


s = torch.jit.script(Scaler())
buf3 = io.BytesIO()
torch.jit.save(s, buf3)
buf3.seek(0)
s2 = torch.jit.load(buf3)
print(s2(torch.arange(4.0), [2.0]), s2(torch.arange(4.0), [2.0], "mean"))
print(s2)
