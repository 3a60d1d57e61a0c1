# Data augmentation written with plain tensor ops: flips, random crops with padding, noise, cutout and mixup.
import torch
import torch.nn.functional as F

torch.manual_seed(5)
images = torch.arange(2 * 1 * 4 * 4, dtype=torch.float32).reshape(2, 1, 4, 4) / 31
labels = torch.tensor([0, 1])

flip_mask = torch.rand(images.size(0)) < 0.5
print("flip mask:", flip_mask)
flipped = torch.where(flip_mask[:, None, None, None], images.flip(3), images)
print(flipped[:, 0, 0])

padded = F.pad(images, (1, 1, 1, 1), mode="reflect")
print("reflect padded:", padded.shape)
print(padded[0, 0])
i, j = torch.randint(0, 3, (2,)).tolist()
crop = padded[:, :, i:i + 4, j:j + 4]
print("crop offset:", i, j, crop.shape)
zero_pad = F.pad(images, [2, 2, 2, 2])
print("zero padded sum equal:", torch.isclose(zero_pad.sum(), images.sum()).item())
rep = F.pad(images[:1], (1, 0, 0, 1), mode="replicate")
print(rep[0, 0])

noisy = images + 0.05 * torch.randn_like(images)
print("noise std:", (noisy - images).std().item() > 0, noisy.clamp(0, 1).max())

cut = images.clone()
cy, cx = 1, 2
cut[:, :, max(cy - 1, 0):cy + 1, max(cx - 1, 0):cx + 1] = 0
print("cutout:\n", cut[0, 0])

lam = torch.distributions.Beta(torch.tensor([0.4]), torch.tensor([0.4])).sample().item()
perm = torch.randperm(images.size(0))
mixed = lam * images + (1 - lam) * images[perm]
print(f"mixup lambda {lam:.4f} perm {perm.tolist()}")
one_hot = F.one_hot(labels, num_classes=3).float()
mixed_targets = lam * one_hot + (1 - lam) * one_hot[perm]
print("mixed targets:", mixed_targets)
logits = torch.randn(2, 3)
loss = torch.sum(-mixed_targets * F.log_softmax(logits, dim=1), dim=1).mean()
print(f"soft-target loss: {loss.item():.5f}")
print(f"cross_entropy with probabilities: {F.cross_entropy(logits, mixed_targets).item():.5f}")

rot = torch.rot90(images, k=1, dims=(2, 3))
print("rot90:\n", rot[0, 0])
print("roll:", torch.roll(images[0, 0], shifts=1, dims=1)[0])
resized = F.interpolate(images, size=(2, 2), mode="bilinear", align_corners=False)
print("downsampled:\n", resized[0, 0])
up = F.interpolate(images, scale_factor=2, mode="nearest")
print("upsampled:", up.shape, up[0, 0, :2])
aa = F.interpolate(images, size=(3, 3), mode="bilinear", antialias=True)
print("antialias:\n", aa[0, 0])
mean = images.mean(dim=(0, 2, 3))
std = images.std(dim=(0, 2, 3))
print("mean/std:", mean, std)
normalized = (images - mean[None, :, None, None]) / std[None, :, None, None]
print("normalized mean ~0:", torch.allclose(normalized.mean(), torch.tensor(0.0), atol=1e-6))
gray = torch.rand(1, 3, 2, 2)
weights = torch.tensor([0.299, 0.587, 0.114]).view(1, 3, 1, 1)
print("grayscale:", (gray * weights).sum(dim=1, keepdim=True))
