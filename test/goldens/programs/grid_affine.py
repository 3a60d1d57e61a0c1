import warnings

import torch
import torch.nn.functional as F

torch.manual_seed(0)

for align in (False, True):
    for size in ([2, 3, 4, 5], [1, 1, 1, 3], [2, 1, 3, 4, 5], [1, 2, 7, 1, 2]):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            theta = torch.randn(size[0], len(size) - 2, len(size) - 1, requires_grad=True)
            grid = F.affine_grid(theta, size, align_corners=align)
            grid.backward(torch.randn(grid.shape))
            print(size, align, grid.shape, grid.grad_fn.name())
            print(grid.flatten()[:12].tolist())
            print(theta.grad.tolist())
            for w in caught:
                print(w.category.__name__, w.message)

# a spatial transformer step: identity theta reproduces the image with align_corners=True
img = torch.arange(12.0).view(1, 1, 3, 4)
theta = torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]], requires_grad=True)
grid = F.affine_grid(theta, img.shape, align_corners=True)
out = F.grid_sample(img, grid, align_corners=True)
print(out)
out.sum().backward()
print(theta.grad)
print(torch.affine_grid_generator(torch.eye(2, 3).unsqueeze(0).double(), [1, 1, 2, 3], False))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    F.affine_grid(torch.eye(2, 3).unsqueeze(0), [1, 1, 2, 2])
    for w in caught:
        print(w.category.__name__, w.message)

attempts = [
    lambda: F.affine_grid(torch.randn(1, 2, 3), [1, 1, 2, 2, 2], align_corners=False),
    lambda: F.affine_grid(torch.randn(1, 3, 4), [1, 1, 2, 2], align_corners=False),
    lambda: F.affine_grid(torch.ones(1, 2, 3, dtype=torch.long), [1, 1, 2, 2], align_corners=False),
    lambda: F.affine_grid(torch.randn(1, 2, 3), [1, 1, 2], align_corners=False),
    lambda: F.affine_grid(torch.randn(1, 2, 3), [1, 0, 2, 2], align_corners=False),
]
for attempt in attempts:
    try:
        attempt()
        print("ok")
    except Exception as e:  # noqa: BLE001 - the golden prints each error
        print(type(e).__name__, e)
