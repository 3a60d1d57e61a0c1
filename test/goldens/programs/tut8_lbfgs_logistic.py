# Full-batch logistic regression with LBFGS and a strong-Wolfe line search, then the same model with Adam
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
X = torch.randn(100, 3)
w_true = torch.tensor([1.5, -2.0, 0.5])
y = (torch.sigmoid(X @ w_true + 0.3) > torch.rand(100)).float()
model = nn.Linear(3, 1)
opt = torch.optim.LBFGS(model.parameters(), lr=1, max_iter=20, history_size=5, line_search_fn="strong_wolfe")
calls = []


def closure():
    opt.zero_grad()
    loss = F.binary_cross_entropy_with_logits(model(X).squeeze(1), y) + 1e-3 * model.weight.pow(2).sum()
    loss.backward()
    calls.append(loss.item())
    return loss


for step in range(3):
    loss = opt.step(closure)
    print(f"step {step} loss {loss.item():.6f} evaluations {len(calls)}")
print(model.weight.data, model.bias.data)
state = opt.state[opt._params[0]]
print(sorted(state.keys()), state["func_evals"], state["n_iter"])
acc = ((model(X).squeeze(1) > 0).float() == y).float().mean()
print("accuracy:", acc.item())
m2 = nn.Linear(3, 1)
adam = torch.optim.Adam(m2.parameters(), lr=0.1)
for i in range(50):
    adam.zero_grad()
    l2 = F.binary_cross_entropy_with_logits(m2(X).squeeze(1), y) + 1e-3 * m2.weight.pow(2).sum()
    l2.backward()
    adam.step()
print(round(l2.item(), 5), m2.weight.data)
print((model.weight - m2.weight).abs().max().item() < 0.1)
