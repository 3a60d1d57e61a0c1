# "Introduction to PyTorch" video series, trainingyt: a GarmentClassifier trained with the tutorial's
# train_one_epoch / validation loop on small synthetic 28x28 images, with its running-loss reports, per-epoch
# validation loss and a saved / reloaded best model (to a buffer instead of a file).
import io

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
train_x = torch.randn(64, 1, 28, 28)
train_y = torch.randint(0, 10, (64,))
val_x = torch.randn(16, 1, 28, 28)
val_y = torch.randint(0, 10, (16,))
training_set = TensorDataset(train_x, train_y)
validation_set = TensorDataset(val_x, val_y)
training_loader = DataLoader(training_set, batch_size=4, shuffle=True)
validation_loader = DataLoader(validation_set, batch_size=4, shuffle=False)

classes = ('T-shirt/top', 'Trouser', 'Pullover', 'Dress', 'Coat',
           'Sandal', 'Shirt', 'Sneaker', 'Bag', 'Ankle Boot')
print('Training set has {} instances'.format(len(training_set)))
print('Validation set has {} instances'.format(len(validation_set)))

dataiter = iter(training_loader)
images, labels = next(dataiter)
print('  '.join(classes[labels[j]] for j in range(4)))


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
        if i % 4 == 3:
            last_loss = running_loss / 4
            print('  batch {} loss: {}'.format(i + 1, last_loss))
            running_loss = 0.
    return last_loss


epoch_number = 0
EPOCHS = 3
best_vloss = 1_000_000.
best = None
for epoch in range(EPOCHS):
    print('EPOCH {}:'.format(epoch_number + 1))
    model.train(True)
    avg_loss = train_one_epoch(epoch_number)
    running_vloss = 0.0
    model.eval()
    with torch.no_grad():
        for i, vdata in enumerate(validation_loader):
            vinputs, vlabels = vdata
            voutputs = model(vinputs)
            vloss = loss_fn(voutputs, vlabels)
            running_vloss += vloss
    avg_vloss = running_vloss / (i + 1)
    print('LOSS train {} valid {}'.format(avg_loss, avg_vloss))
    if avg_vloss < best_vloss:
        best_vloss = avg_vloss
        best = io.BytesIO()
        torch.save(model.state_dict(), best)
    epoch_number += 1

best.seek(0)
saved_model = GarmentClassifier()
print(saved_model.load_state_dict(torch.load(best)))
saved_model.eval()
with torch.no_grad():
    pred = saved_model(val_x).argmax(1)
print(pred)
print((pred == val_y).sum().item(), best_vloss)
