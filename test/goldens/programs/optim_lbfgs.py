# L-BFGS on a small MLP over 20 closure steps: fixed steps and strong-Wolfe line search with several history sizes
# and tolerances (losses, closure evaluations, the kept state), a state-dict round trip that resumes identically,
# the repr, and its errors.
import io

import torch
import torch.nn as nn

torch.manual_seed(0)
X = torch.randn(32, 3)
Y = X[:, :1] * 2 - X[:, 1:2] ** 2 + 0.5 * torch.sin(3 * X[:, 2:])


def make():
    torch.manual_seed(1)
    return nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))


def closure_for(model, opt, evals):
    def closure():
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(X), Y)
        loss.backward()
        evals[0] += 1
        return loss
    return closure


def run(steps=20, **kwargs):
    model = make()
    opt = torch.optim.LBFGS(model.parameters(), **kwargs)
    print("LBFGS", kwargs)
    evals = [0]
    closure = closure_for(model, opt, evals)
    for step in range(steps):
        loss = opt.step(closure)
        if step in (0, 1, 2, 4, 9, 14, 19):
            print(f"  step {step:2d} loss {loss.item():.8e} evals {evals[0]}")
    state = opt.state[model[0].weight]
    print("  state", sorted(state), state["n_iter"], state["func_evals"], len(state["old_dirs"]))
    print("  t", state["t"], "H_diag", state["H_diag"], f"prev_loss {state['prev_loss']:.8e}")
    print("  weight", model[0].weight.detach()[0].tolist())
    print("  bias", model[2].bias.detach().tolist())


run()
run(lr=0.5, history_size=5, max_iter=10)
run(lr=0.1, max_iter=4, max_eval=3)
run(line_search_fn="strong_wolfe")
run(line_search_fn="strong_wolfe", history_size=3, max_iter=5, tolerance_grad=1e-5, tolerance_change=1e-7)
run(steps=3, line_search_fn="strong_wolfe", max_iter=100, tolerance_grad=1e-3)

# a plain least-squares fit converges within one step: the gradient tolerance ends the iterations
torch.manual_seed(3)
A = torch.randn(20, 4)
b = torch.randn(20)
w = torch.zeros(4, requires_grad=True)
opt = torch.optim.LBFGS([w], line_search_fn="strong_wolfe")
evals = [0]


def lsq():
    opt.zero_grad()
    loss = ((A @ w - b) ** 2).mean()
    loss.backward()
    evals[0] += 1
    return loss


for step in range(3):
    print("lsq", step, f"{opt.step(lsq).item():.8e}", evals[0], opt.state[w]["n_iter"])
print("lsq w", w.detach().tolist())
print(opt)

# resuming from a saved state dict continues exactly as the original optimizer does
model = make()
opt = torch.optim.LBFGS(model.parameters(), history_size=4, max_iter=6)
closure = closure_for(model, opt, [0])
for _ in range(3):
    opt.step(closure)
sd = opt.state_dict()
print(sorted(sd["state"]), sorted(sd["state"][0]), sd["param_groups"])
print(len(sd["state"][0]["old_dirs"]), sd["state"][0]["al"][:2], sd["state"][0]["func_evals"])
clone = make()
clone.load_state_dict(model.state_dict())
opt2 = torch.optim.LBFGS(clone.parameters(), history_size=4, max_iter=6)
buffer = io.BytesIO()
torch.save(sd, buffer)
buffer.seek(0)
opt2.load_state_dict(torch.load(buffer))
closure2 = closure_for(clone, opt2, [0])
for step in range(3):
    a = opt.step(closure).item()
    c = opt2.step(closure2).item()
    print("resume", step, f"{a:.8e} {c:.8e}", a == c)
print(torch.equal(model[0].weight, clone[0].weight))

# a parameter without a gradient takes part as zeros
u = torch.ones(2, requires_grad=True)
v = torch.ones(3, requires_grad=True)
opt = torch.optim.LBFGS([u, v], lr=0.5)


def only_u():
    opt.zero_grad()
    loss = (u ** 2).sum()
    loss.backward()
    return loss


print(opt.step(only_u), u, v)

for bad in ([{"params": [u]}, {"params": [v]}],):
    try:
        torch.optim.LBFGS(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    torch.optim.LBFGS([u], line_search_fn="backtracking").step(only_u)
except RuntimeError as e:
    print("RuntimeError:", e)
