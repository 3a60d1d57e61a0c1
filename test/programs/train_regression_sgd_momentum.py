import torch
import torch.nn as nn
torch.manual_seed(0)
X = torch.linspace(-1, 1, 40).unsqueeze(1)
y = 3 * X ** 2 - 0.5 * X + 0.2 + 0.05 * torch.randn(X.size())
model = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
print(model)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
loss_fn = nn.MSELoss()
for epoch in range(60):
    opt.zero_grad()
    out = model(X)
    loss = loss_fn(out, y)
    loss.backward()
    opt.step()
    if epoch % 10 == 0:
        print(f"Epoch [{epoch+1}/60], Loss: {loss.item():.4f}")
print(loss)
print(out[:3])
print(model[0].weight.grad[:3])
with torch.no_grad():
    pred = model(torch.tensor([[0.5]]))
print(pred, pred.requires_grad)
print(sum(p.numel() for p in model.parameters()))
for name, p in model.named_parameters():
    print(name, tuple(p.shape), p.dtype, p.requires_grad)
