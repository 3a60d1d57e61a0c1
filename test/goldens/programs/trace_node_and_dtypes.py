import torch
def at(l, f):
    try: r = f(); print(l, r, r.dtype, r.grad_fn.name() if r.grad_fn else None)
    except Exception as e: print(l, type(e).__name__, e)
m = torch.arange(12.).view(3, 4).requires_grad_()
at("f", lambda: torch.trace(m))
at("method", lambda: m.t().trace())
at("int", lambda: torch.trace(torch.arange(9).view(3, 3)))
at("int8", lambda: torch.trace(torch.ones(2, 2, dtype=torch.int8)))
at("bool", lambda: torch.trace(torch.ones(2, 2, dtype=torch.bool)))
at("half", lambda: torch.trace(torch.ones(2, 2, dtype=torch.half)))
at("double", lambda: torch.trace(torch.ones(2, 2, dtype=torch.double)))
at("1d", lambda: torch.trace(torch.ones(3)))
at("empty", lambda: torch.trace(torch.ones(0, 3)))
torch.trace(m).backward(); print(m.grad)
w = torch.ones(3, 2, requires_grad=True)
g, = torch.autograd.grad(torch.trace(w * w), w, create_graph=True); print(g)
big = torch.rand(300, 300, generator=torch.Generator().manual_seed(0))
print(torch.trace(big).item(), big.diagonal().sum().item())
z = torch.tensor([[1+2j, 3j], [2-1j, 4+0j]])
print(torch.trace(z))
with torch.autocast("cpu", dtype=torch.bfloat16):
    a = torch.ones(2, 2)
    print(torch.trace(a @ a).dtype)
print(torch.trace(torch.ones(2, 2, dtype=torch.int32)).dtype)
try:
    torch.trace(torch.ones(3, dtype=torch.complex64))
except RuntimeError as e:
    print(e)
