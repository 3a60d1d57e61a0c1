# torch.addr, Tensor.addr/addr_ and out=: beta * self + alpha * outer(vec1, vec2) with its promotion, its scalar checks,
# bool logic, beta=0 ignoring self, broadcasting of self, half/bfloat16 rounding, errors and AddrBackward0.
import torch
torch.manual_seed(0)
M = torch.randn(3, 4); v1 = torch.randn(3); v2 = torch.randn(4)
print(torch.addr(M, v1, v2))
print(torch.addr(M, v1, v2, beta=0.3, alpha=-1.7))
print(M.addr(v1, v2, beta=0))
bias = torch.randn(4)
print(torch.addr(bias, v1, v2, alpha=2.5))
print(torch.addr(torch.tensor(1.5), v1, v2))
nanM = torch.full((3, 4), float('nan'))
print(torch.addr(nanM, v1, v2, beta=0))
print(torch.addr(M.half(), v1.half(), v2.half(), beta=0.1, alpha=0.3))
print(torch.addr(M.bfloat16(), v1.bfloat16(), v2.bfloat16(), beta=0.1, alpha=0.3))
print(torch.addr(M.double(), v1, v2))
ia = torch.arange(6).view(2, 3); i1 = torch.tensor([1, 2]); i2 = torch.tensor([3, 4, 5])
print(torch.addr(ia, i1, i2, beta=2, alpha=3))
print(torch.addr(ia, i1.float(), i2))
b = torch.tensor([[True, False], [False, False]])
bv = torch.tensor([True, False]); bw = torch.tensor([False, True])
print(torch.addr(b, bv, bw), torch.addr(b, bv, bw, beta=False), torch.addr(b, bv, bw, alpha=False))
for bad in [lambda: torch.addr(M, v1.view(3, 1), v2), lambda: torch.addr(M, v1, v2.view(1, 4)),
            lambda: torch.addr(torch.randn(2, 4), v1, v2), lambda: torch.addr(ia, i1, i2, beta=0.5),
            lambda: torch.addr(ia, i1, i2, alpha=True), lambda: torch.addr(b, bv, bw, alpha=2.0),
            lambda: torch.addr(torch.randn(2, 3, 4), v1, v2), lambda: M.addr_(v1, v2.view(1, 4)),
            lambda: bias.addr_(v1, v2), lambda: torch.randn(4, 3).addr_(v1, v2), lambda: ia.addr_(i1.float(), i2),
            lambda: torch.addr(ia, i1, i2, out=torch.empty(2, 3, dtype=torch.int8))]:
    try:
        bad()
    except RuntimeError as e:
        print("RuntimeError:", e)
out = torch.empty(0)
torch.addr(M, v1, v2, alpha=2, out=out)
print(out)
Mc = M.clone()
r = Mc.addr_(v1, v2, beta=0.5)
print(r is Mc, Mc)
Mr = M.clone().requires_grad_(); v1r = v1.clone().requires_grad_(); v2r = v2.clone().requires_grad_()
y = torch.addr(Mr, v1r, v2r, beta=0.5, alpha=2.0)
print(y.grad_fn.name(), y.grad_fn._saved_alpha, y.grad_fn._saved_beta, y.grad_fn._saved_vec1.shape)
(y * torch.arange(12.).view(3, 4)).sum().backward()
print(Mr.grad, v1r.grad, v2r.grad)
br = torch.randn(4, requires_grad=True)
torch.addr(br, v1r, v2r).sum().backward()
print(br.grad)
x = M.clone().requires_grad_()
z = x * 1
z.addr_(v1r, v2r)
print(z.grad_fn.name())
z.sum().backward()
print(x.grad)
