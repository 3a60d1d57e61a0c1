# A 2000-step training run (MLP, Adam) printing its loss every 100 steps: the digits stay PyTorch's all the way
import torch
import torch.nn as nn
torch.manual_seed(0)
X = torch.randn(256, 8)
Y = (X[:, :1] * 3 - X[:, 1:2] ** 2 + 0.5 * torch.sin(X[:, 2:3] * 4)) * 100
model = nn.Sequential(nn.Linear(8, 64), nn.ReLU(), nn.Linear(64, 64), nn.Tanh(), nn.Linear(64, 1))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for step in range(2000):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(X), Y)
    loss.backward()
    opt.step()
    if step % 100 == 0 or step == 1999:
        print(step, f"{loss.item():.2f}")
