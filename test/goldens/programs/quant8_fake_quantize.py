# fake_quantize_per_tensor_affine / fake_quantize_per_channel_affine (quantization-aware training): values as ATen's
# cachemask CPU kernels compute them, the straight-through gradient, grad_fn names and the argument checks.
import torch
torch.manual_seed(0)
x = (torch.randn(4, 5) * 3).requires_grad_()
y = torch.fake_quantize_per_tensor_affine(x, 0.1, 3, -128, 127)
print(y)
y.sum().backward(); print(x.grad)
y2 = torch.fake_quantize_per_tensor_affine(x, 0.05, 0, 0, 255)
print(y2, y2.grad_fn.name())
z = torch.randn(1000) * 5
r = torch.fake_quantize_per_tensor_affine(z, 0.0371, -2, -20, 40)
import hashlib
print(hashlib.md5(' '.join(float(v).hex() for v in r.tolist()).encode()).hexdigest())
r64 = torch.fake_quantize_per_tensor_affine(z.double(), 0.0371, -2, -20, 40)
print(hashlib.md5(' '.join(float(v).hex() for v in r64.tolist()).encode()).hexdigest(), r64.dtype)
w = (torch.randn(3, 4, 2) * 2).requires_grad_()
s = torch.tensor([0.1, 0.05, 0.2]); zp = torch.tensor([0, 5, -3], dtype=torch.int32)
yc = torch.fake_quantize_per_channel_affine(w, s, zp, 0, -8, 7)
print(yc, yc.grad_fn.name())
yc.backward(torch.ones_like(yc)); print(w.grad)
yc1 = torch.fake_quantize_per_channel_affine(w, torch.tensor([0.3, 0.1, 0.2, 0.07]), torch.tensor([0, 1, 2, 3], dtype=torch.int32), 1, 0, 15)
print(hashlib.md5(' '.join(float(v).hex() for v in yc1.flatten().tolist()).encode()).hexdigest())
for bad in [lambda: torch.fake_quantize_per_tensor_affine(x, 0.1, 300, -128, 127), lambda: torch.fake_quantize_per_tensor_affine(x, 0.1, 0, 5, 1),
            lambda: torch.fake_quantize_per_channel_affine(w, s, zp.long(), 0, -8, 7), 
            lambda: torch.fake_quantize_per_channel_affine(w, s[:2], zp[:2], 0, -8, 7), lambda: torch.fake_quantize_per_channel_affine(w, s, zp + 20, 0, -8, 7),
            lambda: torch.fake_quantize_per_tensor_affine(torch.arange(4), 0.1, 0, 0, 255)]:
    try:
        bad(); print('no error')
    except Exception as e:
        print(type(e).__name__, e)
