import warnings

import torch
import torch.nn.functional as F

torch.manual_seed(0)

# every mode, padding mode and corner alignment, forward and both gradients, as exact floats
for mode in ["bilinear", "nearest", "bicubic"]:
    for padding in ["zeros", "border", "reflection"]:
        for align in (False, True):
            inp = torch.randn(2, 2, 3, 4, requires_grad=True)
            grid = (torch.rand(2, 3, 5, 2) * 2.6 - 1.3).requires_grad_()
            out = F.grid_sample(inp, grid, mode=mode, padding_mode=padding, align_corners=align)
            out.backward(torch.randn(out.shape))
            print(mode, padding, align, out.shape, out.grad_fn.name())
            print(out.flatten()[:10].tolist())
            print(inp.grad.flatten()[:10].tolist())
            print(grid.grad.flatten()[:10].tolist())

# many grid locations landing on the same pixels: the input gradient's additions happen in the kernel's order
inp = torch.randn(1, 3, 4, 4, requires_grad=True)
grid = (torch.rand(1, 9, 13, 2) * 2 - 1).requires_grad_()
F.grid_sample(inp, grid, align_corners=False).sum().backward()
print(inp.grad)

# a grid that is a permuted view (as a conv net's (N, 2, H, W) output) and a float64 input
base = torch.rand(2, 2, 6, 11) * 2.2 - 1.1
inp = torch.randn(2, 1, 5, 4).double().requires_grad_()
grid = base.double().permute(0, 2, 3, 1).requires_grad_()
out = F.grid_sample(inp, grid, mode="bicubic", padding_mode="reflection", align_corners=False)
out.backward(torch.ones_like(out))
print(out.dtype, out[0, 0, 0].tolist())
print(inp.grad.flatten().tolist())
print(grid.grad[1, 2].tolist())

# 3-D volumes
for mode in ["bilinear", "nearest"]:
    for padding in ["zeros", "border", "reflection"]:
        for align in (False, True):
            inp = torch.randn(1, 2, 2, 3, 4, requires_grad=True)
            grid = (torch.rand(1, 2, 3, 2, 3) * 2.6 - 1.3).requires_grad_()
            out = F.grid_sample(inp, grid, mode=mode, padding_mode=padding, align_corners=align)
            out.backward(torch.randn(out.shape))
            print(mode, padding, align, out.shape, out.grad_fn.name())
            print(out.flatten()[:8].tolist())
            print(inp.grad.flatten()[:8].tolist())
            print(grid.grad.flatten()[:8].tolist())

print(torch.grid_sampler(torch.ones(1, 1, 2, 2), torch.zeros(1, 1, 1, 2), 0, 0, False))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    F.grid_sample(torch.ones(1, 1, 2, 2), torch.zeros(1, 1, 1, 2))
    for w in caught:
        print(w.category.__name__, w.message)

attempts = [
    lambda: F.grid_sample(torch.ones(1, 1, 2, 2), torch.zeros(2, 1, 1, 2), align_corners=False),
    lambda: F.grid_sample(torch.ones(1, 1, 2, 2), torch.zeros(1, 1, 1, 3), align_corners=False),
    lambda: F.grid_sample(torch.ones(1, 1, 2, 2, 2), torch.zeros(1, 1, 1, 1, 3), mode="bicubic", align_corners=False),
    lambda: F.grid_sample(torch.ones(1, 1, 2, 2), torch.zeros(1, 1, 1, 2), mode="area"),
    lambda: F.grid_sample(torch.ones(1, 1, 2, 2), torch.zeros(1, 1, 1, 2), padding_mode="wrap"),
    lambda: F.grid_sample(torch.ones(1, 1, 0, 2), torch.zeros(1, 1, 1, 2), align_corners=False),
    lambda: F.grid_sample(torch.ones(1, 1, 2), torch.zeros(1, 1, 1), align_corners=False),
    lambda: F.grid_sample(torch.ones(1, 1, 2, 2).double(), torch.zeros(1, 1, 1, 2), align_corners=False),
]
for attempt in attempts:
    try:
        attempt()
        print("ok")
    except Exception as e:  # noqa: BLE001 - the golden prints each error
        print(type(e).__name__, e)
