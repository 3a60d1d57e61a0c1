# Recipe "Zeroing out gradients in PyTorch": gradients accumulate across backward calls until zero_grad; by default
# current PyTorch sets them to None (set_to_none=True; 1.13 zeroed them, so the defaults are not called here), else to
# zeros; a training loop on random CIFAR-sized data.
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

torch.manual_seed(0)


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


net = Net()
criterion = nn.CrossEntropyLoss()
optimizer = optim.SGD(net.parameters(), lr=0.001, momentum=0.9)
print(net.conv1.bias.grad)

data = [(torch.randn(4, 3, 32, 32), torch.randint(0, 10, (4,))) for _ in range(3)]
for epoch in range(2):
    running_loss = 0.0
    for i, (inputs, labels) in enumerate(data):
        optimizer.zero_grad()
        outputs = net(inputs)
        loss = criterion(outputs, labels)
        loss.backward()
        optimizer.step()
        running_loss += loss.item()
    print(f"[{epoch + 1}] loss: {running_loss / len(data):.4f}")

# accumulation without zeroing: the second backward adds to the first
inputs, labels = data[0]
optimizer.zero_grad()
criterion(net(inputs), labels).backward()
once = net.fc3.bias.grad.clone()
criterion(net(inputs), labels).backward()
print(torch.allclose(net.fc3.bias.grad, 2 * once))
optimizer.zero_grad(set_to_none=True)
print(net.fc3.bias.grad)
criterion(net(inputs), labels).backward()
optimizer.zero_grad(set_to_none=False)
print(net.fc3.bias.grad)
net.zero_grad(set_to_none=True)
print(net.fc3.bias.grad, net.conv1.weight.grad is None)
criterion(net(inputs), labels).backward()
net.zero_grad(set_to_none=False)
print(net.conv1.bias.grad)
