# Count data: Poisson and binomial samples drawn with numpy's legacy generator, fitted by a Poisson regression in
# torch (PoissonNLLLoss on log-rates), and checked against the rates and sample statistics numpy computes.
import numpy as np
import torch

np.random.seed(7)
groups = np.repeat(np.arange(4), 50)
true_rates = np.array([0.5, 2.0, 5.0, 12.0])
counts = np.random.poisson(true_rates[groups])
print("first counts:", counts[:12], counts.dtype)
for g in range(4):
    print(f"group {g}: mean {np.mean(counts, where=groups == g):.4f} var {np.var(counts, where=groups == g):.4f}")
trials = np.random.binomial(20, 0.35, size=10)
print("binomial:", trials, trials.mean())
gam = np.random.gamma(2.0, 1.5, size=5)
print("gamma:", gam)
picks = np.random.choice(4, size=8, p=[0.1, 0.2, 0.3, 0.4])
print("weighted picks:", picks)

features = torch.nn.functional.one_hot(torch.from_numpy(groups), 4).double()
target = torch.from_numpy(counts).double()
log_rate = torch.zeros(4, dtype=torch.float64, requires_grad=True)
opt = torch.optim.Adam([log_rate], lr=0.1)
loss_fn = torch.nn.PoissonNLLLoss(log_input=True)
for step in range(300):
    opt.zero_grad()
    loss = loss_fn(features @ log_rate, target)
    loss.backward()
    opt.step()
    if step % 100 == 0:
        print(f"step {step} loss {loss.item():.6f}")
fitted = log_rate.detach().exp().numpy()
print("fitted rates:", np.round(fitted, 3))
print("sample means:", np.round(np.array([counts[groups == g].mean() for g in range(4)]), 3))
print("max gap:", round(float(np.abs(fitted - np.array([counts[groups == g].mean() for g in range(4)])).max()), 3))
