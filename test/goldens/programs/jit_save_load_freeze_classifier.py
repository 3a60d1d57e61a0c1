# Scripting a small classifier, saving it to a buffer and loading it back, then freezing it for inference: what a
# loaded and a frozen module keep, and the errors for freezing a module in training mode or one not scripted.
import io

import torch
import torch.nn as nn

torch.manual_seed(0)


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.fc = nn.Linear(4 * 4 * 4, 3)
        self.dropout = nn.Dropout(0.5)

    def forward(self, x):
        x = torch.relu(self.bn(self.conv(x)))
        x = torch.flatten(x, 1)
        return self.fc(self.dropout(x))


model = Classifier()
scripted = torch.jit.script(model)
print(scripted)
print(scripted.code)
x = torch.randn(2, 1, 4, 4)
scripted.eval()
expected = scripted(x)

buffer = io.BytesIO()
torch.jit.save(scripted, buffer)
buffer.seek(0)
loaded = torch.jit.load(buffer)
print(loaded)
print(loaded.training, loaded.bn.training)
print(torch.equal(loaded(x), expected))
print([name for name, _ in loaded.named_parameters()])
print(sorted(loaded.state_dict().keys()))
print(loaded.code == scripted.code)

frozen = torch.jit.freeze(scripted)
print(torch.allclose(frozen(x), expected, atol=1e-6))
print(frozen(x).requires_grad, expected.requires_grad)
try:
    frozen.fc
except AttributeError as e:
    print("AttributeError", e)
try:
    torch.jit.freeze(torch.jit.script(Classifier()))
except RuntimeError as e:
    print("RuntimeError", e)
try:
    torch.jit.freeze(model)
except RuntimeError as e:
    print("RuntimeError", e)
fast = torch.jit.optimize_for_inference(torch.jit.script(Classifier().eval()))
print(fast(x).shape)

loaded.train()
print(loaded.training, loaded.dropout.training)
with torch.no_grad():
    print(loaded(x).shape)
