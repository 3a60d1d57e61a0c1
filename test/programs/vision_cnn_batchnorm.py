# A small CNN for 3x16x16 images with batch norm, dropout and global pooling; train() versus eval().
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(42)


class ConvNet(nn.Module):
    def __init__(self, num_classes=4):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, kernel_size=3, padding=1, bias=False),
            nn.BatchNorm2d(8),
            nn.ReLU(inplace=True),
            nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, padding=1, bias=False),
            nn.BatchNorm2d(16),
            nn.ReLU(inplace=True),
            nn.Dropout2d(p=0.25),
            nn.AdaptiveAvgPool2d((1, 1)),
        )
        self.classifier = nn.Linear(16, num_classes)

    def forward(self, x):
        x = self.features(x)
        x = x.view(x.size(0), -1)
        return self.classifier(x)


model = ConvNet()
print(model)
total = sum(p.numel() for p in model.parameters())
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(f"Total params: {total:,} | trainable: {trainable:,}")

images = torch.randn(16, 3, 16, 16)
labels = torch.randint(0, 4, (16,))
print("labels:", labels)

optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, weight_decay=5e-4)
criterion = nn.CrossEntropyLoss()
for epoch in range(5):
    model.train()
    optimizer.zero_grad()
    outputs = model(images)
    loss = criterion(outputs, labels)
    loss.backward()
    optimizer.step()
    _, predicted = torch.max(outputs.data, 1)
    correct = (predicted == labels).sum().item()
    print(f"Epoch [{epoch + 1}/5], Loss: {loss.item():.4f}, Acc: {100 * correct / labels.size(0):.2f}%")

bn = model.features[1]
print("running_mean:", bn.running_mean)
print("running_var:", bn.running_var)
print("num_batches_tracked:", bn.num_batches_tracked)

model.eval()
with torch.no_grad():
    out1 = model(images)
    out2 = model(images)
print("eval deterministic:", torch.equal(out1, out2))
print("eval logits[:2]:\n", out1[:2])
model.train()
a, b = model(images), model(images)
print("train deterministic:", torch.equal(a, b))
print("training flags:", [m.training for m in model.features])

drop = nn.Dropout2d(0.5)
torch.manual_seed(1)
fm = torch.ones(2, 4, 2, 2)
print(drop(fm)[0])
print(F.dropout2d(fm, 0.5, training=False).sum())
