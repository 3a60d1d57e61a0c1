# Fitting a damped oscillation's parameters with L-BFGS and a strong-Wolfe line search, as in a curve-fitting
# tutorial: the closure re-evaluates the loss, each step prints it, and the fit is compared with the truth.
import math

import torch

torch.manual_seed(0)
t = torch.linspace(0, 4 * math.pi, 120)
true = {"amp": 2.0, "decay": 0.3, "freq": 1.5, "phase": 0.4}
y = true["amp"] * torch.exp(-true["decay"] * t) * torch.cos(true["freq"] * t + true["phase"])
y = y + 0.05 * torch.randn_like(y)

params = {name: torch.tensor(value, requires_grad=True)
          for name, value in {"amp": 1.0, "decay": 0.1, "freq": 1.4, "phase": 0.0}.items()}


def model(t):
    return params["amp"] * torch.exp(-params["decay"] * t) * torch.cos(params["freq"] * t + params["phase"])


optimizer = torch.optim.LBFGS(params.values(), lr=1, max_iter=5, history_size=10, line_search_fn="strong_wolfe")
calls = 0


def closure():
    global calls
    calls += 1
    optimizer.zero_grad()
    loss = torch.mean((model(t) - y) ** 2)
    loss.backward()
    return loss


for step in range(8):
    loss = optimizer.step(closure)
    print(f"step {step}: loss {loss.item():.6f} (closure calls so far: {calls})")

for name, p in params.items():
    print(f"{name:>6}: fitted {p.item():.4f}  true {true[name]:.4f}")
with torch.no_grad():
    residual = model(t) - y
print("rmse", residual.pow(2).mean().sqrt().item())
print("final grad norm", torch.cat([p.grad.view(1) for p in params.values()]).norm().item())

# the same fit without a line search: fixed unit steps from a gentler start
for p, value in zip(params.values(), (1.5, 0.25, 1.45, 0.3)):
    with torch.no_grad():
        p.fill_(value)
optimizer = torch.optim.LBFGS(params.values(), lr=0.5, max_iter=10)
for step in range(5):
    print(f"fixed step {step}: loss {optimizer.step(closure).item():.6f}")
print({name: round(p.item(), 4) for name, p in params.items()})
