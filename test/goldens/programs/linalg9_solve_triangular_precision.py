# linalg.solve_triangular (left=True) and triangular_solve solve in the input's precision as BLAS trsm does, in the
# loop order A's layout selects: a row-major A as the transposed inner-product form, any other A (and
# triangular_solve's column-major copy) as the column-update form. float32 and float64, batched, unit diagonals.
import warnings

import torch

warnings.filterwarnings("ignore", "torch.triangular_solve is deprecated")


def h(t):
    return " ".join(float(v).hex() for v in t.detach().reshape(-1).tolist())


torch.manual_seed(0)
for dtype in (torch.float32, torch.float64):
    for n, k in [(2, 1), (5, 3), (8, 4), (7, 2)]:
        A = (torch.randn(2, n, n) + n * torch.eye(n)).to(dtype)
        B = torch.randn(2, n, k).to(dtype)
        for upper in (True, False):
            for name, coefficient in (("rows", A), ("columns", A.mT.contiguous().mT)):
                for unit in (False, True):
                    X = torch.linalg.solve_triangular(coefficient, B, upper=upper, unitriangular=unit)
                    print(dtype, n, k, upper, name, unit, h(X))
            for transpose in (False, True):
                print(dtype, n, k, upper, "classic", transpose,
                      h(torch.triangular_solve(B, A, upper=upper, transpose=transpose).solution))
