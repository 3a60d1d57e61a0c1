# "Introduction to PyTorch" video series: building models and the training loop with train_one_epoch
# and a validation pass each epoch, over synthetic 28x28 images.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset


class TinyModel(torch.nn.Module):
    def __init__(self):
        super(TinyModel, self).__init__()
        self.linear1 = torch.nn.Linear(100, 200)
        self.activation = torch.nn.ReLU()
        self.linear2 = torch.nn.Linear(200, 10)
        self.softmax = torch.nn.Softmax()

    def forward(self, x):
        x = self.linear1(x)
        x = self.activation(x)
        x = self.linear2(x)
        x = self.softmax(x)
        return x


torch.manual_seed(0)
tinymodel = TinyModel()
print('The model:')
print(tinymodel)
print('\n\nJust one layer:')
print(tinymodel.linear2)
print('\n\nModel params:')
for param in tinymodel.parameters():
    print(param.shape)
print('\n\nLayer params:')
for param in tinymodel.linear2.parameters():
    print(param.shape)

lin = torch.nn.Linear(3, 2)
x = torch.rand(1, 3)
print('Input:')
print(x)
print('\n\nWeight and Bias parameters:')
for param in lin.parameters():
    print(param)
y = lin(x)
print('\n\nOutput:')
print(y)

import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    probs = tinymodel(torch.rand(2, 100))
    print(probs.sum(dim=1))
    for warning in w:
        print(warning.category.__name__, str(warning.message))

conv = nn.Conv2d(1, 2, 3)
print(conv, conv.weight.shape)
lstm = torch.nn.LSTM(6, 4)
print(lstm)
my_tensor = torch.rand(1, 4, 4) * 20 + 5
print(my_tensor.mean().item() > 0, nn.BatchNorm1d(4)(my_tensor).shape)
dropout = torch.nn.Dropout(p=0.4)
print(dropout(torch.ones(1, 8)))
print(dropout.eval()(torch.ones(1, 8)))


class GarmentClassifier(nn.Module):
    def __init__(self):
        super(GarmentClassifier, self).__init__()
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 4 * 4, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = x.view(-1, 16 * 4 * 4)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = self.fc3(x)
        return x


images = torch.randn(96, 1, 28, 28)
labels = torch.randint(0, 10, (96,))
training_loader = DataLoader(TensorDataset(images[:64], labels[:64]), batch_size=4, shuffle=True)
validation_loader = DataLoader(TensorDataset(images[64:], labels[64:]), batch_size=4, shuffle=False)
print('Training set has {} instances'.format(len(training_loader.dataset)))
print('Validation set has {} instances'.format(len(validation_loader.dataset)))

model = GarmentClassifier()
loss_fn = torch.nn.CrossEntropyLoss()
dummy_outputs = torch.rand(4, 10)
dummy_labels = torch.tensor([1, 5, 3, 7])
print(dummy_outputs)
print(dummy_labels)
loss = loss_fn(dummy_outputs, dummy_labels)
print('Total loss for this batch: {}'.format(loss.item()))

optimizer = torch.optim.SGD(model.parameters(), lr=0.001, momentum=0.9)


def train_one_epoch(epoch_index):
    running_loss = 0.
    last_loss = 0.
    for i, data in enumerate(training_loader):
        inputs, labels = data
        optimizer.zero_grad()
        outputs = model(inputs)
        loss = loss_fn(outputs, labels)
        loss.backward()
        optimizer.step()
        running_loss += loss.item()
        if i % 8 == 7:
            last_loss = running_loss / 8
            print('  batch {} loss: {:.5f}'.format(i + 1, last_loss))
            running_loss = 0.
    return last_loss


best_vloss = 1_000_000.
for epoch in range(2):
    print('EPOCH {}:'.format(epoch + 1))
    model.train(True)
    avg_loss = train_one_epoch(epoch)
    running_vloss = 0.0
    model.eval()
    with torch.no_grad():
        for i, vdata in enumerate(validation_loader):
            vinputs, vlabels = vdata
            voutputs = model(vinputs)
            vloss = loss_fn(voutputs, vlabels)
            running_vloss += vloss
    avg_vloss = running_vloss / (i + 1)
    print('LOSS train {:.5f} valid {:.5f}'.format(avg_loss, avg_vloss))
    print(type(avg_vloss), avg_vloss.dtype)
    if avg_vloss < best_vloss:
        best_vloss = avg_vloss
        print('new best', round(best_vloss.item(), 4))
