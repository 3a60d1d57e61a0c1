# Image-style augmentation on plain tensors (no torchvision): random crops from padded images, horizontal flips
# chosen per sample with a seeded generator, random erasing, mixing with rot90, additive noise, channel
# normalisation, and a Dataset that applies the pipeline in __getitem__.
import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, Dataset

g = torch.Generator().manual_seed(0)
images = torch.arange(2 * 1 * 4 * 4, dtype=torch.float32).view(2, 1, 4, 4)


def random_crop(img, size, padding, gen):
    padded = F.pad(img, (padding,) * 4, mode='constant', value=0.0)
    top = torch.randint(0, padded.shape[-2] - size + 1, (1,), generator=gen).item()
    left = torch.randint(0, padded.shape[-1] - size + 1, (1,), generator=gen).item()
    return padded[..., top:top + size, left:left + size], (top, left)


crop, pos = random_crop(images[0], 4, 1, g)
print(pos)
print(crop)
reflect = F.pad(images[:1], (1, 1, 1, 1), mode='reflect')
print(reflect[0, 0])
print(F.pad(images[:1], (1, 0, 0, 1), mode='replicate')[0, 0])

flip_mask = torch.rand(2, generator=g) < 0.5
flipped = torch.where(flip_mask[:, None, None, None], images.flip(-1), images)
print(flip_mask, flipped[:, 0, 0])
print(torch.rot90(images[0, 0], 1, dims=(0, 1)))
print(torch.rot90(images[0, 0], -1, dims=(0, 1))[0], torch.rot90(images[0, 0], 2).equal(images[0, 0].flip(0, 1)))


def random_erase(img, gen, scale=(0.1, 0.3), value=0.0):
    _, h, w = img.shape
    area = h * w * (scale[0] + (scale[1] - scale[0]) * torch.rand(1, generator=gen).item())
    eh = ew = max(1, int(round(area ** 0.5)))
    i = torch.randint(0, h - eh + 1, (1,), generator=gen).item()
    j = torch.randint(0, w - ew + 1, (1,), generator=gen).item()
    out = img.clone()
    out[:, i:i + eh, j:j + ew] = value
    return out


print(random_erase(images[1], g))
noisy = images + 0.1 * torch.randn(images.shape, generator=g)
print(noisy[0, 0, 0])
mean = images.mean(dim=(0, 2, 3))
std = images.std(dim=(0, 2, 3))
norm = (images - mean[None, :, None, None]) / std[None, :, None, None]
print(mean, std, norm.mean().abs().item() < 1e-6)


class Augmented(Dataset):
    def __init__(self, x, seed):
        self.x = x
        self.gen = torch.Generator().manual_seed(seed)

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        img = self.x[i]
        if torch.rand(1, generator=self.gen).item() < 0.5:
            img = img.flip(-1)
        img, _ = random_crop(img, 3, 0, self.gen)
        return img, i


loader = DataLoader(Augmented(images, 1), batch_size=2, shuffle=False)
for epoch in range(2):
    for batch, idx in loader:
        print(epoch, batch.shape, idx.tolist(), batch[:, 0, 0].tolist())
