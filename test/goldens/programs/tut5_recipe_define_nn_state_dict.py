# Recipes "Defining a neural network" and "What is a state_dict": the MNIST Net with its forward, a random input
# through it, then the model's and the optimizer's state_dicts printed as the recipe prints them.
# Current PyTorch's SGD has a 'fused' option, so its param_groups print 'fused': None after 'differentiable' (1.13
# has no such key): the expected output is 1.13's with that key added by hand.
import warnings

warnings.simplefilter("ignore")  # Dropout2d on the flattened features warns, as the recipe's code does in PyTorch
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

torch.manual_seed(1)


class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.conv1 = nn.Conv2d(1, 32, 3, 1)
        self.conv2 = nn.Conv2d(32, 64, 3, 1)
        self.dropout1 = nn.Dropout2d(0.25)
        self.dropout2 = nn.Dropout2d(0.5)
        self.fc1 = nn.Linear(9216, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = self.conv1(x)
        x = F.relu(x)
        x = self.conv2(x)
        x = F.relu(x)
        x = F.max_pool2d(x, 2)
        x = self.dropout1(x)
        x = torch.flatten(x, 1)
        x = self.fc1(x)
        x = F.relu(x)
        x = self.dropout2(x)
        x = self.fc2(x)
        output = F.log_softmax(x, dim=1)
        return output


my_nn = Net()
print(my_nn)
random_data = torch.rand((1, 1, 28, 28))
result = my_nn(random_data)
print(result)
my_nn.eval()
print(my_nn(random_data))


class Net2(nn.Module):
    def __init__(self):
        super(Net2, self).__init__()
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


net = Net2()
print(net)
optimizer = optim.SGD(net.parameters(), lr=0.001, momentum=0.9)

print("Model's state_dict:")
for param_tensor in net.state_dict():
    print(param_tensor, "\t", net.state_dict()[param_tensor].size())

print()
print("Optimizer's state_dict:")
for var_name in optimizer.state_dict():
    print(var_name, "\t", optimizer.state_dict()[var_name])

loss = net(torch.randn(2, 3, 32, 32)).pow(2).mean()
loss.backward()
optimizer.step()
state = optimizer.state_dict()["state"]
print(sorted(state.keys()))
print(state[0]["momentum_buffer"].shape, state[9]["momentum_buffer"])
print(net.state_dict()["fc3.bias"])
print(type(net.state_dict()).__name__, list(net.state_dict().keys())[:4])
print(net.state_dict(keep_vars=True)["fc3.bias"].requires_grad, net.state_dict()["fc3.bias"].requires_grad)
