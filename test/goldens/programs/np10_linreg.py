# Linear regression as in tutorials: data from numpy, fit with numpy's lstsq, then with torch gradient descent
import numpy as np
import torch

np.random.seed(3)
x = np.linspace(0, 1, 20)
y = 2.0 * x + 1.0 + 0.1 * np.random.randn(20)
A = np.vstack([x, np.ones(len(x))]).T
coef, res, rank, sv = np.linalg.lstsq(A, y, rcond=None)
print(coef, res, rank, sv)
print(np.polyfit(x, y, 1))
w_closed = np.linalg.inv(A.T @ A) @ A.T @ y
print(w_closed, np.allclose(w_closed, coef))
xt = torch.from_numpy(x).float().unsqueeze(1)
yt = torch.from_numpy(y).float().unsqueeze(1)
torch.manual_seed(0)
model = torch.nn.Linear(1, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
for step in range(200):
    opt.zero_grad()
    loss = ((model(xt) - yt) ** 2).mean()
    loss.backward()
    opt.step()
    if step % 50 == 0:
        print(step, loss.item())
print(model.weight.item(), model.bias.item())
w = model.weight.detach().numpy()
print(w, w.dtype, w.shape, np.array([model.weight.item(), model.bias.item()]))
pred = model(torch.tensor(x[:3, None], dtype=torch.float32)).detach().numpy().ravel()
print(pred, np.abs(pred - (coef[0] * x[:3] + coef[1])).max() < 1e-2)
history = []
for p in model.parameters():
    history.append(p.detach().numpy().copy())
print(history, np.concatenate([h.ravel() for h in history]))
