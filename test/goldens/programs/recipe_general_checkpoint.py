# Recipe "Saving and loading a general checkpoint": the model's and the optimizer's state_dicts with the epoch and
# the loss in one dictionary, saved, loaded into fresh objects, and training resumed to the same numbers.
import io

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim


class Net(nn.Module):
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


def train(net, optimizer, inputs, labels, steps):
    losses = []
    for _ in range(steps):
        optimizer.zero_grad()
        loss = F.cross_entropy(net(inputs), labels)
        loss.backward()
        optimizer.step()
        losses.append(round(loss.item(), 5))
    return losses


torch.manual_seed(0)
net = Net()
optimizer = optim.SGD(net.parameters(), lr=0.001, momentum=0.9)
inputs, labels = torch.randn(8, 3, 32, 32), torch.randint(0, 10, (8,))
print(train(net, optimizer, inputs, labels, 3))

EPOCH, LOSS = 5, 0.4
buffer = io.BytesIO()
torch.save({"epoch": EPOCH, "model_state_dict": net.state_dict(), "optimizer_state_dict": optimizer.state_dict(),
            "loss": LOSS}, buffer)
print(len(buffer.getvalue()) > 0)
continued = train(net, optimizer, inputs, labels, 3)

buffer.seek(0)
model = Net()
opt = optim.SGD(model.parameters(), lr=0.001, momentum=0.9)
checkpoint = torch.load(buffer)
model.load_state_dict(checkpoint["model_state_dict"])
opt.load_state_dict(checkpoint["optimizer_state_dict"])
print(checkpoint["epoch"], checkpoint["loss"], sorted(checkpoint))
print(sorted(checkpoint["optimizer_state_dict"]["state"]), checkpoint["optimizer_state_dict"]["param_groups"][0]["lr"])
print(checkpoint["optimizer_state_dict"]["state"][0]["momentum_buffer"].shape)
model.eval()
print(model.training, model(inputs).argmax(1))
model.train()
resumed = train(model, opt, inputs, labels, 3)
print(continued, resumed, continued == resumed)
