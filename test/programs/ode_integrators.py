# Fixed-step Euler and RK4 integrators for a damped oscillator, plus a tiny neural ODE fit.
import torch
import torch.nn as nn

torch.manual_seed(1)


def f(t, y):
    x, v = y[..., 0], y[..., 1]
    return torch.stack([v, -x - 0.1 * v], dim=-1)


def euler(func, y0, ts):
    ys = [y0]
    for t0, t1 in zip(ts[:-1], ts[1:]):
        ys.append(ys[-1] + (t1 - t0) * func(t0, ys[-1]))
    return torch.stack(ys)


def rk4(func, y0, ts):
    ys = [y0]
    y = y0
    for t0, t1 in zip(ts[:-1], ts[1:]):
        h = t1 - t0
        k1 = func(t0, y)
        k2 = func(t0 + h / 2, y + h * k1 / 2)
        k3 = func(t0 + h / 2, y + h * k2 / 2)
        k4 = func(t1, y + h * k3)
        y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        ys.append(y)
    return torch.stack(ys)


ts = torch.linspace(0, 5, 26)
y0 = torch.tensor([1.0, 0.0])
ye = euler(f, y0, ts)
yr = rk4(f, y0, ts)
print(ye.shape, yr.shape)
print(ye[-1], yr[-1])
print((ye - yr).abs().max())
energy = 0.5 * (yr[:, 0] ** 2 + yr[:, 1] ** 2)
print(energy[::5])
ts64 = ts.double()
y64 = rk4(f, y0.double(), ts64)
print(y64.dtype, (y64[-1] - yr[-1].double()).abs().max().item() < 1e-5)


class ODEFunc(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 2))

    def forward(self, t, y):
        return self.net(y)


func = ODEFunc()
opt = torch.optim.Adam(func.parameters(), lr=0.02)
target = yr.detach()
for it in range(40):
    opt.zero_grad()
    pred = rk4(func, y0, ts[:11])
    loss = ((pred - target[:11]) ** 2).mean()
    loss.backward()
    opt.step()
    if it % 10 == 9:
        print(f"iter {it + 1:2d} loss {loss.item():.6f}")
print(type(pred.grad_fn).__name__)
print([p.grad.shape for p in func.parameters()])
batch = torch.randn(4, 2)
print(rk4(f, batch, ts[:3]).shape)
