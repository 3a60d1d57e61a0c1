# Binary classification of two Gaussian blobs with logistic regression and BCEWithLogitsLoss.
import torch
from torch import nn

torch.manual_seed(1)
n = 100
pos = torch.randn(n, 2) + torch.tensor([1.5, 1.5])
neg = torch.randn(n, 2) + torch.tensor([-1.5, -1.0])
features = torch.cat([pos, neg])
labels = torch.cat([torch.ones(n), torch.zeros(n)])
print("features:", features.shape, features.dtype, "labels:", labels.shape, labels.sum().item())


class LogisticRegression(nn.Module):
    def __init__(self, in_features):
        super().__init__()
        self.linear = nn.Linear(in_features, 1)

    def forward(self, x):
        return self.linear(x).squeeze(-1)


model = LogisticRegression(2)
print(model)
criterion = nn.BCEWithLogitsLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)

for step in range(61):
    logits = model(features)
    loss = criterion(logits, labels)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    if step % 15 == 0:
        with torch.no_grad():
            accuracy = ((logits > 0).float() == labels).float().mean()
        print(f"step {step:2d}: loss={loss.item():.4f} accuracy={accuracy.item():.3f}")

with torch.no_grad():
    probs = torch.sigmoid(model(torch.tensor([[2.0, 2.0], [0.0, 0.0], [-2.0, -2.0]])))
print("probabilities:", probs)
print("decision boundary:", [round(v, 3) for v in model.linear.weight.squeeze().tolist()], round(model.linear.bias.item(), 3))
