# Transfer learning with torchvision's ResNet-18: build it without downloading weights, freeze the backbone, replace
# the classifier head for a 4-class problem, train the head, then unfreeze the last stage with a smaller learning
# rate for it (parameter groups), as the fine-tuning tutorials do.
import torch
import torch.nn as nn
import torchvision

torch.manual_seed(0)
model = torchvision.models.resnet18(weights=None)
print(f"{sum(p.numel() for p in model.parameters()):,} parameters, head: {model.fc}")

for param in model.parameters():
    param.requires_grad = False
num_features = model.fc.in_features
model.fc = nn.Linear(num_features, 4)
trainable = [name for name, p in model.named_parameters() if p.requires_grad]
print("trainable:", trainable)

images = torch.randn(8, 3, 64, 64)
labels = torch.tensor([0, 1, 2, 3, 0, 1, 2, 3])
criterion = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.fc.parameters(), lr=0.01, momentum=0.9)

model.train()
for epoch in range(4):
    optimizer.zero_grad()
    outputs = model(images)
    loss = criterion(outputs, labels)
    loss.backward()
    optimizer.step()
    preds = outputs.argmax(1)
    print(f"epoch {epoch}: loss {loss.item():.4f} acc {(preds == labels).float().mean().item():.2f}")

print("bn running mean moved while frozen:", model.bn1.running_mean[:3])
for param in model.layer4.parameters():
    param.requires_grad = True
optimizer = torch.optim.SGD([
    {"params": model.layer4.parameters(), "lr": 1e-3},
    {"params": model.fc.parameters()},
], lr=1e-2, momentum=0.9)
print([len(g["params"]) for g in optimizer.param_groups], [g["lr"] for g in optimizer.param_groups])
print("trainable now:", sum(p.numel() for p in model.parameters() if p.requires_grad))

model.eval()
with torch.no_grad():
    probs = torch.softmax(model(images[:2]), dim=1)
print(probs)
print(probs.argmax(1), probs.sum(1))
