# F.fractional_max_pool2d/3d and nn.FractionalMaxPool2d/3d: windows placed by explicit _random_samples (and by the
# samples drawn from the seeded generator when none are given), output_size or output_ratio, return_indices, NaN
# winning a window, double inputs, the checks and FractionalMaxPool2DBackward0 / 3D.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 7, 9)
s = torch.tensor([[[0.1, 0.9], [0.5, 0.5], [0.99, 0.01]], [[0.0, 0.3], [0.7, 0.2], [0.25, 0.75]]])
y, i = F.fractional_max_pool2d(x, 2, output_size=(4, 5), return_indices=True, _random_samples=s)
print(y, i)
print(F.fractional_max_pool2d(x, (3, 2), output_ratio=(0.5, 0.6), _random_samples=s))
print(F.fractional_max_pool2d(x[1], 2, output_size=3, _random_samples=s[1:]))
print(F.fractional_max_pool2d(x.double(), 2, output_size=(6, 8), _random_samples=s.double()))
print(F.fractional_max_pool2d_with_indices(x, 2, output_size=(2, 2), _random_samples=s)[1])
print(F.fractional_max_pool2d(x, 2, output_size=0, _random_samples=s).shape)

# drawn samples: torch.rand(N, C, 2) from the default generator, in the input's dtype
torch.manual_seed(3)
print(F.fractional_max_pool2d(x, 2, output_ratio=0.5))
torch.manual_seed(3)
print(nn.FractionalMaxPool2d(2, output_ratio=0.5)(x))
torch.manual_seed(4)
print(nn.FractionalMaxPool2d((2, 3), output_size=(5, 4), return_indices=True)(x[0]))

n = torch.tensor([[[[1.0, float("nan"), 2.0, 0.0], [3.0, 1.0, float("nan"), 5.0], [0.0, 0.0, 0.0, 0.0]]]])
print(F.fractional_max_pool2d(n, 2, output_size=(2, 3), return_indices=True,
                              _random_samples=torch.tensor([[[0.5, 0.5]]])))
m = torch.full((1, 1, 3, 3), float("-inf"))
print(F.fractional_max_pool2d(m, 2, output_size=2, return_indices=True, _random_samples=torch.tensor([[[0.2, 0.7]]])))

v = torch.randn(1, 2, 5, 6, 7)
sv = torch.tensor([[[0.3, 0.6, 0.9], [0.05, 0.45, 0.85]]])
yv, iv = F.fractional_max_pool3d(v, 2, output_size=(3, 4, 5), return_indices=True, _random_samples=sv)
print(yv, iv)
print(F.fractional_max_pool3d(v[0], (2, 1, 3), output_ratio=0.5, _random_samples=sv))
torch.manual_seed(5)
print(nn.FractionalMaxPool3d(2, output_size=(2, 3, 3))(v))


def attempt(f):
    try:
        r = f()
        print(r.shape if isinstance(r, torch.Tensor) else r)
    except (RuntimeError, ValueError) as e:
        print(type(e).__name__, e)


attempt(lambda: F.fractional_max_pool2d(x, 2, output_size=(7, 4), _random_samples=s))
attempt(lambda: F.fractional_max_pool2d(x, 2, output_size=(6, 9), _random_samples=s))
attempt(lambda: F.fractional_max_pool2d(x[0, 0], 2, output_size=(3, 4), _random_samples=s))
attempt(lambda: F.fractional_max_pool2d(torch.empty(2, 0, 7, 9), 2, output_size=(3, 4), _random_samples=s))
attempt(lambda: F.fractional_max_pool2d(x.int(), 2, output_size=(3, 4), _random_samples=s.int()))
attempt(lambda: F.fractional_max_pool2d(x, 2))
attempt(lambda: F.fractional_max_pool2d(x, (2, 2, 2), output_size=(3, 4), _random_samples=s))
attempt(lambda: F.fractional_max_pool2d(x, 2, output_size=(3, 4, 5), _random_samples=s))
print(F.fractional_max_pool2d(torch.empty(0, 3, 7, 9), 2, output_size=(3, 4), _random_samples=s).shape)
attempt(lambda: F.fractional_max_pool3d(v, 2, output_size=(4, 3, 3), _random_samples=sv))
attempt(lambda: F.fractional_max_pool3d(v, 2, output_size=(3, 5, 3), _random_samples=sv))
attempt(lambda: F.fractional_max_pool3d(v, 2, output_size=(3, 3, 6), _random_samples=sv))
attempt(lambda: F.fractional_max_pool3d(v[0, 0, 0], 2, output_size=(3, 3, 3), _random_samples=sv))
attempt(lambda: F.fractional_max_pool3d(v.int(), 2, output_size=(3, 3, 3), _random_samples=sv.int()))
attempt(lambda: F.fractional_max_pool3d(torch.empty(1, 2, 0, 6, 7), 2, output_size=(3, 3, 3), _random_samples=sv))
attempt(lambda: F.fractional_max_pool3d(v, 2, output_size=(3, 3), _random_samples=sv))
attempt(lambda: F.fractional_max_pool3d(v, 2))
for make in [lambda: nn.FractionalMaxPool2d(2), lambda: nn.FractionalMaxPool2d(2, output_size=3, output_ratio=0.5),
             lambda: nn.FractionalMaxPool2d(2, output_ratio=1.5),
             lambda: nn.FractionalMaxPool3d(2, output_ratio=(0.5, 0.5, 1)),
             lambda: nn.FractionalMaxPool2d(3, output_ratio=0.5),
             lambda: nn.FractionalMaxPool3d(2, output_size=(2, 3, 4), return_indices=True)]:
    attempt(make)

xr = x.clone().requires_grad_()
yr, ir = F.fractional_max_pool2d(xr, 3, output_size=(5, 6), return_indices=True, _random_samples=s)
print(yr.grad_fn.name(), ir.requires_grad, yr.grad_fn._saved_result1.equal(ir), yr.grad_fn._saved_self.shape)
(yr * torch.arange(yr.numel(), dtype=torch.float).view(yr.shape)).sum().backward()
print(xr.grad)
vr = v.clone().requires_grad_()
zv = F.fractional_max_pool3d(vr, 3, output_size=(2, 3, 4), _random_samples=sv)
print(zv.grad_fn.name())
zv.pow(2).sum().backward()
print(vr.grad[0, 1, 2], vr.grad.sum())
