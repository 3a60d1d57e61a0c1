# Linear regression in closed form: normal equations, lstsq, pinv, QR, ridge, and a polynomial fit with vander
import torch

torch.manual_seed(0)
n = 50
X = torch.randn(n, 3, dtype=torch.float64)
true_w = torch.tensor([2.0, -3.5, 0.5], dtype=torch.float64)
true_b = 1.25
y = X @ true_w + true_b + 0.1 * torch.randn(n).to(torch.float64)

A = torch.cat([X, torch.ones(n, 1, dtype=torch.float64)], dim=1)
print(A.shape, A.dtype)

w_normal = torch.linalg.solve(A.T @ A, A.T @ y)
print("normal equations:", w_normal)
sol = torch.linalg.lstsq(A, y.unsqueeze(1))
print("lstsq:", sol.solution.squeeze(1))
print(sol.solution.shape, sol.rank, sol.residuals, sol.singular_values)
w_pinv = torch.linalg.pinv(A) @ y
print("pinv:", w_pinv)
Q, R = torch.linalg.qr(A)
print(Q.shape, R.shape, torch.allclose(Q.T @ Q, torch.eye(4, dtype=torch.float64)))
w_qr = torch.linalg.solve_triangular(R, (Q.T @ y).unsqueeze(1), upper=True).squeeze(1)
print("qr:", w_qr)
print(torch.allclose(w_normal, w_qr), torch.allclose(w_pinv, w_qr))

pred = A @ w_qr
ss_res = ((y - pred) ** 2).sum()
ss_tot = ((y - y.mean()) ** 2).sum()
print(f"R^2 = {(1 - ss_res / ss_tot).item():.6f}  MSE = {(ss_res / n).item():.6f}")
coef = w_qr[:3]
for name, c in zip(["x1", "x2", "x3", "bias"], w_qr.tolist()):
    print(f"{name:>4}: {c:+.4f}")

for lam in [0.0, 1.0, 10.0, 100.0]:
    w_ridge = torch.linalg.solve(X.T @ X + lam * torch.eye(3, dtype=torch.float64), X.T @ (y - y.mean()))
    print(lam, w_ridge.numpy().round(4), w_ridge.norm().item().__round__(4))

# float32 lstsq, batched right-hand sides
Xf = X.float()
Y2 = torch.stack([y, 2 * y], dim=1).float()
print(torch.linalg.lstsq(Xf, Y2).solution)
print(torch.linalg.lstsq(Xf, Y2, driver="gelsd").solution.shape)

# polynomial fit of degree 3 with a Vandermonde matrix
x = torch.linspace(-1, 1, 20, dtype=torch.float64)
t = 0.5 - x + 2 * x ** 3
V = torch.vander(x, N=4, increasing=True)
print(V[:3])
c = torch.linalg.lstsq(V, t).solution
print(c.round(decimals=4) + 0.0)
print(torch.linalg.matrix_rank(V), torch.linalg.cond(V).item() > 1)

# rank-deficient design: pinv gives the minimum-norm solution
D = torch.cat([X[:, :1], 2 * X[:, :1]], dim=1)
print(torch.linalg.matrix_rank(D))
print(torch.linalg.pinv(D) @ y)
try:
    torch.linalg.solve(D.T @ D * 0, D.T @ y)
except Exception as e:
    print(type(e).__name__, e)
