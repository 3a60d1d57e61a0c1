# Logistic regression: gradients by hand in numpy against torch autograd, then training both.
import numpy as np
import torch

np.random.seed(0)
X = np.random.randn(30, 2)
true_w = np.array([2.0, -1.0])
y = (X @ true_w + 0.3 * np.random.randn(30) > 0).astype(np.float64)
print(y[:10], y.mean())


def sigmoid(z):
    return 1 / (1 + np.exp(-z))


w = np.zeros(2)
b = 0.0
p = sigmoid(X @ w + b)
grad_w = X.T @ (p - y) / len(y)
grad_b = np.mean(p - y)
print("numpy grads:", grad_w, grad_b)

wt = torch.zeros(2, dtype=torch.float64, requires_grad=True)
bt = torch.zeros(1, dtype=torch.float64, requires_grad=True)
loss = torch.nn.functional.binary_cross_entropy_with_logits(torch.from_numpy(X) @ wt + bt, torch.from_numpy(y))
loss.backward()
print("torch grads:", wt.grad, bt.grad, loss.item())
print(np.allclose(wt.grad.numpy(), grad_w), np.isclose(bt.grad.item(), grad_b))

lr = 0.5
for it in range(200):
    p = sigmoid(X @ w + b)
    w -= lr * X.T @ (p - y) / len(y)
    b -= lr * np.mean(p - y)
print("numpy w, b:", w, b)

opt = torch.optim.SGD([wt, bt], lr=lr)
Xt, yt = torch.from_numpy(X), torch.from_numpy(y)
for it in range(200):
    opt.zero_grad()
    loss = torch.nn.functional.binary_cross_entropy_with_logits(Xt @ wt + bt, yt)
    loss.backward()
    opt.step()
print("torch w, b:", wt.detach().numpy(), bt.item())
print("agree:", np.allclose(wt.detach().numpy(), w), abs(bt.item() - b) < 1e-8)
eps = 1e-12
nll = -np.mean(y * np.log(sigmoid(X @ w + b) + eps) + (1 - y) * np.log(1 - sigmoid(X @ w + b) + eps))
print(f"numpy loss {nll:.6f} torch loss {loss.item():.6f}")
acc = ((sigmoid(X @ w + b) > 0.5) == y).mean()
print("accuracy", acc, type(acc).__name__)
