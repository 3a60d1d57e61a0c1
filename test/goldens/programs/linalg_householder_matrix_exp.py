# geqrf's packed reflectors and their scales, householder_product (orgqr) rebuilding Q from them, and the matrix
# exponential; the gradients of both, checked against finite differences too.
import torch

torch.manual_seed(0)
A = torch.randn(4, 3)
a, tau = torch.geqrf(A)
print(torch.geqrf(A))
Q = torch.linalg.householder_product(a, tau)
print(Q)
print(torch.allclose(Q, torch.linalg.qr(A).Q), torch.allclose(Q @ a.triu()[:3], A, atol=1e-6))
print(torch.orgqr(a, tau[:2]))
print(a.orgqr(tau).shape, A.geqrf().tau.shape)
batch = torch.randn(2, 5, 2)
print(torch.linalg.householder_product(*torch.geqrf(batch)).shape)

B = torch.randn(2, 3, 3) * 0.7
print(torch.matrix_exp(B))
print(torch.allclose(B.matrix_exp(), torch.linalg.matrix_exp(B)))
print(torch.linalg.matrix_exp(torch.zeros(2, 2)), torch.linalg.matrix_exp(torch.diag(torch.tensor([1.0, -2.0]))))
S = torch.randn(4, 4)
S = S - S.T
E = torch.matrix_exp(S)
print(torch.allclose(E @ E.T, torch.eye(4), atol=1e-5), torch.allclose(torch.matrix_exp(-S), E.T, atol=1e-5))
print(torch.matrix_exp(torch.randn(3, 3, dtype=torch.float64)))

X = torch.randn(3, 3, requires_grad=True)
out = torch.matrix_exp(X)
print(out.grad_fn.name())
(out * torch.arange(9.).reshape(3, 3) / 10).sum().backward()
print(X.grad)

inp = torch.randn(5, 3, requires_grad=True)
t = torch.rand(2, requires_grad=True)
Q = torch.linalg.householder_product(inp, t)
print(Q.grad_fn.name())
(Q * torch.arange(15.).reshape(5, 3) / 10).sum().backward()
print(inp.grad, t.grad)

inp = torch.randn(2, 4, 3, dtype=torch.float64, requires_grad=True)
t = torch.rand(2, 3, dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(torch.linalg.householder_product, (inp, t)))
print(torch.autograd.gradgradcheck(torch.linalg.householder_product, (inp, t)))
M = torch.randn(2, 3, 3, dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(torch.linalg.matrix_exp, (M,)), torch.autograd.gradgradcheck(torch.linalg.matrix_exp, (M,)))

for args in [(torch.randn(2, 3), torch.rand(2)), (torch.randn(3, 2), torch.rand(3)), (torch.randn(3, 2), torch.rand(1, 2)),
             (torch.randn(3, 2), torch.rand(2, dtype=torch.float64))]:
    try:
        torch.linalg.householder_product(*args)
    except RuntimeError as e:
        print("RuntimeError", e)
for bad in (torch.randn(2, 3), torch.randn(3)):
    try:
        torch.matrix_exp(bad)
    except RuntimeError as e:
        print("RuntimeError", e)

# wide and batched inputs, no reflectors at all, and geqrf's missing derivative
torch.manual_seed(1)
print(torch.geqrf(torch.randn(3, 5, dtype=torch.float64)))
print(torch.geqrf(torch.randn(2, 4, 2)).tau.shape, torch.geqrf(torch.zeros(2, 2)))
print(torch.linalg.householder_product(torch.randn(3, 2), torch.zeros(0)))
print(torch.matrix_exp(torch.zeros(0, 0)), torch.matrix_exp(torch.tensor([[100.0]])))
print(torch.matrix_exp(torch.tensor([[0.0, 1e3], [-1e3, 0.0]], dtype=torch.float64)))
a, tau = torch.geqrf(torch.randn(3, 3, requires_grad=True))
print(a.grad_fn.name(), tau.requires_grad)
try:
    a.sum().backward()
except RuntimeError as e:
    print("RuntimeError", e)
