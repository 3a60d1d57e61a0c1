# Backward through cuda autocast regions: gradient dtypes, grad_fn chains, the weight-cast cache
import torch
import torch.nn as nn

torch.manual_seed(0)
lin = nn.Linear(4, 3).cuda()
x = torch.randn(2, 4, device="cuda", requires_grad=True)
with torch.autocast("cuda"):
    y = lin(x)
    y.retain_grad()
    z = torch.softmax(y, dim=1)
    loss = (z * torch.arange(3.0, device="cuda")).sum()
print(y.dtype, z.dtype, loss.dtype)
print(type(y.grad_fn).__name__, [type(f[0]).__name__ if f[0] else None for f in y.grad_fn.next_functions])
print(type(z.grad_fn).__name__, type(z.grad_fn.next_functions[0][0]).__name__)
loss.backward()
print(y.grad.dtype, x.grad.dtype, lin.weight.grad.dtype, lin.bias.grad.dtype)
print(x.grad.shape, lin.weight.grad.shape)

# the weight cast is cached: one _to_copy per weight per region
w = torch.randn(3, 3, device="cuda", requires_grad=True)
v = torch.randn(3, 3, device="cuda")
with torch.autocast("cuda"):
    p1 = v @ w
    p2 = v @ w
    print(p1.grad_fn.next_functions[1][0] is p2.grad_fn.next_functions[1][0])
    q1 = v @ v.t()
    print(type(p1.grad_fn.next_functions[1][0]).__name__, p1.grad_fn.next_functions[0][0])
    with torch.autocast("cuda", cache_enabled=False):
        p3 = v @ w
        print(p3.grad_fn.next_functions[1][0] is p1.grad_fn.next_functions[1][0], torch.is_autocast_cache_enabled())
    print(torch.is_autocast_cache_enabled())
with torch.autocast("cuda"):
    p4 = v @ w
print(p4.grad_fn.next_functions[1][0] is p1.grad_fn.next_functions[1][0])
(p1.float().sum() + p2.float().sum()).backward()
print(w.grad.dtype)

# float16 gradients underflow without a scaler
p = torch.full((1, 1), 1e-4, device="cuda", requires_grad=True)
q = torch.full((1, 1), 1e-4, device="cuda")
with torch.autocast("cuda"):
    out = p.mm(q)
print(out.dtype, out.item())
(out.float() * 1e-4).sum().backward()
print("grad without scaling", p.grad.item())
p.grad = None
with torch.autocast("cuda"):
    out = p.mm(q)
((out.float() * 1e-4).sum() * 65536.0).backward()
print("grad with scaling", p.grad.item() > 0, f"{p.grad.item() / 65536.0:.3e}")
print(torch.tensor(70000.0, device="cuda").half(), torch.tensor(1e-8, device="cuda").half(),
      torch.tensor(6e-8, device="cuda").half().item())
