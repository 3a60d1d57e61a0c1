# Exporting the layers tutorials' small models are made of (conv blocks, pooling, normalisation, dropout, GELU,
# pixel shuffle, residual adds, Python numbers) and checking ONNX Runtime against PyTorch on a new batch size.
import io

import numpy as np
import onnxruntime as ort
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class SuperResolutionNet(nn.Module):
    def __init__(self, upscale_factor=2):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, (5, 5), (1, 1), (2, 2))
        self.conv2 = nn.Conv2d(16, 16, (3, 3), (1, 1), (1, 1))
        self.conv3 = nn.Conv2d(16, upscale_factor ** 2, (3, 3), (1, 1), (1, 1))
        self.pixel_shuffle = nn.PixelShuffle(upscale_factor)

    def forward(self, x):
        x = F.relu(self.conv1(x))
        x = F.relu(self.conv2(x))
        return self.pixel_shuffle(self.conv3(x))


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
                                      nn.MaxPool2d(2), nn.Conv2d(8, 8, 3, padding=1), nn.ReLU())
        self.norm = nn.LayerNorm(8)
        self.drop = nn.Dropout(0.5)
        self.fc = nn.Linear(8, 4)

    def forward(self, x):
        h = self.features(x)
        h = h + F.avg_pool2d(h, 3, stride=1, padding=1)
        h = h.mean(dim=(2, 3)) * 2 - 1
        h = F.gelu(self.norm(h))
        return torch.sigmoid(self.fc(self.drop(h)))


for model, shape in ((SuperResolutionNet(), (1, 1, 8, 8)), (Classifier(), (2, 3, 8, 8))):
    model.eval()
    x = torch.randn(*shape)
    buf = io.BytesIO()
    torch.onnx.export(model, x, buf, input_names=["input"], output_names=["output"],
                      dynamic_axes={"input": {0: "batch_size"}, "output": {0: "batch_size"}})
    sess = ort.InferenceSession(buf.getvalue(), providers=["CPUExecutionProvider"])
    x3 = torch.randn(3, *shape[1:])
    with torch.no_grad():
        expected = model(x3).numpy()
    got = sess.run(None, {sess.get_inputs()[0].name: x3.numpy()})[0]
    np.testing.assert_allclose(expected, got, rtol=1e-3, atol=1e-5)
    print(type(model).__name__, got.shape, sess.get_outputs()[0].shape, "Exported model has been tested with "
          "ONNXRuntime, and the result looks good!")
