# Recipe "Warmstarting model using parameters from a different model": a state_dict saved from one net loaded into
# another with strict=False, the missing and unexpected keys reported, then fine-tuned a few steps.
import io

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

torch.manual_seed(0)


class NetA(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = x.view(-1, 16 * 5 * 5)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        return self.fc3(x)


class NetB(NetA):
    def __init__(self):
        super().__init__()
        self.fc4 = nn.Linear(10, 4)

    def forward(self, x):
        return self.fc4(F.relu(super().forward(x)))


netA = NetA()
netB = NetB()
buffer = io.BytesIO()
torch.save(netA.state_dict(), buffer)
buffer.seek(0)
result = netB.load_state_dict(torch.load(buffer), strict=False)
print(result)
print(result.missing_keys, result.unexpected_keys)
print(torch.equal(netA.conv1.weight, netB.conv1.weight), torch.equal(netA.fc3.bias, netB.fc3.bias))

# a renamed layer: the keys do not match, so nothing of it loads
renamed = {("head." + k[4:] if k.startswith("fc3.") else k): v for k, v in netA.state_dict().items()}
print(netB.load_state_dict(renamed, strict=False))
try:
    netB.load_state_dict(renamed)
except RuntimeError as e:
    print("RuntimeError:", e)
bad = dict(netA.state_dict())
bad["fc1.weight"] = torch.zeros(3, 3)
try:
    netB.load_state_dict(bad, strict=False)
except RuntimeError as e:
    print("RuntimeError:", e)

optimizer = optim.SGD(netB.parameters(), lr=0.01, momentum=0.9)
inputs = torch.randn(4, 3, 32, 32)
labels = torch.tensor([0, 1, 2, 3])
for step in range(3):
    optimizer.zero_grad()
    loss = F.cross_entropy(netB(inputs), labels)
    loss.backward()
    optimizer.step()
    print(step, round(loss.item(), 4))
print(sorted(netB.state_dict().keys()))
