# Linear regression three ways: normal equations, torch.linalg.lstsq and gradient descent.
import torch

torch.manual_seed(0)
n = 50
X = torch.randn(n, 3)
true_w = torch.tensor([1.5, -2.0, 0.7])
y = X @ true_w + 0.3 + 0.1 * torch.randn(n)
Xb = torch.cat([X, torch.ones(n, 1)], dim=1)
print(Xb.shape, Xb[:2])
w_normal = torch.linalg.inv(Xb.T @ Xb) @ Xb.T @ y
print("normal eq:", w_normal)
w_solve = torch.linalg.solve(Xb.T @ Xb, Xb.T @ y)
print("solve:    ", w_solve)
res = torch.linalg.lstsq(Xb, y.unsqueeze(1))
print(res.solution.shape, res.solution.squeeze())
print(res.residuals, res.rank, res.singular_values)
print(type(res).__name__)
w_pinv = torch.linalg.pinv(Xb) @ y
print("pinv:     ", w_pinv)
print(torch.allclose(w_normal, res.solution.squeeze(), atol=1e-4), torch.allclose(w_pinv, w_solve, atol=1e-4))
Xd, yd = Xb.double(), y.double()
resd = torch.linalg.lstsq(Xd, yd, driver="gelsd")
print(resd.solution, resd.rank, resd.singular_values)
print(resd.residuals)
Q, Rm = torch.linalg.qr(Xb)
w_qr = torch.linalg.solve_triangular(Rm, (Q.T @ y).unsqueeze(1), upper=True).squeeze()
print("qr:       ", w_qr)
L = torch.linalg.cholesky(Xb.T @ Xb)
w_chol = torch.cholesky_solve((Xb.T @ y).unsqueeze(1), L).squeeze()
print("cholesky: ", w_chol)
w = torch.zeros(4, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
for step in range(200):
    opt.zero_grad()
    loss = ((Xb @ w - y) ** 2).mean()
    loss.backward()
    opt.step()
    if step % 50 == 0:
        print(f"step {step:3d} mse {loss.item():.6f} grad norm {w.grad.norm():.5f}")
print("gd:       ", w.detach())
pred = Xb @ res.solution.squeeze()
ss_res = ((y - pred) ** 2).sum()
ss_tot = ((y - y.mean()) ** 2).sum()
print(f"R^2 = {1 - ss_res / ss_tot:.6f}")
lam = 1.0
w_ridge = torch.linalg.solve(Xb.T @ Xb + lam * torch.eye(4), Xb.T @ y)
print("ridge:", w_ridge)
B = torch.randn(2, 6, 3)
yy = torch.randn(2, 6, 2)
print(torch.linalg.lstsq(B, yy).solution.shape)
try:
    torch.linalg.lstsq(Xb, torch.randn(49))
except RuntimeError as e:
    print("RuntimeError:", e)
