# BatchNorm modules' running statistics to the bit over several training steps: exponential (momentum) and
# cumulative (momentum=None) averages, the unbiased running variance, then evaluation with them; a float64 forward.
import torch
import torch.nn as nn

torch.manual_seed(0)
for module, shape in ((nn.BatchNorm1d(6), (8, 6)), (nn.BatchNorm1d(4, momentum=None), (5, 4, 10)),
                      (nn.BatchNorm2d(3, momentum=0.25), (4, 3, 6, 6)), (nn.BatchNorm3d(2, momentum=None), (2, 2, 3, 4, 5)),
                      (nn.BatchNorm2d(5, affine=False), (3, 5, 4, 4))):
    for step in range(4):
        x = torch.randn(*shape) * (step + 1) + step
        y = module(x)
    print(type(module).__name__, module.momentum, module.num_batches_tracked.item())
    print("  mean", module.running_mean.tolist())
    print("  var", module.running_var.tolist())
    print("  train out", y.flatten()[:8].tolist(), y.sum().item())
    module.eval()
    z = module(torch.randn(*shape) + 1)
    print("  eval out", z.flatten()[:8].tolist(), z.sum().item())

untracked = nn.BatchNorm2d(3, track_running_stats=False)
x = torch.randn(2, 3, 5, 5)
untracked.eval()
print("untracked eval", untracked(x).flatten()[:6].tolist(), untracked.running_mean)

torch.manual_seed(1)
double = nn.BatchNorm2d(3).double()
for step in range(3):
    out = double(torch.randn(4, 3, 5, 7).double() * 2 + 1)
print("float64", out.flatten()[:6].tolist(), double.running_mean.tolist(), double.running_var.tolist())
double.eval()
print("float64 eval", double(torch.randn(2, 3, 5, 7).double()).flatten()[:6].tolist())
