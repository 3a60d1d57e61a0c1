# A typical small CNN training run: conv, batch norm, max pooling, dropout, SGD with momentum, StepLR, a
# shuffled DataLoader, evaluation and state_dict, all equal to PyTorch's to the printed digit.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import TensorDataset, DataLoader
torch.manual_seed(42)
X = torch.randn(64, 1, 8, 8)
y = (X.mean(dim=(1, 2, 3)) > 0).long()
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.pool = nn.MaxPool2d(2)
        self.fc = nn.Linear(4 * 4 * 4, 2)
        self.drop = nn.Dropout(0.1)
    def forward(self, x):
        x = self.pool(F.relu(self.bn(self.conv(x))))
        return self.fc(self.drop(torch.flatten(x, 1)))
net = Net()
opt = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
loader = DataLoader(TensorDataset(X, y), batch_size=16, shuffle=True)
for epoch in range(3):
    total = 0.0
    for xb, yb in loader:
        opt.zero_grad()
        loss = F.cross_entropy(net(xb), yb)
        loss.backward()
        opt.step()
        total += loss.item()
    sched.step()
    print(epoch, round(total / len(loader), 4), sched.get_last_lr())
net.eval()
with torch.no_grad():
    logits = net(X)
    acc = (logits.argmax(1) == y).float().mean()
print(f"accuracy {acc.item():.3f}")
print(logits[:3], F.softmax(logits[:3], dim=1))
print(sum(p.numel() for p in net.parameters()), net)
state = net.state_dict()
print(list(state.keys()))
print(torch.topk(logits.softmax(-1)[:, 1], 3))
