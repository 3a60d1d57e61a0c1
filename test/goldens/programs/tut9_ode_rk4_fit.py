# Fitting ODE parameters by backpropagating through an RK4 solver: a damped oscillator's stiffness and damping
import torch


def f(state, k, c):
    x, v = state[..., 0], state[..., 1]
    return torch.stack([v, -k * x - c * v], dim=-1)


def rk4(state0, k, c, dt, steps):
    states = [state0]
    s = state0
    for _ in range(steps):
        k1 = f(s, k, c)
        k2 = f(s + 0.5 * dt * k1, k, c)
        k3 = f(s + 0.5 * dt * k2, k, c)
        k4 = f(s + dt * k3, k, c)
        s = s + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        states.append(s)
    return torch.stack(states)


torch.manual_seed(0)
dtype = torch.float64
s0 = torch.tensor([1.0, 0.0], dtype=dtype)
true_k, true_c = torch.tensor(4.0, dtype=dtype), torch.tensor(0.3, dtype=dtype)
traj = rk4(s0, true_k, true_c, 0.05, 100)
obs = traj[:, 0] + 0.01 * torch.randn(101).to(dtype)
print(traj.shape, traj[::25, 0].numpy().round(4))
# energy decays under damping
energy = 0.5 * traj[:, 1] ** 2 + 0.5 * true_k * traj[:, 0] ** 2
print(bool((energy[1:] <= energy[:-1] + 1e-12).all()), round(energy[0].item(), 4), round(energy[-1].item(), 4))

log_k = torch.tensor(0.0, dtype=dtype, requires_grad=True)
c = torch.tensor(0.0, dtype=dtype, requires_grad=True)
opt = torch.optim.Adam([log_k, c], lr=0.05)
for it in range(150):
    pred = rk4(s0, log_k.exp(), c, 0.05, 100)[:, 0]
    loss = ((pred - obs) ** 2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if it % 30 == 0:
        print(it, f"{loss.item():.6f}", round(log_k.exp().item(), 4), round(c.item(), 4))
print(round(log_k.exp().item(), 2), round(c.item(), 2))

# the gradient through the solver matches finite differences
k0 = torch.tensor(3.0, dtype=dtype, requires_grad=True)
L = (rk4(s0, k0, true_c, 0.05, 40)[:, 0] ** 2).sum()
(g,) = torch.autograd.grad(L, k0)
eps = 1e-6
fd = ((rk4(s0, k0.detach() + eps, true_c, 0.05, 40)[:, 0] ** 2).sum() - (rk4(s0, k0.detach() - eps, true_c, 0.05, 40)[:, 0] ** 2).sum()) / (2 * eps)
print(round(g.item(), 6), round(fd.item(), 6), torch.allclose(g, fd, rtol=1e-5))
batch = rk4(torch.tensor([[1.0, 0.0], [0.0, 1.0]], dtype=dtype), true_k, true_c, 0.1, 10)
print(batch.shape, batch[-1].numpy().round(5))
