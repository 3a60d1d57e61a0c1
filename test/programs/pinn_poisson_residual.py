# Physics-informed network for the 1D Poisson problem u'' = -pi^2 sin(pi x) with Dirichlet boundary conditions.
import math
import torch
import torch.nn as nn

torch.manual_seed(0)


class PINN(nn.Module):
    def __init__(self, hidden=16):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(1, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x)


model = PINN()
print(model)
x = torch.linspace(0, 1, 21).unsqueeze(1).requires_grad_(True)
print(x.shape, x.requires_grad, x.is_leaf)


def residual(model, x):
    u = model(x)
    du = torch.autograd.grad(u, x, grad_outputs=torch.ones_like(u), create_graph=True)[0]
    d2u = torch.autograd.grad(du, x, grad_outputs=torch.ones_like(du), create_graph=True)[0]
    f = -(math.pi ** 2) * torch.sin(math.pi * x)
    return d2u - f, u, du, d2u


r, u, du, d2u = residual(model, x)
print(u.grad_fn is not None, du.grad_fn.__class__.__name__, d2u.requires_grad)
print(r[:3])
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
xb = torch.tensor([[0.0], [1.0]])
for step in range(60):
    opt.zero_grad()
    r, *_ = residual(model, x)
    loss_pde = r.pow(2).mean()
    loss_bc = model(xb).pow(2).mean()
    loss = loss_pde + 10 * loss_bc
    loss.backward()
    opt.step()
    if step % 15 == 0:
        print(f"step {step:3d} pde={loss_pde.item():.5f} bc={loss_bc.item():.6f} total={loss.item():.4f}")
with torch.no_grad():
    xt = torch.tensor([[0.25], [0.5], [0.75]])
    print(model(xt).squeeze(), torch.sin(math.pi * xt).squeeze())
print(x.grad)
g = torch.autograd.grad(model(x).sum(), model.net[0].weight)[0]
print(g.shape, g.norm().item() > 0)
try:
    torch.autograd.grad(model(x).sum(), x)[0].sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
