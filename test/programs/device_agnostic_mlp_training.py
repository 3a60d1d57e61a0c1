# The device-agnostic pattern from the tutorials: pick cuda when there is one, move the model and each batch.
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

device = "cuda" if torch.cuda.is_available() else "cpu"
print(f"Using {device} device")
torch.manual_seed(0)

X = torch.randn(64, 5)
y = (X[:, 0] * 2 - X[:, 1] > 0).long()
loader = DataLoader(TensorDataset(X, y), batch_size=16, shuffle=True, pin_memory=torch.cuda.is_available())


class NeuralNetwork(nn.Module):
    def __init__(self):
        super().__init__()
        self.stack = nn.Sequential(nn.Linear(5, 16), nn.ReLU(), nn.Linear(16, 2))

    def forward(self, x):
        return self.stack(x)


model = NeuralNetwork().to(device)
print(model)
print(next(model.parameters()).device, next(model.parameters()).is_cuda)
loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)

for epoch in range(4):
    model.train()
    for batch, (xb, yb) in enumerate(loader):
        xb, yb = xb.to(device), yb.to(device, non_blocking=True)
        loss = loss_fn(model(xb), yb)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    model.eval()
    with torch.no_grad():
        logits = model(X.to(device))
        acc = (logits.argmax(1) == y.to(device)).type(torch.float).mean().item()
    print(f"epoch {epoch + 1} loss {loss.item():>7f} accuracy {100 * acc:>0.1f}%")

pred = model(torch.randn(2, 5, device=device))
print(pred.device, pred.cpu().detach().numpy().shape)
print(loss.device, loss.item() > 0)
print(optimizer.state_dict()["state"][0]["exp_avg"].device)
