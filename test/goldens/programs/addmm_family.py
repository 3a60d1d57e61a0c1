# addmm/addmv/baddbmm/addbmm with beta= and alpha=: values (mat2 a transposed view, as linear's weight, for BLAS's
# rounding), grad_fn names, gradients scaled by beta and alpha, beta=0 ignoring nan in self, shape errors
import torch
torch.manual_seed(0)
s = torch.randn(3, 4, requires_grad=True); a = torch.randn(3, 5, requires_grad=True); b = torch.randn(5, 4, requires_grad=True)
y = torch.addmm(s, a, b.t().contiguous().t(), beta=0.5, alpha=2.0)
print(y, y.grad_fn.name())
y.sum().backward(); print(s.grad, a.grad, b.grad, sep="\n")
print(torch.addmm(s, a, b.t().contiguous().t(), beta=0).sub(a @ b).abs().max() < 1e-5)
print(torch.addmm(torch.tensor(float("nan")), a, b, beta=0).isnan().any())
v = torch.randn(5, requires_grad=True); sv = torch.randn(3, requires_grad=True)
z = torch.addmv(sv, a, v, beta=2, alpha=0.5); print(z.grad_fn.name(), z)
z.sum().backward(); print(v.grad, sv.grad)
B1 = torch.randn(2, 3, 5, requires_grad=True); B2 = torch.randn(2, 5, 4, requires_grad=True)
w = torch.baddbmm(torch.zeros(3, 4), B1, B2, alpha=0.5); print(w.grad_fn.name(), w.shape)
w.sum().backward(); print(B1.grad.shape, B2.grad[0, 0])
q = torch.addbmm(torch.ones(3, 4), B1, B2); print(q.grad_fn.name(), q.shape, (q - (1 + (B1 @ B2).sum(0))).abs().max() < 1e-4)
try:
    torch.addmm(torch.zeros(4), a, torch.randn(5, 3))
except RuntimeError as e:
    print(e)
try:
    torch.addmm(s, torch.randn(5), b)
except RuntimeError as e:
    print(e)
print(s.addmm(a, b, alpha=2).shape, torch.randn(2,3,4).baddbmm(torch.randn(2,3,5), torch.randn(2,5,4)).shape)
