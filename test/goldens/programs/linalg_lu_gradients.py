# Gradients of the LU family: linalg.lu_factor(_ex), linalg.lu and linalg.lu_solve, for square, wide and tall
# matrices, all four left/adjoint solves, and a batch; checked by gradcheck and printed.
import torch
from torch.autograd import gradcheck

torch.manual_seed(0)
A = torch.randn(4, 4, dtype=torch.float64, requires_grad=True)
wide = torch.randn(3, 5, dtype=torch.float64, requires_grad=True)
tall = torch.randn(5, 3, dtype=torch.float64, requires_grad=True)
batch = torch.randn(2, 3, 3, dtype=torch.float64, requires_grad=True)

for label, M in [("square", A), ("wide", wide), ("tall", tall), ("batch", batch)]:
    LU, piv = torch.linalg.lu_factor(M)
    print(label, LU.grad_fn.name(), piv.requires_grad, piv.dtype)
    print(" lu_factor", gradcheck(lambda m: torch.linalg.lu_factor(m)[0], (M,)))
    P, L, U = torch.linalg.lu(M)
    print(" lu", L.grad_fn.name(), U.grad_fn is L.grad_fn, P.requires_grad, P.grad_fn)
    print(" lu L", gradcheck(lambda m: torch.linalg.lu(m)[1], (M,)))
    print(" lu U", gradcheck(lambda m: torch.linalg.lu(m)[2], (M,)))
    print(" lu_factor_ex", gradcheck(lambda m: torch.linalg.lu_factor_ex(m).LU, (M,)))

B = torch.randn(4, 2, dtype=torch.float64, requires_grad=True)
Bt = torch.randn(2, 4, dtype=torch.float64, requires_grad=True)
for left in (True, False):
    for adjoint in (False, True):
        rhs = B if left else Bt
        def solve(m, b):
            LU, piv = torch.linalg.lu_factor(m)
            return torch.linalg.lu_solve(LU, piv, b, left=left, adjoint=adjoint)
        X = solve(A, rhs)
        print("lu_solve", left, adjoint, X.grad_fn.name(), gradcheck(solve, (A, rhs)))

LU, piv = torch.linalg.lu_factor(A.detach())
LU.requires_grad_()
X = torch.linalg.lu_solve(LU, piv, B)
X.sum().backward()
print(torch.round(LU.grad, decimals=6))
print(torch.round(B.grad, decimals=6))

P, L, U = torch.linalg.lu(A)
(L.sum() + 2 * U.sum()).backward()
print(torch.round(A.grad, decimals=6))
s, logabs = torch.linalg.slogdet(A)
print(s.requires_grad, s.grad_fn.name(), logabs.grad_fn.name())
