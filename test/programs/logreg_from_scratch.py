# Logistic regression from scratch: manual sigmoid, BCE, gradients, then compared with autograd and nn.
import torch
import torch.nn as nn

torch.manual_seed(2)
n = 80
X0 = torch.randn(n // 2, 2) + torch.tensor([-1.5, -1.0])
X1 = torch.randn(n // 2, 2) + torch.tensor([1.5, 1.0])
X = torch.cat([X0, X1])
y = torch.cat([torch.zeros(n // 2), torch.ones(n // 2)])
print(X.shape, y.dtype, y.sum())


def sigmoid(z):
    return 1 / (1 + torch.exp(-z))


w = torch.zeros(2)
b = torch.tensor(0.0)
lr = 0.5
for epoch in range(100):
    p = sigmoid(X @ w + b)
    loss = -(y * torch.log(p + 1e-9) + (1 - y) * torch.log(1 - p + 1e-9)).mean()
    dw = X.T @ (p - y) / n
    db = (p - y).mean()
    w -= lr * dw
    b -= lr * db
    if epoch % 25 == 0:
        print(f"epoch {epoch:3d} loss {loss:.5f} w {w.tolist()} b {b.item():.4f}")
acc = ((sigmoid(X @ w + b) > 0.5).float() == y).float().mean()
print(f"manual accuracy {acc.item() * 100:.1f}%")

wa = torch.zeros(2, requires_grad=True)
ba = torch.zeros(1, requires_grad=True)
for epoch in range(100):
    z = X @ wa + ba
    loss = nn.functional.binary_cross_entropy_with_logits(z, y)
    loss.backward()
    with torch.no_grad():
        wa -= lr * wa.grad
        ba -= lr * ba.grad
        wa.grad.zero_()
        ba.grad.zero_()
print(wa, ba)
print(torch.allclose(wa, w, atol=1e-5), torch.allclose(ba, b, atol=1e-5))

model = nn.Linear(2, 1)
crit = nn.BCEWithLogitsLoss()
opt = torch.optim.SGD(model.parameters(), lr=lr)
for epoch in range(100):
    opt.zero_grad()
    out = model(X).squeeze(1)
    loss = crit(out, y)
    loss.backward()
    opt.step()
print(model.weight.data, model.bias.data, f"{loss.item():.6f}")
with torch.no_grad():
    probs = torch.sigmoid(model(X[:5]))
print(probs)
print(torch.sigmoid(torch.tensor([-100.0, 0.0, 100.0])), sigmoid(torch.tensor([-100.0, 0.0, 100.0])))
print(nn.BCELoss()(torch.tensor([0.0, 1.0]), torch.tensor([0.0, 1.0])))
print(nn.BCELoss(reduction="none")(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.0])))
try:
    crit(out, y.long())
except RuntimeError as e:
    print("RuntimeError:", e)
tp = ((out > 0) & (y == 1)).sum()
fp = ((out > 0) & (y == 0)).sum()
fn = ((out <= 0) & (y == 1)).sum()
print(f"precision {tp / (tp + fp):.3f} recall {tp / (tp + fn):.3f}")
