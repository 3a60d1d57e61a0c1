# Saving and loading models across devices, state_dict recipe, warmstarting, zeroing gradients
import io
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

torch.manual_seed(0)

class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
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
        x = self.fc3(x)
        return x

net = Net()
optimizer = optim.SGD(net.parameters(), lr=0.001, momentum=0.9)
print("Model's state_dict:")
for param_tensor in net.state_dict():
    print(param_tensor, "\t", net.state_dict()[param_tensor].size())
print()
print("Optimizer's state_dict:")
for var_name in optimizer.state_dict():
    print(var_name)
print(optimizer.state_dict()['state'], optimizer.state_dict()['param_groups'][0]['params'])

buffer = io.BytesIO()
torch.save(net.state_dict(), buffer)
device = torch.device('cpu')
buffer.seek(0)
model = Net()
print(model.load_state_dict(torch.load(buffer, map_location=device)))
print(next(model.parameters()).device)
buffer.seek(0)
sd = torch.load(buffer, map_location=lambda storage, loc: storage)
print(sorted(sd)[:3], sd['fc3.bias'].device)
buffer.seek(0)
sd = torch.load(buffer, map_location={'cpu': 'cpu'})
print(torch.equal(sd['conv1.weight'], net.conv1.weight.detach()))
buffer.seek(0)
sd = torch.load(buffer, map_location='cpu')
print(sd['fc1.bias'].shape)

inputs = torch.randn(4, 3, 32, 32)
labels = torch.randint(0, 10, (4,))
criterion = nn.CrossEntropyLoss()
for epoch in range(2):
    running_loss = 0.0
    for i in range(3):
        optimizer.zero_grad()
        outputs = net(inputs)
        loss = criterion(outputs, labels)
        loss.backward()
        optimizer.step()
        running_loss += loss.item()
    print(f'[{epoch + 1}] loss: {running_loss / 3:.3f}')

print(net.fc3.weight.grad is None)
optimizer.zero_grad(set_to_none=False)
print(net.fc3.weight.grad.abs().sum())
optimizer.zero_grad(set_to_none=True)
print(net.fc3.weight.grad)
net.zero_grad()

buffer = io.BytesIO()
torch.save({'epoch': 2, 'model_state_dict': net.state_dict(), 'optimizer_state_dict': optimizer.state_dict(),
            'loss': loss}, buffer)
buffer.seek(0)
checkpoint = torch.load(buffer)
model = Net()
opt2 = optim.SGD(model.parameters(), lr=0.001, momentum=0.9)
model.load_state_dict(checkpoint['model_state_dict'])
opt2.load_state_dict(checkpoint['optimizer_state_dict'])
print(checkpoint['epoch'], checkpoint['loss'])
print(opt2.state_dict()['param_groups'][0]['lr'], opt2.state_dict()['param_groups'][0]['params'])
print(opt2.state_dict()['state'][9]['momentum_buffer'])
model.eval()
print(torch.allclose(model(inputs), net(inputs)))

class NetB(nn.Module):
    def __init__(self):
        super(NetB, self).__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 5)

netB = NetB()
try:
    netB.load_state_dict(net.state_dict())
except RuntimeError as e:
    print("RuntimeError:", e)
sd = {k: v for k, v in net.state_dict().items() if not k.startswith('fc3')}
sd['extra.weight'] = torch.zeros(1)
print(netB.load_state_dict(sd, strict=False))
print(torch.equal(netB.fc2.weight, net.fc2.weight))
