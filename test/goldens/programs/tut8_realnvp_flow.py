# A tiny RealNVP normalizing flow on 2-D data: affine coupling layers, log-determinants, density training
import math
import torch
import torch.nn as nn

torch.manual_seed(0)


class Coupling(nn.Module):
    def __init__(self, mask, hidden=16):
        super().__init__()
        self.register_buffer("mask", mask)
        self.s = nn.Sequential(nn.Linear(2, hidden), nn.Tanh(), nn.Linear(hidden, 2), nn.Tanh())
        self.t = nn.Sequential(nn.Linear(2, hidden), nn.ReLU(), nn.Linear(hidden, 2))

    def forward(self, x):
        xm = x * self.mask
        s = self.s(xm) * (1 - self.mask)
        t = self.t(xm) * (1 - self.mask)
        y = xm + (1 - self.mask) * (x * torch.exp(s) + t)
        return y, s.sum(dim=1)

    def inverse(self, y):
        ym = y * self.mask
        s = self.s(ym) * (1 - self.mask)
        t = self.t(ym) * (1 - self.mask)
        return ym + (1 - self.mask) * ((y - t) * torch.exp(-s))


class RealNVP(nn.Module):
    def __init__(self, n_layers=4):
        super().__init__()
        masks = [torch.tensor([1.0, 0.0]) if i % 2 == 0 else torch.tensor([0.0, 1.0]) for i in range(n_layers)]
        self.layers = nn.ModuleList([Coupling(m) for m in masks])

    def forward(self, x):
        log_det = torch.zeros(x.shape[0])
        for layer in self.layers:
            x, ld = layer(x)
            log_det = log_det + ld
        return x, log_det

    def inverse(self, z):
        for layer in reversed(self.layers):
            z = layer.inverse(z)
        return z

    def log_prob(self, x):
        z, log_det = self(x)
        log_pz = -0.5 * (z ** 2).sum(dim=1) - math.log(2 * math.pi)
        return log_pz + log_det


def sample_data(n):
    theta = torch.rand(n) * 2 * math.pi
    r = 2.0 + 0.1 * torch.randn(n)
    return torch.stack([r * torch.cos(theta), r * torch.sin(theta)], dim=1)


flow = RealNVP()
print(flow.layers[0])
print("parameters:", sum(p.numel() for p in flow.parameters()))
print("buffers:", [name for name, _ in flow.named_buffers()])
opt = torch.optim.Adam(flow.parameters(), lr=1e-2)
for step in range(30):
    x = sample_data(64)
    loss = -flow.log_prob(x).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 10 == 0 or step == 29:
        print(f"step {step:2d}  nll {loss.item():.4f}")

with torch.no_grad():
    x = sample_data(5)
    z, ld = flow(x)
    back = flow.inverse(z)
    print("max reconstruction error small:", (back - x).abs().max().item() < 1e-5)
    print("log det:", ld)
    samples = flow.inverse(torch.randn(4, 2))
    print(samples)
    print("radius:", samples.norm(dim=1))
