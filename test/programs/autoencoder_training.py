# A small autoencoder compressing 8-d points that lie near a 2-d plane, trained with Adam on mini-batches.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
latent = torch.randn(128, 2)
mixing = torch.randn(2, 8)
data = latent @ mixing + 0.05 * torch.randn(128, 8)


class AutoEncoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(8, 6), nn.ReLU(), nn.Linear(6, 2))
        self.decoder = nn.Sequential(nn.Linear(2, 6), nn.ReLU(), nn.Linear(6, 8))

    def forward(self, x):
        return self.decoder(self.encoder(x))


model = AutoEncoder()
print(model)
loader = DataLoader(TensorDataset(data), batch_size=32, shuffle=True, generator=torch.Generator().manual_seed(1))
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for epoch in range(1, 21):
    total = 0.0
    for (batch,) in loader:
        recon = model(batch)
        loss = nn.functional.mse_loss(recon, batch)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * batch.shape[0]
    if epoch % 5 == 0:
        print(f"epoch {epoch:2d} reconstruction mse {total / len(data):.4f}")

model.eval()
with torch.no_grad():
    codes = model.encoder(data[:4])
    recon = model(data[:4])
print("codes:", codes)
print("error per sample:", ((recon - data[:4]) ** 2).mean(1))
print("variance kept:", f"{1 - ((model(data) - data) ** 2).sum().item() / ((data - data.mean(0)) ** 2).sum().item():.3f}")
