# A tabular classifier with BatchNorm1d between its layers, trained full-batch with Adam: the loss, the batch norms'
# running statistics and the evaluation-mode accuracy, printed as training goes.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
n, features, classes = 64, 5, 3
centers = torch.randn(classes, features) * 2
labels = torch.randint(0, classes, (n,))
x = centers[labels] + torch.randn(n, features)

model = nn.Sequential(
    nn.Linear(features, 16), nn.BatchNorm1d(16), nn.ReLU(),
    nn.Linear(16, 8), nn.BatchNorm1d(8, momentum=None), nn.ReLU(),
    nn.Linear(8, classes),
)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for epoch in range(30):
    model.train()
    opt.zero_grad()
    loss = F.cross_entropy(model(x), labels)
    loss.backward()
    opt.step()
    if epoch % 5 == 4:
        model.eval()
        with torch.no_grad():
            accuracy = (model(x).argmax(1) == labels).float().mean().item()
        print(f"epoch {epoch + 1:2d} loss {loss.item():.6f} accuracy {accuracy:.4f}")
        print("  bn1 mean", [round(v, 6) for v in model[1].running_mean[:4].tolist()])
        print("  bn2 var ", [round(v, 6) for v in model[4].running_var[:4].tolist()])

model.eval()
with torch.no_grad():
    logits = model(x[:4])
print("logits", logits.tolist())
print("bn1 weight grad", model[1].weight.grad[:4].tolist())
print("first layer bias grad", model[0].bias.grad[:4].tolist())
