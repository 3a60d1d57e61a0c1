# torch.jit.save / torch.jit.load through io.BytesIO: the loaded module computes the same, keeps its
# attributes, buffers and methods, and extra files ride along.
import io

import torch
import torch.nn as nn


class Scaler(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)
        self.register_buffer("mean", torch.tensor([0.5, -0.5, 1.0, 0.0]))
        self.scale: float = 2.0
        self.labels = ["cat", "dog"]

    def forward(self, x):
        return self.fc((x - self.mean) * self.scale)

    @torch.jit.export
    def predict(self, x) -> str:
        return self.labels[int(self.forward(x).argmax(dim=1)[0])]


torch.manual_seed(0)
m = torch.jit.script(Scaler())
buf = io.BytesIO()
torch.jit.save(m, buf, _extra_files={"meta.txt": "version 1"})
print(buf.tell() > 0)
buf.seek(0)
extra = {"meta.txt": ""}
loaded = torch.jit.load(buf, _extra_files=extra)
print(extra)
x = torch.randn(3, 4)
with torch.no_grad():
    print(torch.equal(loaded(x), m(x)))
    print(loaded(x))
print(loaded.predict(x), m.predict(x))
print(loaded.scale, loaded.labels, loaded.mean)
print([n for n, _ in loaded.named_parameters()], [n for n, _ in loaded.named_buffers()])
print(list(loaded.state_dict().keys()))
print(loaded.code)
print(loaded.predict.code)
print(type(loaded).__name__, loaded.original_name, loaded.fc.original_name)
t = torch.jit.trace(nn.Sequential(nn.Linear(4, 3), nn.Tanh()), torch.randn(1, 4))
b3 = io.BytesIO()
torch.jit.save(t, b3)
b3.seek(0)
t2 = torch.jit.load(b3)
print(torch.equal(t2(x), t(x)), t2(x).grad_fn is not None)
print(t2.code)
try:
    torch.jit.load(io.BytesIO(b"not a model"))
except RuntimeError as e:
    print("RuntimeError:", e)
buf = io.BytesIO()
torch.save(m.state_dict(), buf)
buf.seek(0)
try:
    torch.jit.load(buf)
except RuntimeError as e:
    print("RuntimeError:", e)
