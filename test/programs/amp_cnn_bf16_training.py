# Training a small CNN with bfloat16 autocast on the CPU: what runs in bfloat16, what stays float32.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.conv2 = nn.Conv2d(4, 8, 3)
        self.fc = nn.Linear(8 * 3 * 3, 3)

    def forward(self, x, trace=False):
        a = self.conv1(x)
        b = F.relu(self.bn(a))
        c = F.max_pool2d(b, 2)
        d = self.conv2(c)
        e = F.adaptive_avg_pool2d(d, 3).flatten(1)
        out = self.fc(e)
        if trace:
            for name, t in zip("conv1 bn+relu maxpool conv2 avgpool fc".split(), (a, b, c, d, e, out)):
                print(f"  {name:8s} {str(t.dtype):15s} {tuple(t.shape)}")
        return out


torch.manual_seed(0)
images = torch.randn(16, 1, 10, 10)
labels = torch.randint(0, 3, (16,))
net = Net()
opt = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
losses = []
for step in range(12):
    opt.zero_grad()
    with torch.autocast("cpu", dtype=torch.bfloat16):
        logits = net(images, trace=step == 0)
        loss = F.cross_entropy(logits.float(), labels)
    loss.backward()
    opt.step()
    losses.append(loss.item())
print("loss dtype:", loss.dtype, "| logits:", logits.dtype)
print("grad dtypes:", sorted({str(p.grad.dtype) for p in net.parameters()}))
print("batch norm running stats:", net.bn.running_mean.dtype, net.bn.running_var.dtype)
print("loss went down:", losses[-1] < losses[0])

net.eval()
with torch.no_grad():
    ref = net(images)
    with torch.autocast("cpu"):
        low = net(images)
print(ref.dtype, low.dtype, "same predictions on most images:", (ref.argmax(1) == low.argmax(1)).float().mean().item() >= 0.75)
print("logits close:", torch.allclose(ref, low.float(), atol=0.15, rtol=0.05))
