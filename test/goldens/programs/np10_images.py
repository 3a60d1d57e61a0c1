# Image-like arrays: HWC uint8 to CHW float tensors, normalising with per-channel means, and back
import numpy as np
import torch

np.random.seed(5)
img = np.random.randint(0, 256, size=(4, 4, 3), dtype=np.uint8)
print(img.dtype, img.shape, img[0, 0], img.max(), img.min())
f = img.astype(np.float32) / 255.0
print(f[0, 0], f.dtype)
t = torch.from_numpy(f).permute(2, 0, 1)
print(t.shape, t.is_contiguous(), t.contiguous().stride())
mean = np.array([0.485, 0.456, 0.406], dtype=np.float32)
std = np.array([0.229, 0.224, 0.225], dtype=np.float32)
norm = (f - mean) / std
print(norm.shape, norm[0, 0], norm.dtype)
tn = (t - torch.from_numpy(mean)[:, None, None]) / torch.from_numpy(std)[:, None, None]
print(np.allclose(tn.permute(1, 2, 0).numpy(), norm, atol=1e-6))
back = ((tn.permute(1, 2, 0).numpy() * std + mean) * 255).round().astype(np.uint8)
print(np.array_equal(back, img), back[1, 1])
batch = np.stack([f, f[::-1]])
print(batch.shape, torch.from_numpy(batch.transpose(0, 3, 1, 2).copy()).shape)
gray = f @ np.array([0.299, 0.587, 0.114])
print(gray.shape, gray.dtype, gray[0])
pad = np.pad(gray, 1)
print(pad.shape, pad[0], np.pad(np.arange(3), (1, 2), mode="constant", constant_values=9))
print(np.pad(np.arange(4).reshape(2, 2), 1, mode="edge"), np.pad([1, 2, 3], 2, mode="reflect"))
print(torch.from_numpy(img).float().mean(dim=(0, 1)), img.mean(axis=(0, 1)), img.reshape(-1, 3).mean(0))
print(torch.tensor(img).dtype, torch.tensor(img)[0, 0], img.sum(), img.sum(dtype=np.uint8), img.astype(np.int64).sum())
flip = np.flip(img, axis=1)
print(flip.strides, torch.from_numpy(flip.copy()).shape, np.ascontiguousarray(flip).strides)
print(np.pad(gray[:2, :2], ((1, 0), (0, 2)), mode="reflect"), np.pad(np.arange(3), (2, 1), mode="symmetric"))
print(np.pad(np.arange(4).reshape(2, 2), 1, mode="wrap"), np.pad(img[:2, :2, 0], 1, mode="edge"))
