# Physics-informed network: derivatives of the network output w.r.t. its input with autograd.grad
import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 16), nn.Tanh(), nn.Linear(16, 1))

t = torch.linspace(0, 1, 11).view(-1, 1).requires_grad_(True)
u = net(t)
du = torch.autograd.grad(u, t, grad_outputs=torch.ones_like(u), create_graph=True)[0]
d2u = torch.autograd.grad(du, t, grad_outputs=torch.ones_like(du), create_graph=True)[0]
print(u.shape, du.shape, d2u.shape)
print(du.grad_fn is not None, d2u.requires_grad)

# check the first derivative against finite differences
eps = 1e-3
with torch.no_grad():
    fd = (net(t + eps) - net(t - eps)) / (2 * eps)
print(torch.allclose(fd, du.detach(), atol=1e-3))

# u'' + u = 0, u(0) = 0, u'(0) = 1  ->  u = sin(t)
def residual_loss(model, t):
    u = model(t)
    du = torch.autograd.grad(u.sum(), t, create_graph=True)[0]
    d2u = torch.autograd.grad(du.sum(), t, create_graph=True)[0]
    return ((d2u + u) ** 2).mean()

t0 = torch.zeros(1, 1, requires_grad=True)
opt = torch.optim.Adam(net.parameters(), lr=1e-2)
for step in range(301):
    t_col = torch.rand(32, 1) * 3.0
    t_col.requires_grad_(True)
    res = residual_loss(net, t_col)
    u0 = net(t0)
    du0 = torch.autograd.grad(u0.sum(), t0, create_graph=True)[0]
    bc = (u0 ** 2).mean() + ((du0 - 1.0) ** 2).mean()
    loss = res + bc
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 50 == 0:
        print(f"step {step:3d} residual {res.item():.5f} boundary {bc.item():.5f}")

with torch.no_grad():
    tt = torch.linspace(0, 3, 7).view(-1, 1)
    pred = net(tt)
    print(torch.cat([tt, pred, torch.sin(tt)], dim=1))
    print("max error", (pred - torch.sin(tt)).abs().max().item() < 0.5)

# gradients of a scalar field and its Laplacian, input of size 2
f = nn.Sequential(nn.Linear(2, 8), nn.Softplus(), nn.Linear(8, 1))
xy = torch.randn(5, 2, requires_grad=True)
out = f(xy)
g = torch.autograd.grad(out.sum(), xy, create_graph=True)[0]
lap = sum(torch.autograd.grad(g[:, i].sum(), xy, retain_graph=True)[0][:, i] for i in range(2))
print(g)
print(lap)
jac = torch.autograd.functional.jacobian(lambda p: f(p).sum(), xy[0])
hes = torch.autograd.functional.hessian(lambda p: f(p).sum(), xy[0].detach())
print(torch.allclose(jac, g[0]), torch.allclose(hes.diagonal().sum(), lap[0]))
try:
    torch.autograd.grad(net(torch.ones(1, 1)).sum(), torch.ones(1, 1))
except RuntimeError as e:
    print("RuntimeError:", e)
