# Inference on whatever device there is: eval(), inference_mode, softmax probabilities and top-k classes.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cuda" if torch.cuda.is_available() else "cpu"
torch.manual_seed(0)


class TinyConvNet(nn.Module):
    def __init__(self, num_classes=5):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d((1, 1)))
        self.classifier = nn.Sequential(nn.Dropout(0.2), nn.Linear(16, num_classes))

    def forward(self, x):
        return self.classifier(torch.flatten(self.features(x), 1))


model = TinyConvNet().to(device)
model.eval()
images = torch.rand(4, 3, 16, 16).to(device)
with torch.inference_mode():
    logits = model(images)
    probs = F.softmax(logits, dim=1)
    top_p, top_class = probs.topk(2, dim=1)
print(logits.device, logits.requires_grad, logits.is_inference())
print(probs)
print(top_p, top_class)
print(probs.sum(dim=1))
classes = ["cat", "dog", "bird", "fish", "frog"]
for i, (p, c) in enumerate(zip(top_p[:, 0].tolist(), top_class[:, 0].tolist())):
    print(f"image {i}: {classes[c]} ({p:.3f})")

try:
    logits.requires_grad_()
except RuntimeError as e:
    print("RuntimeError:", e)
with torch.no_grad():
    out = model(images)
print(out.requires_grad, torch.equal(out, logits))
print(sum(p.numel() for p in model.parameters() if p.requires_grad))
print({p.device.type for p in model.parameters()}, {b.device.type for b in model.buffers()})
print(model.features[1].running_mean, model.features[1].num_batches_tracked)
