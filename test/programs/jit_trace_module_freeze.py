# torch.jit.trace_module with several methods, torch.jit.freeze and optimize_for_inference on a scripted model.
import io
import torch
import torch.nn as nn

torch.manual_seed(0)


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3)
        self.bn = nn.BatchNorm2d(4)
        self.head = nn.Linear(4, 2)

    def forward(self, x):
        h = torch.relu(self.bn(self.conv(x)))
        return self.head(h.mean(dim=(2, 3)))

    def features(self, x):
        return self.conv(x).flatten(1)


model = Model().eval()
x = torch.randn(2, 1, 6, 6)
traced = torch.jit.trace_module(model, {"forward": x, "features": x})
print(type(traced).__name__)
print(torch.allclose(traced(x), model(x)))
print(torch.allclose(traced.features(x), model.features(x)))
print(traced.features(x).shape)

scripted = torch.jit.script(model)
frozen = torch.jit.freeze(scripted)
print(type(frozen).__name__)
print(torch.allclose(frozen(x), model(x), atol=1e-6))
print(len(list(frozen.parameters())))
print(hasattr(frozen, "conv"))

try:
    torch.jit.freeze(torch.jit.script(Model()))
except RuntimeError as e:
    print("RuntimeError:", e)

opt = torch.jit.optimize_for_inference(torch.jit.script(model))
print(torch.allclose(opt(x), model(x), atol=1e-5))

with torch.no_grad():
    out = traced(torch.ones(1, 1, 6, 6))
print(out.shape, out.requires_grad)
