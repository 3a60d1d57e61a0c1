import copy
import warnings
import torch
import torch.nn as nn
from torch.nn.parameter import UninitializedParameter, UninitializedBuffer, is_lazy
from torch.nn.modules.lazy import LazyModuleMixin

# 1.13 warns that lazy modules are new on every construction; current PyTorch no longer does
warnings.filterwarnings("ignore", message="Lazy modules are a new feature")
torch.manual_seed(0)
lin = nn.LazyLinear(3)
print(lin, type(lin).__mro__[1].__name__)
print(lin.weight, lin.bias, isinstance(lin.weight, nn.Parameter), is_lazy(lin.weight), lin.has_uninitialized_params())
print(lin.weight.size(), lin.weight.dtype, lin.weight.requires_grad)
print(list(lin.state_dict().items()))
for f in [lambda: lin.weight.shape, lambda: lin.weight + 1, lambda: torch.sum(lin.weight), lambda: lin.weight.share_memory_()]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, str(e).split(" in <")[0])
y = lin(torch.randn(2, 5))
print(type(lin).__name__, lin, y.shape, y.grad_fn.name())
print(lin.weight, lin.bias)
print(type(lin.weight).__name__, lin.has_uninitialized_params() if hasattr(lin, "has_uninitialized_params") else "no method")
torch.manual_seed(0)
ref = nn.Linear(5, 3)
torch.manual_seed(0)
lin2 = nn.LazyLinear(3)
lin2(torch.zeros(1, 5))
print(torch.equal(ref.weight, lin2.weight), torch.equal(ref.bias, lin2.bias))
nb = nn.LazyLinear(2, bias=False)
print(nb, nb.bias)
nb(torch.ones(4, 3))
print(nb)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.LazyConv2d(4, 3, padding=1)
        self.bn = nn.LazyBatchNorm2d()
        self.fc = nn.LazyLinear(2)

    def forward(self, x):
        return self.fc(self.bn(self.conv(x)).flatten(1))

torch.manual_seed(1)
net = Net()
print(net)
print(list(net.state_dict().items())[:4])
print(net(torch.randn(2, 3, 5, 5)).shape)
print(net)
print([(n, tuple(p.shape)) for n, p in net.named_parameters()])
print([(n, b) for n, b in net.named_buffers()])

for cls, shape, groups in [(nn.LazyConv1d, (2, 4, 7), 2), (nn.LazyConv3d, (1, 3, 4, 4, 4), 1),
                           (nn.LazyConvTranspose1d, (2, 4, 5), 2), (nn.LazyConvTranspose2d, (4, 4, 4), 2),
                           (nn.LazyConvTranspose3d, (1, 2, 3, 3, 3), 1)]:
    m = cls(6, 2, groups=groups)
    print(m)
    out = m(torch.randn(*shape))
    print(m, out.shape, m.weight.shape, m.bias.shape)
try:
    nn.LazyConv2d(4, 3)(torch.randn(3, 3))
except Exception as e:
    print(type(e).__name__, e)
try:
    nn.LazyConv2d(4, 3, groups=2)(torch.randn(1, 3, 5, 5))
except ValueError as e:
    print(type(e).__name__, e)

for cls, shape in [(nn.LazyBatchNorm1d, (4, 3)), (nn.LazyBatchNorm3d, (2, 2, 2, 2, 2)), (nn.LazyInstanceNorm1d, (2, 3, 5)),
                   (nn.LazyInstanceNorm2d, (2, 3, 4, 4)), (nn.LazyInstanceNorm3d, (1, 2, 3, 3, 3))]:
    m = cls()
    print(m, dict(m.named_buffers()), dict(m.named_parameters()))
    out = m(torch.arange(float(torch.Size(shape).numel())).view(shape))
    print(m, out.flatten()[:3], dict(m.named_buffers()))
m = nn.LazyInstanceNorm2d(affine=True, track_running_stats=True)
print(m, list(m.state_dict().items()))
m(torch.randn(2, 3, 4, 4))
print(m, m.weight, m.running_mean.shape)

try:
    nn.Linear(4, 2).load_state_dict(nn.LazyLinear(2).state_dict())
except Exception as e:
    print(type(e).__name__, str(e)[:80])
# conversions keep the kind
l3 = nn.LazyLinear(4).double()
print(l3.weight, l3.weight.dtype)
l3(torch.randn(2, 3, dtype=torch.float64))
print(l3.weight.dtype, l3)
print(copy.deepcopy(nn.LazyLinear(3)).weight)
p = UninitializedParameter()
print(p, p.requires_grad, UninitializedBuffer(), UninitializedBuffer().requires_grad)
p.materialize((2, 3))
print(type(p).__name__, p.shape)
b = UninitializedBuffer()
b.materialize((2,), dtype=torch.float64)
print(type(b).__name__, b.shape, b.dtype)
print(isinstance(nn.LazyLinear(2), LazyModuleMixin), isinstance(nn.Linear(2, 2), LazyModuleMixin))
print(nn.LazyLinear(2).cls_to_become, nn.modules.lazy.LazyModuleMixin)
opt_params = list(nn.Sequential(nn.LazyLinear(2)).parameters())
print(opt_params)
