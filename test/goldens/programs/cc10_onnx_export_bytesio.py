# torch.onnx.export into an in-memory buffer, as the export tutorial starts: what a program can check without
# the onnx package (the bytes were written, the model still runs, the export leaves training mode alone).
import io
import warnings

import torch
import torch.nn as nn

warnings.filterwarnings("ignore")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.fc = nn.Linear(2 * 4 * 4, 3)

    def forward(self, x):
        x = torch.relu(self.conv(x))
        return self.fc(x.flatten(1))


torch.manual_seed(0)
model = Net()
model.eval()
dummy = torch.randn(1, 1, 6, 6)
f = io.BytesIO()
torch.onnx.export(model, dummy, f, input_names=["input"], output_names=["logits"],
                  dynamic_axes={"input": {0: "batch"}, "logits": {0: "batch"}}, opset_version=13)
data = f.getvalue()
print(type(data).__name__, len(data) > 100, data[:2] == b"\x08\x07" or data[:1] == b"\x08")
print(model.training)
print(model(dummy))
model.train()
f2 = io.BytesIO()
torch.onnx.export(model, (dummy,), f2)
print(model.training, len(f2.getvalue()) > 100)
