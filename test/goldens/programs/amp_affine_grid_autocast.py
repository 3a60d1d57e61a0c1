# F.affine_grid under CPU autocast: on no autocast list, but its kernel multiplies the base grid by theta with bmm,
# which autocast runs in bfloat16 inside it; the gradient comes back to theta in float32.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
theta = torch.randn(2, 2, 3, requires_grad=True)
full = F.affine_grid(theta, [2, 1, 3, 4], align_corners=False)
with torch.autocast("cpu"):
    grid = F.affine_grid(theta, [2, 1, 3, 4], align_corners=False)
    grid3d = F.affine_grid(torch.randn(1, 3, 4), [1, 1, 2, 2, 3], align_corners=True)
    img = torch.randn(2, 1, 3, 4)
    sampled = F.grid_sample(img, grid, align_corners=False)
print(grid.dtype, grid3d.dtype, grid.grad_fn.name(), sampled.dtype)
# the bfloat16 grid is the float32 one to within bfloat16's rounding
print((grid.float() - full).abs().max() < 0.05)
grid.float().sum().backward()
print(theta.grad.dtype, theta.grad.shape)
with torch.autocast("cpu", enabled=False):
    print(F.affine_grid(theta, [2, 1, 3, 4], align_corners=False).dtype)
