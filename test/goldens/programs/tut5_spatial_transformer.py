# Tutorial "Spatial transformer networks": the STN Net with its localization network, fc_loc initialised to the
# identity transform, affine_grid + grid_sample, trained a few steps on synthetic 28x28 digits; the test loop's
# average loss / accuracy and the sampled grids printed as the tutorial's text.
import warnings

warnings.simplefilter("ignore")  # affine_grid / grid_sample without align_corners and size_average warn, as in PyTorch
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
device = torch.device("cpu")
images = torch.rand(24, 1, 28, 28)
targets = torch.randint(0, 10, (24,))
train_loader = DataLoader(TensorDataset(images[:16], targets[:16]), batch_size=8, shuffle=True)
test_loader = DataLoader(TensorDataset(images[16:], targets[16:]), batch_size=8)


class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.conv1 = nn.Conv2d(1, 10, kernel_size=5)
        self.conv2 = nn.Conv2d(10, 20, kernel_size=5)
        self.conv2_drop = nn.Dropout2d()
        self.fc1 = nn.Linear(320, 50)
        self.fc2 = nn.Linear(50, 10)
        self.localization = nn.Sequential(
            nn.Conv2d(1, 8, kernel_size=7),
            nn.MaxPool2d(2, stride=2),
            nn.ReLU(True),
            nn.Conv2d(8, 10, kernel_size=5),
            nn.MaxPool2d(2, stride=2),
            nn.ReLU(True)
        )
        self.fc_loc = nn.Sequential(
            nn.Linear(10 * 3 * 3, 32),
            nn.ReLU(True),
            nn.Linear(32, 3 * 2)
        )
        self.fc_loc[2].weight.data.zero_()
        self.fc_loc[2].bias.data.copy_(torch.tensor([1, 0, 0, 0, 1, 0], dtype=torch.float))

    def stn(self, x):
        xs = self.localization(x)
        xs = xs.view(-1, 10 * 3 * 3)
        theta = self.fc_loc(xs)
        theta = theta.view(-1, 2, 3)
        grid = F.affine_grid(theta, x.size())
        x = F.grid_sample(x, grid)
        return x

    def forward(self, x):
        x = self.stn(x)
        x = F.relu(F.max_pool2d(self.conv1(x), 2))
        x = F.relu(F.max_pool2d(self.conv2_drop(self.conv2(x)), 2))
        x = x.view(-1, 320)
        x = F.relu(self.fc1(x))
        x = F.dropout(x, training=self.training)
        x = self.fc2(x)
        return F.log_softmax(x, dim=1)


model = Net().to(device)
print(model)
optimizer = optim.SGD(model.parameters(), lr=0.01)


def train(epoch):
    model.train()
    for batch_idx, (data, target) in enumerate(train_loader):
        data, target = data.to(device), target.to(device)
        optimizer.zero_grad()
        output = model(data)
        loss = F.nll_loss(output, target)
        loss.backward()
        optimizer.step()
        if batch_idx % 1 == 0:
            print('Train Epoch: {} [{}/{} ({:.0f}%)]\tLoss: {:.6f}'.format(
                epoch, batch_idx * len(data), len(train_loader.dataset),
                100. * batch_idx / len(train_loader), loss.item()))


def test():
    with torch.no_grad():
        model.eval()
        test_loss = 0
        correct = 0
        for data, target in test_loader:
            data, target = data.to(device), target.to(device)
            output = model(data)
            test_loss += F.nll_loss(output, target, size_average=False).item()
            pred = output.max(1, keepdim=True)[1]
            correct += pred.eq(target.view_as(pred)).sum().item()
        test_loss /= len(test_loader.dataset)
        print('\nTest set: Average loss: {:.4f}, Accuracy: {}/{} ({:.0f}%)\n'
              .format(test_loss, correct, len(test_loader.dataset),
                      100. * correct / len(test_loader.dataset)))


for epoch in range(1, 3):
    train(epoch)
    test()

# The identity transform samples the input back (align_corners=False), a shift and a zoom do not.
x = torch.arange(16.).view(1, 1, 4, 4)
theta = torch.tensor([[[1., 0., 0.], [0., 1., 0.]]])
grid = F.affine_grid(theta, x.size(), align_corners=False)
print(grid[0, 0])
print(F.grid_sample(x, grid, align_corners=False))
theta2 = torch.tensor([[[0.5, 0., 0.25], [0., 0.5, -0.25]]])
print(F.grid_sample(x, F.affine_grid(theta2, x.size(), align_corners=False), align_corners=False))
print(F.grid_sample(x, F.affine_grid(theta2, (1, 1, 3, 3), align_corners=True), mode='nearest',
                    padding_mode='border', align_corners=True))
with torch.no_grad():
    model.eval()
    out = model.stn(images[:2])
print(out.shape, torch.allclose(out, images[:2], atol=0.3))
