# Sub-pixel super-resolution (pixel shuffle), as in the classic super_resolution example, on random images
import torch
import torch.nn as nn
import torch.nn.init as init

torch.manual_seed(0)


class SuperResNet(nn.Module):
    def __init__(self, upscale_factor):
        super().__init__()
        self.relu = nn.ReLU()
        self.conv1 = nn.Conv2d(1, 8, 5, 1, 2)
        self.conv2 = nn.Conv2d(8, 8, 3, 1, 1)
        self.conv3 = nn.Conv2d(8, upscale_factor ** 2, 3, 1, 1)
        self.pixel_shuffle = nn.PixelShuffle(upscale_factor)
        self._initialize_weights()

    def forward(self, x):
        x = self.relu(self.conv1(x))
        x = self.relu(self.conv2(x))
        return self.pixel_shuffle(self.conv3(x))

    def _initialize_weights(self):
        init.orthogonal_(self.conv1.weight, init.calculate_gain("relu"))
        init.orthogonal_(self.conv2.weight, init.calculate_gain("relu"))
        init.orthogonal_(self.conv3.weight)


x = torch.arange(16.0).view(1, 4, 2, 2)
ps = nn.PixelShuffle(2)
print(ps)
print(ps(x))
print(nn.PixelUnshuffle(2)(ps(x)).equal(x))
print(torch.pixel_shuffle(torch.arange(18.0).view(1, 2 * 9, 1, 1), 3).shape)

model = SuperResNet(2)
print(model)
w = model.conv1.weight.view(8, -1)
print("conv1 rows orthogonal:", torch.allclose(w @ w.t(), torch.eye(8) * 2.0, atol=1e-4))
print(round(init.calculate_gain("relu"), 4), init.calculate_gain("tanh"), init.calculate_gain("leaky_relu", 0.2))
hr = torch.rand(2, 1, 8, 8)
lr = nn.functional.avg_pool2d(hr, 2)
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
crit = nn.MSELoss()
for epoch in range(5):
    opt.zero_grad()
    out = model(lr)
    loss = crit(out, hr)
    loss.backward()
    opt.step()
    psnr = 10 * torch.log10(1 / loss.detach())
    print(f"epoch {epoch} loss {loss.item():.5f} psnr {psnr.item():.3f} dB")
print(out.shape)
