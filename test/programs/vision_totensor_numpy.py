# ToTensor and friends on numpy images (HWC uint8 and float), the way data pipelines without PIL use them.
import numpy as np
import torch
import torchvision.transforms as T

rng = np.random.RandomState(0)
arr = rng.randint(0, 256, size=(4, 5, 3)).astype(np.uint8)
t = T.ToTensor()(arr)
print(T.ToTensor())
print(t.shape, t.dtype)
print(t[0])
print("max/min:", t.max().item(), t.min().item())

gray = rng.randint(0, 256, size=(3, 3)).astype(np.uint8)
g = T.ToTensor()(gray)
print("gray:", g.shape, g)

f = rng.rand(2, 2, 1).astype(np.float32)
ft = T.ToTensor()(f)
print("float array kept its values:", ft.dtype, ft.shape, torch.allclose(ft[0], torch.from_numpy(f[:, :, 0])))
d = rng.rand(2, 2, 2)
dt = T.ToTensor()(d)
print("float64:", dt.dtype, dt.shape)

try:
    T.ToTensor()([1, 2, 3])
except TypeError as e:
    print("TypeError:", e)

pipeline = T.Compose([T.ToTensor(), T.Normalize([0.5, 0.5, 0.5], [0.5, 0.5, 0.5])])
x = pipeline(arr)
print("normalized range:", round(x.min().item(), 4), round(x.max().item(), 4))
print(x[:, 0, 0])

# undo the normalization for display
inv = T.Normalize(mean=[-1, -1, -1], std=[2, 2, 2])
restored = inv(x)
print("restored close:", torch.allclose(restored, t, atol=1e-6))
img_np = restored.permute(1, 2, 0).numpy()
print("back to HWC:", img_np.shape, img_np.dtype)
print((img_np * 255).round().astype(np.uint8)[0, 0], arr[0, 0])

stack = torch.stack([T.ToTensor()(rng.randint(0, 256, size=(2, 2, 3)).astype(np.uint8)) for _ in range(4)])
print("batch:", stack.shape)
print("per-channel mean:", stack.mean(dim=(0, 2, 3)))
print("per-channel std:", stack.std(dim=(0, 2, 3)))
