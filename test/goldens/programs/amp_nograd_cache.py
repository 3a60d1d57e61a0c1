# autocast with torch.no_grad, inference_mode, and the weight-cast cache.
import torch
import torch.nn as nn

torch.manual_seed(0)
lin = nn.Linear(4, 2)
x = torch.randn(3, 4)
with torch.autocast("cpu"):
    y1 = lin(x)
    y2 = lin(x)
    # the cast of the weight is made once per region and shared by both outputs' graphs
    w1 = y1.grad_fn.next_functions
    w2 = y2.grad_fn.next_functions
    print([type(n[0]).__name__ if n[0] is not None else None for n in w1])
    print(y1.dtype, torch.equal(y1, y2))
with torch.no_grad():
    with torch.autocast("cpu"):
        y = lin(x)
        print("no_grad", y.dtype, y.requires_grad, y.grad_fn)
with torch.inference_mode():
    with torch.autocast("cpu"):
        y = lin(x)
        print("inference_mode", y.dtype, y.requires_grad, y.is_inference())
with torch.autocast("cpu"):
    with torch.no_grad():
        y = lin(x)
    print("no_grad inside", y.dtype, y.requires_grad)
    y = lin(x)
    print("after no_grad, same region", y.dtype, y.requires_grad, y.grad_fn)
with torch.autocast("cpu"):
    y = lin(x)
    print("fresh region", y.dtype, y.requires_grad, y.grad_fn.name())
with torch.autocast("cpu", cache_enabled=False):
    with torch.no_grad():
        y = lin(x)
    y = lin(x)
    print("no cache", y.requires_grad, y.grad_fn.name())
    print(torch.is_autocast_cache_enabled())
print(torch.is_autocast_cache_enabled())
# the cast is a recorded op: gradients come back in float32
with torch.autocast("cpu"):
    loss = lin(x).float().pow(2).sum()
loss.backward()
print(lin.weight.grad.dtype, lin.weight.grad.shape)
# only float32 leaves that require grad are cached: two uses share one cast node
w = torch.randn(4, 4, requires_grad=True)
h = torch.randn(4, 4, dtype=torch.float16, requires_grad=True)
with torch.autocast("cpu"):
    a, b = x @ w, x @ w
    print(a.grad_fn.next_functions[1][0] is b.grad_fn.next_functions[1][0])
    wt = w.t()
    a, b = x @ wt, x @ wt
    print(a.grad_fn.next_functions[1][0] is b.grad_fn.next_functions[1][0])
    a, b = x.bfloat16() @ h, x.bfloat16() @ h
    print(a.grad_fn.next_functions[1][0] is b.grad_fn.next_functions[1][0])
