# Reasoning about Shapes in PyTorch (meta device)
import torch
import torch.nn as nn
import torch.nn.functional as F

a = torch.rand(100, 100)
b = torch.rand(100, 100)
c = torch.rand(1000, 1000, device="meta")
print(c)
d = torch.mm(c, torch.rand(1000, 10, device="meta"))
print(d.shape, d.dtype, d.device)

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

def fw_hook(module, input, output):
    print(f"Shape of output to {module} is {output.shape}.")

net = Net().to(device="meta")
inp = torch.randn((1024, 3, 32, 32), device="meta")
for name, layer in net.named_modules():
    layer.register_forward_hook(fw_hook)

out = net(inp)
print(out)
print(net.fc1.weight)
print(net.conv1.weight.device, net.conv1.weight.requires_grad)
loss = out.sum()
print(loss, loss.grad_fn.name())
print(torch.empty_like(inp).device, torch.zeros(2, 3, device="meta").sum(1))
x = torch.ones(3, 4, device="meta")
print(x.view(12).shape, x.t().stride(), x.reshape(2, 6).is_contiguous())
print(torch.cat([x, x], 0).shape, torch.stack([x, x]).shape)
y = torch.randn(8, 16, device="meta")
print(nn.LSTM(16, 32, device="meta")(y)[0].shape)
print(torch.nn.Linear(10, 10, device="meta").weight.is_meta)
try:
    print(x.tolist())
except Exception as e:
    print(type(e).__name__, e)
