import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, padding=1)
        self.conv2 = nn.Conv2d(4, 8, 3)
        self.pool = nn.MaxPool2d(2)
        self.drop = nn.Dropout(0.25)
        self.fc1 = nn.Linear(8 * 2 * 2, 16)
        self.fc2 = nn.Linear(16, 10)
    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = torch.flatten(x, 1)
        x = self.drop(F.relu(self.fc1(x)))
        return F.log_softmax(self.fc2(x), dim=1)
model = CNN()
print(model)
x = torch.randn(8, 1, 14, 14)
y = torch.randint(0, 10, (8,))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for step in range(5):
    model.train()
    opt.zero_grad()
    out = model(x)
    loss = F.nll_loss(out, y)
    loss.backward()
    opt.step()
    print(f"step {step} loss {loss.item():.4f}")
model.eval()
with torch.no_grad():
    out = model(x)
    pred = out.argmax(dim=1, keepdim=True)
    correct = pred.eq(y.view_as(pred)).sum().item()
print(out.shape, pred.flatten(), correct, f"{100. * correct / len(y):.0f}%")
print(model.conv1.weight.grad.shape, model.conv1(x).grad_fn.name())
for name, p in model.named_parameters():
    print(f"{name:15s} {str(list(p.shape)):15s} {p.grad.abs().sum():.4f}")
print(nn.functional.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2)))
print(F.max_pool2d(torch.arange(16.).view(1, 1, 4, 4), 2))
print(F.avg_pool2d(torch.arange(16.).view(1, 1, 4, 4), 2, stride=1))
print(nn.BatchNorm2d(2)(torch.randn(2, 2, 2, 2)).shape)
