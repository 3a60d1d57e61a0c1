# torchvision.utils.make_grid: tiling a batch of images for display.
import torch
from torchvision.utils import make_grid
import torchvision

torch.manual_seed(0)
batch = torch.rand(5, 3, 2, 2)
grid = make_grid(batch, nrow=3, padding=1)
print("grid:", grid.shape)
print(grid[0])

g2 = torchvision.utils.make_grid(batch, nrow=2, padding=0)
print("no padding:", g2.shape)
print(torch.equal(g2[:, :2, :2], batch[0]))

gray = torch.arange(8.).reshape(2, 1, 2, 2)
g3 = make_grid(gray, padding=1, pad_value=0.5)
print("gray becomes 3 channels:", g3.shape)
print(g3[0])
print(torch.equal(g3[0], g3[2]))

n = make_grid(gray, normalize=True, padding=0)
print("normalize:", n[0])
n2 = make_grid(gray, normalize=True, value_range=(0, 4), padding=0)
print("value_range:", n2[0])
n3 = make_grid(gray, normalize=True, scale_each=True, padding=0)
print("scale_each:", n3[0])

single = make_grid(torch.ones(3, 2, 2))
print("single image:", single.shape)
print("list input:", make_grid([torch.zeros(3, 2, 2), torch.ones(3, 2, 2)], padding=1).shape)
print("4 images, nrow=8:", make_grid(torch.rand(4, 3, 3, 3)).shape)

ndarr = make_grid(batch, nrow=5).mul(255).add_(0.5).clamp_(0, 255).permute(1, 2, 0).to("cpu", torch.uint8).numpy()
print("as image array:", ndarr.shape, ndarr.dtype, ndarr[2, 2])
