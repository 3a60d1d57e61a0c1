# Blitz "Training a Classifier" on random CIFAR-shaped tensors, with per-class accuracy.
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(4)
classes = ('plane', 'car', 'bird', 'cat', 'deer', 'dog', 'frog', 'horse', 'ship', 'truck')
# images normalised the way transforms.Normalize((0.5, 0.5, 0.5), (0.5, 0.5, 0.5)) would do it
raw = torch.rand(200, 3, 32, 32)
labels = torch.randint(0, 10, (200,))
raw[torch.arange(200), labels % 3, :4, :4] += 2.0
images = (raw - 0.5) / 0.5
trainloader = DataLoader(TensorDataset(images[:160], labels[:160]), batch_size=4, shuffle=True)
testloader = DataLoader(TensorDataset(images[160:], labels[160:]), batch_size=4, shuffle=False)

dataiter = iter(trainloader)
imgs, lbls = next(dataiter)
print(' '.join(f'{classes[lbls[j]]:5s}' for j in range(4)))
print(imgs.shape, imgs.dtype, lbls)


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
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = self.fc3(x)
        return x


net = Net()
criterion = nn.CrossEntropyLoss()
optimizer = optim.SGD(net.parameters(), lr=0.001, momentum=0.9)

for epoch in range(2):
    running_loss = 0.0
    for i, data in enumerate(trainloader, 0):
        inputs, lbls = data
        optimizer.zero_grad()
        outputs = net(inputs)
        loss = criterion(outputs, lbls)
        loss.backward()
        optimizer.step()
        running_loss += loss.item()
        if i % 20 == 19:
            print(f'[{epoch + 1}, {i + 1:5d}] loss: {running_loss / 20:.3f}')
            running_loss = 0.0
print('Finished Training')

outputs = net(images[160:164])
_, predicted = torch.max(outputs, 1)
print('Predicted: ', ' '.join(f'{classes[predicted[j]]:5s}' for j in range(4)))

correct = 0
total = 0
with torch.no_grad():
    for data in testloader:
        imgs, lbls = data
        outputs = net(imgs)
        _, predicted = torch.max(outputs.data, 1)
        total += lbls.size(0)
        correct += (predicted == lbls).sum().item()
print(f'Accuracy of the network on the {total} test images: {100 * correct // total} %')

correct_pred = {classname: 0 for classname in classes}
total_pred = {classname: 0 for classname in classes}
with torch.no_grad():
    for data in testloader:
        imgs, lbls = data
        outputs = net(imgs)
        _, predictions = torch.max(outputs, 1)
        for label, prediction in zip(lbls, predictions):
            if label == prediction:
                correct_pred[classes[label]] += 1
            total_pred[classes[label]] += 1
for classname, correct_count in correct_pred.items():
    if total_pred[classname] == 0:
        continue
    accuracy = 100 * float(correct_count) / total_pred[classname]
    print(f'Accuracy for class: {classname:5s} is {accuracy:.1f} %')
device = torch.device('cuda:0' if torch.cuda.is_available() else 'cpu')
print(device, net.to(device) is net)
