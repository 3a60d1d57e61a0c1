# Warm-starting a model using parameters from a different model
import io
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class NetA(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.fc1 = nn.Linear(6 * 2 * 2, 12)
        self.fc2 = nn.Linear(12, 10)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        return self.fc2(F.relu(self.fc1(x.flatten(1))))


class NetB(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.fc1 = nn.Linear(6 * 2 * 2, 12)
        self.fc3 = nn.Linear(12, 4)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        return self.fc3(F.relu(self.fc1(x.flatten(1))))


netA = NetA()
netB = NetB()
buf = io.BytesIO()
torch.save(netA.state_dict(), buf)
buf.seek(0)
sd = torch.load(buf)
print(list(sd.keys()))
result = netB.load_state_dict(sd, strict=False)
print(result)
print(result.missing_keys, result.unexpected_keys)
print(torch.equal(netB.conv1.weight, netA.conv1.weight), torch.equal(netB.fc1.bias, netA.fc1.bias))
try:
    netB.load_state_dict(sd)
except RuntimeError as e:
    print(type(e).__name__, e)
print(netB.load_state_dict(netB.state_dict()))
bad = dict(sd)
bad["fc1.weight"] = torch.zeros(3, 3)
try:
    netB.load_state_dict(bad, strict=False)
except RuntimeError as e:
    print(type(e).__name__, e)
renamed = {k.replace("fc2", "fc3"): v for k, v in sd.items() if not k.startswith("fc2")}
print(netB.load_state_dict(renamed, strict=False))
x = torch.randn(2, 3, 9, 9)
print(netB(x))
for name, p in netB.named_parameters():
    if not name.startswith("fc3"):
        p.requires_grad = False
print([n for n, p in netB.named_parameters() if p.requires_grad])
