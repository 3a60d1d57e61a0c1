# Convolutional autoencoder pieces: strided conv down, ConvTranspose2d up (output_padding), MaxUnpool2d, Upsample
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.arange(16.0).view(1, 1, 4, 4)
pool = nn.MaxPool2d(2, stride=2, return_indices=True)
unpool = nn.MaxUnpool2d(2, stride=2)
out, idx = pool(x)
print(out, idx)
print(unpool(out, idx))
print(unpool(out, idx, output_size=torch.Size([1, 1, 5, 5])).shape)
print(nn.Upsample(scale_factor=2, mode="nearest")(out))
print(nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False)(out))
print(F.interpolate(out, size=(3, 3), mode="bilinear", align_corners=True))

for op in [0, 1]:
    up = nn.ConvTranspose2d(2, 1, 3, stride=2, padding=1, output_padding=op)
    print(up, up(torch.randn(1, 2, 4, 4)).shape, up.weight.shape)


class AE(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv2d(1, 4, 3, stride=2, padding=1), nn.ReLU(),
            nn.Conv2d(4, 8, 3, stride=2, padding=1), nn.ReLU())
        self.decoder = nn.Sequential(
            nn.ConvTranspose2d(8, 4, 3, stride=2, padding=1, output_padding=1), nn.ReLU(),
            nn.ConvTranspose2d(4, 1, 3, stride=2, padding=1, output_padding=1), nn.Sigmoid())

    def forward(self, x):
        z = self.encoder(x)
        return self.decoder(z), z


model = AE()
print(model)
imgs = torch.rand(4, 1, 8, 8)
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
for epoch in range(6):
    recon, z = model(imgs)
    loss = F.mse_loss(recon, imgs)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"epoch {epoch} loss {loss.item():.6f}")
print("code shape:", z.shape, "recon shape:", recon.shape)
print(recon[0, 0, :2])
print(F.binary_cross_entropy(recon, imgs).item() > 0)
