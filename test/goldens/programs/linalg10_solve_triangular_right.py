# linalg.solve_triangular with left=False solves X A = B as BLAS's right-side trsm does (each column scaled by its
# diagonal's reciprocal, in an order set by A's layout); B with one row is solved as the transposed left-side
# equation. float32 and float64, batched, unit diagonals, A row-major, column-major or strided, B in any layout.
import torch


def h(t):
    return " ".join(float(v).hex() for v in t.detach().reshape(-1).tolist())


torch.manual_seed(0)
for dtype in (torch.float32, torch.float64):
    for m, n in [(1, 4), (3, 1), (4, 5), (6, 3), (2, 8)]:
        A = (torch.randn(2, n, n) + n * torch.eye(n)).to(dtype)
        B = torch.randn(2, m, n).to(dtype)
        layouts = (("rows", A), ("columns", A.mT.contiguous().mT), ("strided", torch.cat([A, A], -1)[..., ::2]))
        for upper in (True, False):
            for name, coefficient in layouts:
                for unit in (False, True):
                    X = torch.linalg.solve_triangular(coefficient, B, upper=upper, left=False, unitriangular=unit)
                    print(dtype, m, n, upper, name, unit, h(X))
            X = torch.linalg.solve_triangular(A, B.mT.contiguous().mT, upper=upper, left=False)
            print(dtype, m, n, upper, "B columns", h(X))
        A1 = A[0].clone().requires_grad_()
        B1 = B[0].clone().requires_grad_()
        X = torch.linalg.solve_triangular(A1, B1, upper=False, left=False)
        X.pow(2).sum().backward()
        print(dtype, m, n, "grad", h(A1.grad), h(B1.grad))
        print(dtype, m, n, "broadcast", h(torch.linalg.solve_triangular(A[0], B, upper=True, left=False)))
