# PyTorch's errors for singular, non-square and wrongly shaped inputs to torch.linalg
import torch
def tryit(name, f):
    try:
        r = f()
        print(name, "->", r)
    except Exception as e:
        print(name, type(e).__name__, e)
S = torch.tensor([[1., 2.], [2., 4.]])
tryit("inv singular", lambda: torch.linalg.inv(S))
tryit("inv nonsquare", lambda: torch.linalg.inv(torch.ones(2, 3)))
tryit("solve singular", lambda: torch.linalg.solve(S, torch.ones(2)))
tryit("cholesky not pd", lambda: torch.linalg.cholesky(S - 3 * torch.eye(2)))
tryit("cholesky_ex info", lambda: torch.linalg.cholesky_ex(S - 3 * torch.eye(2)).info)
tryit("inv_ex", lambda: torch.linalg.inv_ex(S))
tryit("det 1d", lambda: torch.linalg.det(torch.ones(3)))
tryit("det int", lambda: torch.linalg.det(torch.ones(2, 2, dtype=torch.long)))
tryit("eigh nonsquare", lambda: torch.linalg.eigh(torch.ones(2, 3)))
tryit("matrix_power nonsq", lambda: torch.linalg.matrix_power(torch.ones(2, 3), 2))
tryit("matrix_power neg singular", lambda: torch.linalg.matrix_power(S, -1))
tryit("cross bad dim", lambda: torch.linalg.cross(torch.ones(2, 2), torch.ones(2, 2)))
tryit("svd int", lambda: torch.linalg.svd(torch.ones(2, 2, dtype=torch.int32)))
tryit("norm bad ord", lambda: torch.linalg.matrix_norm(torch.ones(2, 2), ord=3))
tryit("solve shape", lambda: torch.linalg.solve(torch.eye(3), torch.ones(2)))
tryit("torch.inverse", lambda: torch.inverse(S))
tryit("batched singular", lambda: torch.linalg.inv(torch.stack([torch.eye(2), S])))
tryit("lstsq shape", lambda: torch.linalg.lstsq(torch.eye(3), torch.ones(2, 1)))
