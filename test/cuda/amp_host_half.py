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
