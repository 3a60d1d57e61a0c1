# Ops composed of other ops here still record the node PyTorch's kernels record, with gradients unchanged:
# median/nanmedian/mode/cummax/cummin, var_mean/std_mean, rot90, pinverse/linalg.pinv, deg2rad/rad2deg,
# softshrink/hardshrink.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.rand(3, 4, dtype=torch.float64, requires_grad=True)
square = (torch.rand(3, 3, dtype=torch.float64) + 3 * torch.eye(3, dtype=torch.float64)).requires_grad_()
weights = torch.arange(1.0, 13.0, dtype=torch.float64).reshape(3, 4)
cases = [
    ("median", lambda: x.median()), ("median dim", lambda: torch.median(x, 1).values),
    ("nanmedian", lambda: x.nanmedian()), ("nanmedian dim", lambda: x.nanmedian(0, keepdim=True)[0]),
    ("mode", lambda: x.mode(1).values), ("cummax", lambda: x.cummax(0).values), ("cummin", lambda: torch.cummin(x, 1)[0]),
    ("var_mean", lambda: torch.var_mean(x, 1)), ("std_mean", lambda: torch.std_mean(x)),
    ("rot90", lambda: torch.rot90(x)), ("rot90 k=2", lambda: x.rot90(2, [0, 1])), ("rot90 k=-1", lambda: x.rot90(-1)),
    ("pinverse", lambda: square.pinverse()), ("linalg.pinv", lambda: torch.linalg.pinv(x)),
    ("deg2rad", lambda: torch.deg2rad(x)), ("rad2deg", lambda: x.rad2deg()),
    ("softshrink", lambda: F.softshrink(x, 0.3)), ("hardshrink", lambda: F.hardshrink(x - 0.5, 0.2)),
    ("Softshrink module", lambda: torch.nn.Softshrink(0.4)(x)), ("torch.hardshrink", lambda: torch.hardshrink(x, 0.6)),
]
for name, f in cases:
    x.grad = square.grad = None
    out = f()
    outs = out if isinstance(out, tuple) else (out,)
    print(name, [type(o.grad_fn).__name__ for o in outs])
    total = sum((o * torch.arange(1.0, 1 + o.numel(), dtype=o.dtype).reshape(o.shape)).sum() for o in outs)
    total.backward()
    print(x.grad if x.grad is not None else square.grad)
print(torch.median(x.detach()), F.softshrink(torch.tensor([0.2, -0.7, 0.9]), 0.5))
with torch.no_grad():
    print(torch.rot90(x).grad_fn, x.median().requires_grad)
