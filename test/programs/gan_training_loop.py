# A tiny GAN learning a 1-D Gaussian: generator and discriminator with separate optimizers,
# BCEWithLogitsLoss, and detach() so the discriminator step does not reach the generator.
import torch
import torch.nn as nn

torch.manual_seed(7)
latent_dim = 4
G = nn.Sequential(nn.Linear(latent_dim, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1))
D = nn.Sequential(nn.Linear(1, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1))
print(G)
print(D)
criterion = nn.BCEWithLogitsLoss()
opt_G = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
opt_D = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
batch = 32
real_label = torch.ones(batch, 1)
fake_label = torch.zeros(batch, 1)

for step in range(201):
    real = 3.0 + 0.5 * torch.randn(batch, 1)
    noise = torch.randn(batch, latent_dim)
    fake = G(noise)

    # discriminator: real vs detached fake
    opt_D.zero_grad()
    loss_real = criterion(D(real), real_label)
    loss_fake = criterion(D(fake.detach()), fake_label)
    loss_D = loss_real + loss_fake
    loss_D.backward()
    opt_D.step()
    if step == 0:
        print("G grad after D step:", G[0].weight.grad)

    # generator: fool the discriminator
    opt_G.zero_grad()
    loss_G = criterion(D(fake), real_label)
    loss_G.backward()
    opt_G.step()

    if step % 40 == 0:
        with torch.no_grad():
            d_real = torch.sigmoid(D(real)).mean().item()
            d_fake = torch.sigmoid(D(fake)).mean().item()
        print(f"step {step:3d}  loss_D {loss_D.item():.4f}  loss_G {loss_G.item():.4f}  D(x) {d_real:.3f}  D(G(z)) {d_fake:.3f}")

with torch.no_grad():
    samples = G(torch.randn(1000, latent_dim))
print("generated mean/std:", round(samples.mean().item(), 4), round(samples.std().item(), 4))
print(fake.requires_grad, fake.detach().requires_grad, fake.grad_fn.__class__.__name__)
print(D[0].weight.grad.shape, opt_D.state_dict()["param_groups"][0]["betas"])
