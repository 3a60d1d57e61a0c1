# A small VAE on synthetic binary data: encoder gives mu and logvar, the reparameterisation trick samples z,
# the loss is BCE reconstruction plus the analytic KL to N(0, I).
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class VAE(nn.Module):
    def __init__(self, in_dim=12, hidden=16, latent=2):
        super().__init__()
        self.fc1 = nn.Linear(in_dim, hidden)
        self.fc_mu = nn.Linear(hidden, latent)
        self.fc_logvar = nn.Linear(hidden, latent)
        self.fc2 = nn.Linear(latent, hidden)
        self.fc3 = nn.Linear(hidden, in_dim)

    def encode(self, x):
        h = F.relu(self.fc1(x))
        return self.fc_mu(h), self.fc_logvar(h)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def decode(self, z):
        return torch.sigmoid(self.fc3(F.relu(self.fc2(z))))

    def forward(self, x):
        mu, logvar = self.encode(x)
        z = self.reparameterize(mu, logvar)
        return self.decode(z), mu, logvar


def loss_function(recon_x, x, mu, logvar):
    bce = F.binary_cross_entropy(recon_x, x, reduction="sum")
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return bce + kld, bce, kld


# two prototypes with bit flips
protos = torch.tensor([[1.0] * 6 + [0.0] * 6, [0.0] * 6 + [1.0] * 6])
idx = torch.randint(0, 2, (64,))
data = protos[idx]
flip = torch.rand(64, 12) < 0.1
data = torch.where(flip, 1 - data, data)
print(data.shape, data.mean().item())

model = VAE()
print(model)
print(sum(p.numel() for p in model.parameters()), "parameters")
optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
for epoch in range(1, 41):
    model.train()
    total = 0.0
    for batch in data.split(16):
        optimizer.zero_grad()
        recon, mu, logvar = model(batch)
        loss, bce, kld = loss_function(recon, batch, mu, logvar)
        loss.backward()
        total += loss.item()
        optimizer.step()
    if epoch % 10 == 0:
        print(f"====> Epoch: {epoch} Average loss: {total / len(data):.4f}  (bce {bce.item():.3f}, kld {kld.item():.3f})")

model.eval()
with torch.no_grad():
    mu, logvar = model.encode(protos)
    print("latent means:", mu)
    print("latent std:", torch.exp(0.5 * logvar))
    recon = model.decode(mu)
    print("reconstruction:", recon.round())
    z = torch.randn(3, 2)
    print("samples:", (model.decode(z) > 0.5).int())
print(model.fc_mu.weight.grad.shape, model.fc_mu.weight.grad.norm())
