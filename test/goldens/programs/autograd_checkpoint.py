import warnings
import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint, checkpoint_sequential
torch.manual_seed(0)
calls = []
def block(x, w):
    calls.append(1)
    return torch.nn.functional.dropout((x @ w).tanh(), 0.5, training=True) * 2
x = torch.randn(4, 5, requires_grad=True)
w = torch.randn(5, 5, requires_grad=True)
for reentrant in [True, False]:
    x.grad = w.grad = None
    calls.clear()
    torch.manual_seed(1)
    y = checkpoint(block, x, w, use_reentrant=reentrant)
    print(reentrant, y.grad_fn.name(), len(calls))
    y.sum().backward()
    print(len(calls), x.grad, w.grad)
    torch.manual_seed(1)
    x2 = x.detach().requires_grad_(); w2 = w.detach().requires_grad_()
    block(x2, w2).sum().backward()
    print(torch.equal(x2.grad, x.grad), torch.equal(w2.grad, w.grad))
with warnings.catch_warnings(record=True) as ws:
    warnings.simplefilter("always")
    y = checkpoint(block, x.detach(), w.detach(), use_reentrant=False)
    y = checkpoint(block, x.detach(), w.detach(), use_reentrant=True)
# the recomputation reruns the function only as far as the last saved tensor backward needs
seen = []
def traced(a):
    seen.append("start")
    b = a.exp()
    seen.append("end")
    return b * 1.0
z = checkpoint(traced, x, use_reentrant=False)
z.sum().backward()
print(seen)
