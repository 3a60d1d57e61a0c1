# Image tensors as uint8 the way data tutorials handle them: HWC to CHW, scaling, normalising, and back to bytes.
import torch

torch.manual_seed(41)
img = torch.randint(0, 256, (4, 5, 3), dtype=torch.uint8)
print(img.dtype, img.shape, img[0, 0], img.max(), img.min())
chw = img.permute(2, 0, 1)
print(chw.shape, chw.is_contiguous(), chw.stride())
x = chw.float() / 255
print(x[0, 0])
mean = torch.tensor([0.485, 0.456, 0.406]).view(3, 1, 1)
std = torch.tensor([0.229, 0.224, 0.225]).view(3, 1, 1)
norm = (x - mean) / std
print(norm.mean(dim=(1, 2)), norm.std(dim=(1, 2)))
back = ((norm * std + mean) * 255).round().clamp(0, 255).to(torch.uint8)
print(torch.equal(back, chw), back.dtype)
print((img.to(torch.int16) - 128)[0, 0], (img // 64)[0, 0], (img >> 6)[0, 0])
bright = (img.float() * 1.5).clamp(max=255).byte()
print(bright[0, 0], img.byte()[0, 0])
print(img[0, 0] + img[0, 1], (img[0, 0].int() + img[0, 1]).dtype)
gray = (0.299 * chw[0] + 0.587 * chw[1] + 0.114 * chw[2])
print(gray.dtype, gray[0])
print(gray.to(torch.uint8)[0])
hist = torch.bincount((img // 32).flatten().long(), minlength=8)
print(hist, hist.sum())
print(torch.histc(x, bins=4, min=0, max=1))
mask = img.sum(dim=2) > 384
print(mask.dtype, mask.sum(), img[mask].shape)
inv = 255 - img
print(inv[0, 0], (~img)[0, 0])
print(torch.where(img > 127, torch.tensor(255, dtype=torch.uint8), torch.tensor(0, dtype=torch.uint8))[0])
batch = torch.stack([chw, chw.flip(2)])
print(batch.shape, batch.float().mean())
print(img.to(torch.float16)[0, 0], img.to(torch.bool).all())
print(torch.tensor([200, 100], dtype=torch.uint8).float().div(255).mul(255).to(torch.uint8))
print(torch.tensor([0.5, 1.5, 2.5, 254.7, 255.4]).to(torch.uint8), torch.tensor([0.5, 1.5, 2.5]).round())
