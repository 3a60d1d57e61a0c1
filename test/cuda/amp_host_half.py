# On cuda, an op with no GPU kernel here runs on the host (grid_sample) and takes float16 and bfloat16 as CUDA's
# kernels do: computed in float32 and rounded once, forward and backward, where the CPU kernel has no 16-bit dispatch.
import torch
import torch.nn.functional as F

x = torch.arange(16.0, device="cuda").view(1, 1, 4, 4)
grid = torch.tensor([[[[-1.0, -1.0], [0.0, 0.0]], [[0.5, -0.5], [0.25, 0.75]]]], device="cuda")
for dtype in (torch.float16, torch.bfloat16):
    xi = x.to(dtype).requires_grad_()
    gi = grid.to(dtype).requires_grad_()
    y = F.grid_sample(xi, gi, align_corners=True)
    print(y)
    y.sum().backward()
    print(xi.grad)
    print(gi.grad)
# grid_sampler promotes under autocast: float32 input and a float16 grid sample in float32
with torch.autocast("cuda"):
    y = F.grid_sample(x, grid.half(), align_corners=True)
    z = F.grid_sample(x.half(), grid.half(), align_corners=True)
print(y.dtype, z.dtype)
# an op run on the host writes a float16 tensor in place, rounded as it goes back
h = torch.tensor([0.1, 2.0, 3.0, -4.0], device="cuda").half()
h[h > 1] = 1 / 3
print(h)
print(torch.unique(h, return_counts=True))
# fractional max pooling has no GPU kernel here either: float16 runs on the host in float32, as CUDA's kernel works out
# its windows in float32; max_unpool puts the maxima back
x = (torch.arange(25.0, device="cuda").view(1, 1, 5, 5) % 7).half().requires_grad_()
samples = torch.tensor([[[0.5, 0.5]]], device="cuda").half()
y, i = F.fractional_max_pool2d(x, 2, output_size=3, return_indices=True, _random_samples=samples)
print(y, i)
y.sum().backward()
print(x.grad)
print(F.max_unpool2d(y, i, 2, output_size=(5, 5)))
# an op computed on the host from device bytes fetched already (by the prints) still makes its result on the device
xs, gs = torch.arange(16.0, device="cuda").view(1, 1, 4, 4), torch.zeros(1, 1, 1, 2, device="cuda")
print(xs, gs)
print(F.grid_sample(xs, gs, align_corners=False))
