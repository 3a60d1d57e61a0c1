# Export a model to ONNX and run it with ONNX Runtime, comparing with PyTorch's own output.
import io

import numpy as np
import onnxruntime as ort
import torch
import torch.nn as nn

torch.manual_seed(0)


class SmallNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.fc = nn.Linear(4 * 4 * 4, 3)

    def forward(self, x):
        x = torch.relu(self.conv(x))
        x = nn.functional.max_pool2d(x, 2)
        return self.fc(x.flatten(1))


model = SmallNet().eval()
x = torch.randn(2, 1, 8, 8)
buf = io.BytesIO()
torch.onnx.export(model, x, buf, input_names=["input"], output_names=["logits"],
                  dynamic_axes={"input": {0: "batch"}, "logits": {0: "batch"}}, opset_version=17)
print(len(buf.getvalue()) > 1000)

session = ort.InferenceSession(buf.getvalue(), providers=["CPUExecutionProvider"])
inp = session.get_inputs()[0]
outp = session.get_outputs()[0]
print(inp.name, inp.shape, inp.type)
print(outp.name, outp.shape, outp.type)

with torch.no_grad():
    expected = model(x).numpy()
(got,) = session.run(None, {"input": x.numpy()})
print(got.shape, got.dtype)
np.testing.assert_allclose(expected, got, rtol=1e-4, atol=1e-5)
print("ONNX Runtime matches PyTorch")

x5 = torch.randn(5, 1, 8, 8)
got5 = session.run(["logits"], {"input": x5.numpy()})[0]
with torch.no_grad():
    print(got5.shape, np.allclose(model(x5).numpy(), got5, atol=1e-5))
print(np.argmax(got5, axis=1))
