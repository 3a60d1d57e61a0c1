# A tiny GAN learning a 1-D Gaussian: generator and discriminator MLPs, two Adam optimizers, BCEWithLogitsLoss,
# detaching the fake batch for the discriminator step, and the non-saturating generator loss.
import torch
import torch.nn as nn

torch.manual_seed(0)
real_mean, real_std = 4.0, 1.25


def real_batch(n):
    return torch.randn(n, 1) * real_std + real_mean


def noise(n):
    return torch.rand(n, 1) * 2 - 1


G = nn.Sequential(nn.Linear(1, 16), nn.ReLU(), nn.Linear(16, 1))
D = nn.Sequential(nn.Linear(1, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1))
print(G)
print(D)
criterion = nn.BCEWithLogitsLoss()
opt_g = torch.optim.Adam(G.parameters(), lr=1e-3, betas=(0.5, 0.999))
opt_d = torch.optim.Adam(D.parameters(), lr=1e-3, betas=(0.5, 0.999))

batch = 64
ones, zeros = torch.ones(batch, 1), torch.zeros(batch, 1)
for step in range(201):
    # discriminator: real -> 1, fake -> 0; the fake batch is detached so G gets no gradient here
    real = real_batch(batch)
    fake = G(noise(batch))
    d_loss = criterion(D(real), ones) + criterion(D(fake.detach()), zeros)
    opt_d.zero_grad()
    d_loss.backward()
    opt_d.step()
    # generator: make D call the fakes real
    g_loss = criterion(D(fake), ones)
    opt_g.zero_grad()
    g_loss.backward()
    opt_g.step()
    if step % 50 == 0:
        print(f'step {step:3d} d_loss {d_loss.item():.4f} g_loss {g_loss.item():.4f} '
              f'fake mean {fake.mean().item():.3f} std {fake.std().item():.3f}')

print(fake.grad_fn.name(), fake.detach().requires_grad, d_loss.grad_fn.name())
print(all(p.grad is not None for p in G.parameters()))
with torch.no_grad():
    samples = G(noise(1000))
    print(f'{samples.mean().item():.3f} {samples.std().item():.3f}')
    print(torch.sigmoid(D(torch.tensor([[0.0], [4.0], [8.0]]))).squeeze(1))
    hist = torch.histc(samples, bins=8, min=0, max=8)
    print(hist)
