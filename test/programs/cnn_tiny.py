# A tiny CNN on 8x8 single-channel images: shapes through each layer and a few training steps.
import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)


class TinyCNN(nn.Module):
    def __init__(self, classes=3):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, kernel_size=3, padding=1)
        self.conv2 = nn.Conv2d(4, 8, kernel_size=3)
        self.pool = nn.MaxPool2d(2)
        self.fc = nn.Linear(8 * 1 * 1, classes)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        return self.fc(torch.flatten(x, 1))


model = TinyCNN()
print(model)
x = torch.randn(6, 1, 8, 8)
y = torch.tensor([0, 1, 2, 0, 1, 2])

print("\nshapes:")
h = x
for name, layer in [("conv1", model.conv1), ("pool", model.pool), ("conv2", model.conv2), ("pool", model.pool)]:
    h = layer(h)
    print(f"  after {name:5s} {tuple(h.shape)}")

print("\nconv1 weight:", tuple(model.conv1.weight.shape), "bias:", tuple(model.conv1.bias.shape))
print(model.conv1.weight[0, 0])

opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for step in range(8):
    logits = model(x)
    loss = F.cross_entropy(logits, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step}: loss {loss.item():.4f}")

with torch.no_grad():
    probs = F.softmax(model(x), dim=1)
print("predictions:", probs.argmax(1), "targets:", y)
print("probabilities:\n", probs)
