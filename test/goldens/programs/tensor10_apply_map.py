# Tensor.apply_, map_ and map2_ call a Python function per element, in place (CPU only, never under autograd);
# storage_type names the legacy storage class; is_pinned on ordinary tensors.
import warnings

import torch

x = torch.arange(4.0)
print(x.apply_(lambda v: v * 2))
print(torch.arange(3).apply_(lambda v: v / 2))
print(x.map_(torch.ones(4), lambda a, b: a - b))
print(x.map_(torch.tensor([1.0, 2, 3, 4]), lambda a, b: a * b))
print(x.map_(torch.ones(1), lambda a, b: a + b))
print(torch.ones(2, 2).t().apply_(lambda v: v + 1))
print(torch.zeros(2, 3).map2_(torch.ones(3), torch.arange(2.0).unsqueeze(1), lambda a, b, c: a + b * 10 + c))
print(torch.tensor([True, False]).apply_(lambda v: not v))
print(torch.empty(0).apply_(lambda v: v + 1))
cases = [
    lambda: torch.ones(2, requires_grad=True).apply_(abs),
    lambda: torch.ones(2, requires_grad=True).map_(torch.ones(2), max),
    lambda: x.map_(torch.ones(3), max),
    lambda: x.apply_(lambda v: "a"),
    lambda: x.apply_(3),
    lambda: torch.ones(1).map_(torch.ones(3), max),
]
for case in cases:
    try:
        print(case())
    except Exception as e:
        print(type(e).__name__, e)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    print(x.storage_type(), torch.ones(2, dtype=torch.int64).storage_type(), torch.ones(1, dtype=torch.bool).storage_type())
print(x.is_pinned(), x.detach().is_pinned())
