# Explicit finite differences for the 1D heat equation, then recovering the diffusion coefficient by gradient descent.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
nx, nt = 32, 60
dx, dt = 1.0 / (nx - 1), 1e-4
x = torch.linspace(0, 1, nx)
u0 = torch.sin(torch.pi * x) + 0.5 * torch.sin(3 * torch.pi * x)
print(u0.shape, f"{u0.max():.4f}", dt / dx ** 2)
lap_kernel = torch.tensor([[[1.0, -2.0, 1.0]]])


def simulate(u, alpha, steps):
    us = [u]
    for _ in range(steps):
        lap = F.conv1d(u.view(1, 1, -1), lap_kernel).view(-1) / dx ** 2
        interior = u[1:-1] + alpha * dt * lap
        u = torch.cat([u.new_zeros(1), interior, u.new_zeros(1)])
        us.append(u)
    return torch.stack(us)


true_alpha = torch.tensor(1.7)
traj = simulate(u0, true_alpha, nt)
print(traj.shape, traj[-1, ::8])
lap_roll = (torch.roll(u0, 1) - 2 * u0 + torch.roll(u0, -1))[1:-1] / dx ** 2
lap_conv = F.conv1d(u0.view(1, 1, -1), lap_kernel).view(-1) / dx ** 2
print(torch.allclose(lap_roll, lap_conv, atol=1e-2), (lap_roll - lap_conv).abs().max() < 1e-2)
decay = traj[:, nx // 2] / traj[0, nx // 2]
print(decay[::15])
observed = traj[::10] + 0.001 * torch.randn_like(traj[::10])
alpha = torch.tensor(0.5, requires_grad=True)
opt = torch.optim.Adam([alpha], lr=0.1)
for it in range(60):
    opt.zero_grad()
    pred = simulate(u0, alpha, nt)[::10]
    loss = F.mse_loss(pred, observed)
    loss.backward()
    opt.step()
    if it % 15 == 0:
        print(f"iter {it:2d} alpha={alpha.item():.4f} loss={loss.item():.3e} grad={alpha.grad.item():.3e}")
print(f"recovered alpha {alpha.item():.3f} (true {true_alpha.item()})")
print(pred.grad_fn.name(), pred.requires_grad)
