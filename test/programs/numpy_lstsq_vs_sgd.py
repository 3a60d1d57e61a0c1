# Linear regression two ways: the closed form from np.linalg.lstsq on a design matrix built with np.c_, and a
# torch nn.Linear trained by SGD on the same numpy data; the fitted lines, residuals and pseudo-inverse agree.
import numpy as np
import torch

np.random.seed(42)
n = 64
x = np.random.uniform(-2, 2, size=n)
noise = np.random.normal(0, 0.3, size=n)
y = 1.5 * x - 0.7 + noise
X = np.c_[x, np.ones(n)]
print("design:", X.shape, X[:3])
coef, resid, rank, sv = np.linalg.lstsq(X, y, rcond=None)
print("lstsq coef:", coef, "rank:", rank)
print("residual sum of squares:", resid, "singular values:", sv)
print("pinv agrees:", np.allclose(np.linalg.pinv(X) @ y, coef))
q, r = np.linalg.qr(X)
print("qr solve agrees:", np.allclose(np.linalg.solve(r, q.T @ y), coef))

torch.manual_seed(0)
model = torch.nn.Linear(1, 1).double()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
xt = torch.from_numpy(x).unsqueeze(1)
yt = torch.from_numpy(y).unsqueeze(1)
for epoch in range(200):
    opt.zero_grad()
    loss = torch.nn.functional.mse_loss(model(xt), yt)
    loss.backward()
    opt.step()
    if epoch % 50 == 0:
        print(f"epoch {epoch:3d} loss {loss.item():.6f}")
w, b = model.weight.item(), model.bias.item()
print(f"sgd: w={w:.6f} b={b:.6f}")
print("close to lstsq:", abs(w - coef[0]) < 1e-4, abs(b - coef[1]) < 1e-4)
pred = model(xt).detach().numpy().ravel()
print("sgd residual sum of squares:", round(float(((pred - y) ** 2).sum()), 6))
print("held-out points:", np.c_[np.r_[-1.5:1.5:4j], np.ones(4)] @ coef)
