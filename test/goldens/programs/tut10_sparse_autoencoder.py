# A sparse autoencoder as in dictionary-learning blog posts: an overcomplete ReLU hidden layer, an L1 penalty on the
# codes, unit-norm decoder columns renormalised after each step, the KL-divergence sparsity penalty variant, and
# counting dead and active features.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
d, k, n = 6, 12, 256
atoms = F.normalize(torch.randn(k, d), dim=1)
codes = torch.rand(n, k) * (torch.rand(n, k) < 0.15)
data = codes @ atoms + 0.01 * torch.randn(n, d)
print(data.shape, (codes > 0).float().sum(1).mean().item())


class SAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(d, k)
        self.dec = nn.Linear(k, d, bias=False)
        with torch.no_grad():
            self.dec.weight.copy_(F.normalize(self.dec.weight, dim=0))

    def forward(self, x):
        z = F.relu(self.enc(x))
        return self.dec(z), z


def kl_sparsity(z, rho=0.05):
    rho_hat = torch.sigmoid(z).mean(0)
    return (rho * torch.log(rho / rho_hat) + (1 - rho) * torch.log((1 - rho) / (1 - rho_hat))).sum()


for penalty in ['l1', 'kl']:
    torch.manual_seed(1)
    model = SAE()
    opt = torch.optim.Adam(model.parameters(), lr=1e-2)
    for step in range(120):
        recon, z = model(data)
        mse = F.mse_loss(recon, data)
        reg = z.abs().sum(1).mean() if penalty == 'l1' else kl_sparsity(z)
        loss = mse + 1e-3 * reg
        opt.zero_grad()
        loss.backward()
        opt.step()
        with torch.no_grad():
            model.dec.weight.copy_(F.normalize(model.dec.weight, dim=0))
        if step % 40 == 0:
            print(penalty, step, f'{mse.item():.5f}', f'{reg.item():.4f}')
    with torch.no_grad():
        recon, z = model(data)
        active = (z > 0).float()
        print(penalty, 'l0', round(active.sum(1).mean().item(), 3), 'dead', int((active.sum(0) == 0).sum()),
              'norms', model.dec.weight.norm(dim=0).round(decimals=4)[:4])
        print(penalty, 'fraction of variance unexplained', round(((recon - data).pow(2).sum() / (data - data.mean(0)).pow(2).sum()).item(), 4))
print(kl_sparsity(torch.zeros(4, 3)), kl_sparsity(torch.full((4, 3), -3.0)))
