# torch.normal's overloads and the in-place samplers, bit for bit with PyTorch's CPU generator for a seed
import warnings

import torch


def show(label, fn):
    try:
        print(label, fn())
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__, e)


torch.manual_seed(0)
# the vectorised normal fill starts at 16 contiguous floats; float32 values printed in full to compare bits
for n in [1, 8, 16, 17, 100]:
    print(n, "tensor_float", torch.normal(torch.zeros(n), 1.0).tolist()[-3:])
    print(n, "float_float", torch.normal(2.0, 0.5, (n,)).tolist()[-3:])
    print(n, "tensor_tensor", torch.normal(torch.arange(float(n)), torch.full((n,), 3.0)).tolist()[-3:])
    print(n, "float_tensor", torch.normal(1.5, torch.full((n,), 3.0)).tolist()[-3:])
    print(n, "normal_", torch.empty(n).normal_(1, 2).tolist()[-3:])
    print(n, "normal_ double", torch.empty(n, dtype=torch.float64).normal_(1, 2)[-3:])
    print(n, "randn", torch.randn(n).tolist()[-3:])

print(torch.normal(torch.zeros(2, 1), torch.ones(3)))
print(torch.normal(mean=torch.zeros(3), std=2))
print(torch.normal(mean=0.5, std=torch.ones(3)))
print(torch.normal(mean=torch.zeros(3)))
print(torch.normal(torch.tensor(0.), torch.tensor(1.)))
print(torch.normal(torch.zeros(3, dtype=torch.float64), 2.0))
print(torch.normal(0, 1, (2, 2), dtype=torch.float64))
print(torch.normal(0., 1., size=(3,), requires_grad=True))

# a tensor that is not contiguous draws one double per element, in memory order
x = torch.empty(5, 4).t()
print(x.normal_())
x = torch.empty(6, 8)[:, ::2]
print(x.normal_())

print(torch.empty(3, 5).t().exponential_(2.5))
print(torch.empty(9, dtype=torch.float64).exponential_(0.7))
print(torch.empty(7).log_normal_())
print(torch.empty(7).log_normal_(0.5, 0.25))
print(torch.empty(7, dtype=torch.float64).log_normal_())
print(torch.empty(7).cauchy_())
print(torch.empty(7).cauchy_(1, 3))
print(torch.empty(9).geometric_(0.3))
print(torch.empty(9, dtype=torch.int32).geometric_(0.3))
print(torch.empty(0).normal_(), torch.empty(0).geometric_(0.5))

g = torch.Generator().manual_seed(5)
print(torch.normal(torch.zeros(4), 1.0, generator=g))
print(torch.normal(0., 1., size=(2, 3), generator=g))
print(torch.empty(3).cauchy_(generator=g), torch.empty(3).exponential_(generator=g))
o = torch.empty(4)
r = torch.normal(torch.ones(4), 2.0, out=o)
print(r, r is o)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(torch.normal(0., 1., (3,), out=torch.zeros(2, dtype=torch.float64)))
print([str(w.message)[:60] for w in caught])

# autograd: the samples carry no gradient to mean or std
mean = torch.zeros(3, requires_grad=True)
std = torch.ones(3, requires_grad=True)
for out in [torch.normal(mean, 1.0), torch.normal(0.0, std), torch.normal(mean, std)]:
    print(out.grad_fn.name())
    out.sum().backward()
print(mean.grad, std.grad)
y = mean * 2
print(y.normal_().grad_fn.name(), y.exponential_().grad_fn.name(), y.cauchy_().grad_fn.name(),
      y.log_normal_().grad_fn.name(), y.geometric_(0.5).grad_fn.name())

show("int mean", lambda: torch.normal(torch.zeros(3, dtype=torch.long), 1.0))
show("negative std", lambda: torch.normal(torch.zeros(3), -1.0))
show("negative std tensor", lambda: torch.normal(torch.zeros(3), -torch.ones(3)))
show("nan std tensor", lambda: torch.normal(1.0, torch.tensor([1.0, float("nan")])))
show("normal_ std", lambda: torch.zeros(2).normal_(0, -1))
show("shapes", lambda: torch.normal(torch.zeros(2), torch.ones(3)))
show("method", lambda: torch.zeros(2).normal)
show("log_normal_ std", lambda: torch.zeros(2).log_normal_(1, 0))
show("geometric_ p", lambda: torch.zeros(2).geometric_(1))
show("int normal_", lambda: torch.zeros(2, dtype=torch.long).normal_())
show("int log_normal_", lambda: torch.zeros(2, dtype=torch.long).log_normal_())
show("int exponential_", lambda: torch.zeros(2, dtype=torch.long).exponential_())
show("int cauchy_", lambda: torch.zeros(2, dtype=torch.long).cauchy_())
show("bool geometric_", lambda: torch.zeros(2, dtype=torch.bool).geometric_(0.5))
show("leaf", lambda: torch.zeros(2, requires_grad=True).normal_())
