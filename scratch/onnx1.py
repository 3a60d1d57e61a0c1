import io
import torch
from torch import nn
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3), nn.Softmax(dim=-1))
x = torch.randn(2, 4)
torch.onnx.export(model, (x,), "/tmp/m.onnx", input_names=["x"], output_names=["probs"], dynamic_axes={"x": {0: "batch"}, "probs": {0: "batch"}})
import os
print(os.path.getsize("/tmp/m.onnx") > 100)
open("/tmp/m.bin", "wb").write(open("/tmp/m.onnx", "rb").read())
print(model(x))
import onnxruntime as ort
import numpy as np
sess = ort.InferenceSession("/tmp/m.onnx")
print([i.name for i in sess.get_inputs()], [o.name for o in sess.get_outputs()])
(probs,) = sess.run(None, {"x": x.numpy()})
print(probs.shape, torch.allclose(torch.tensor(probs.tolist()), model(x), atol=1e-6))
x5 = torch.randn(5, 4)
(p5,) = sess.run(["probs"], {"x": x5.numpy()})
print(p5.shape, torch.allclose(torch.tensor(p5.tolist()), model(x5), atol=1e-6))
