# Checkpoints: a model's, an optimizer's and a scaler-like dict's state round-trip through torch.save and torch.load.
import io

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
model(torch.randn(5, 3)).sum().backward()
optimizer.step()
buffer = io.BytesIO()
torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(), "step": 7}, buffer)
buffer.seek(0)
checkpoint = torch.load(buffer, map_location="cpu")
print(sorted(checkpoint), checkpoint["step"], type(torch.ones(1)))
restored = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
print(restored.load_state_dict(checkpoint["model"]))
print(all(torch.equal(a, b) for a, b in zip(model.parameters(), restored.parameters())))
resumed = torch.optim.SGD(restored.parameters(), lr=0.5)
resumed.load_state_dict(checkpoint["optimizer"])
print(resumed.param_groups[0]["lr"], resumed.param_groups[0]["momentum"])
print(checkpoint["model"]["2.bias"])


class Note:
    def __init__(self, text):
        self.text = text


buffer = io.BytesIO()
torch.save(Note("hello"), buffer)
buffer.seek(0)
print(torch.load(buffer, weights_only=False).text)
