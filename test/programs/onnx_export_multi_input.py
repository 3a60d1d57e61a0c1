# Exporting a two-input model with named, dynamic axes and running it in ONNX Runtime on several batch sizes;
# checking the results with numpy.testing as the tutorials do.
import io

import numpy as np
import onnxruntime as ort
import torch
import torch.nn as nn

torch.manual_seed(0)


class Fusion(nn.Module):
    def __init__(self):
        super().__init__()
        self.img = nn.Linear(6, 4)
        self.txt = nn.Embedding(10, 4)
        self.head = nn.Sequential(nn.ReLU(), nn.Linear(8, 2), nn.LogSoftmax(dim=-1))

    def forward(self, features, tokens):
        t = self.txt(tokens).mean(dim=1)
        return self.head(torch.cat([self.img(features), t], dim=-1))


model = Fusion().eval()
features, tokens = torch.randn(3, 6), torch.randint(0, 10, (3, 5))
buf = io.BytesIO()
torch.onnx.export(model, (features, tokens), buf, input_names=["features", "tokens"], output_names=["log_probs"],
                  dynamic_axes={"features": {0: "batch"}, "tokens": {0: "batch", 1: "seq"},
                                "log_probs": {0: "batch"}})
sess = ort.InferenceSession(buf.getvalue())
for arg in sess.get_inputs() + sess.get_outputs():
    print(arg.name, arg.shape, arg.type)
print(sess.get_providers())

for batch, seq in ((3, 5), (1, 2), (4, 7)):
    f, t = torch.randn(batch, 6), torch.randint(0, 10, (batch, seq))
    (out,) = sess.run(None, {"features": f.numpy(), "tokens": t.numpy()})
    with torch.no_grad():
        ref = model(f, t).numpy()
    np.testing.assert_allclose(ref, out, rtol=1e-3, atol=1e-5)
    print(batch, seq, out.shape, out.dtype, np.exp(out).sum(axis=1).round(4))

try:
    sess.run(None, {"features": features.numpy()})
except Exception as e:
    print(type(e).__name__, e)
try:
    np.testing.assert_allclose(np.array([1.0, 2.0]), np.array([1.0, 2.1]), rtol=1e-3)
except AssertionError as e:
    print("AssertionError:", e)
