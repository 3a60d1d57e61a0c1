# Saving a scripted model to a file, loading it back (also onto a map_location), with extra files.
import os
import tempfile

import torch
import torch.nn as nn

torch.manual_seed(0)


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Linear(4, 8)
        self.out = nn.Linear(8, 2)
        self.register_buffer("scale", torch.tensor(0.5))

    def forward(self, x):
        h = torch.tanh(self.hidden(x)) * self.scale
        return torch.softmax(self.out(h), dim=-1)

    @torch.jit.export
    def predict(self, x):
        return self.forward(x).argmax(dim=-1)


model = Classifier().eval()
scripted = torch.jit.script(model)
x = torch.randn(3, 4)

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "classifier.pt")
    torch.jit.save(scripted, path, _extra_files={"meta.txt": "version=1"})
    print(os.path.getsize(path) > 0)
    extra = {"meta.txt": ""}
    loaded = torch.jit.load(path, map_location="cpu", _extra_files=extra)
    print(extra)
    scripted.save(os.path.join(d, "again.pt"))
    again = torch.jit.load(os.path.join(d, "again.pt"))

print(type(loaded).__name__)
print(loaded(x))
print(torch.equal(loaded(x), scripted(x)), torch.equal(again(x), model(x)))
print(loaded.predict(x))
print(loaded.code)
print(loaded.predict.code)
print(loaded.scale)
print([k for k in loaded.state_dict()])
print(loaded.hidden.weight.device)

try:
    torch.jit.load("no_such_model.pt")
except Exception as e:
    print(type(e).__name__, e)
