# Gradients of torch.linalg's functions, checked numerically in float64 (gauge-invariant losses for eigen- and
# singular vectors, whose signs are free).
import warnings

import torch
from torch.autograd import gradcheck

# torch.triangular_solve's deprecation is not what this checks
warnings.simplefilter("ignore")

torch.manual_seed(0)
A = (torch.randn(3, 3, dtype=torch.float64) + 3 * torch.eye(3, dtype=torch.float64)).requires_grad_()
Ab = (torch.randn(2, 3, 3, dtype=torch.float64) + 3 * torch.eye(3, dtype=torch.float64)).requires_grad_()
B = torch.randn(3, 2, dtype=torch.float64, requires_grad=True)
tall = torch.randn(4, 3, dtype=torch.float64, requires_grad=True)
wide = torch.randn(2, 4, dtype=torch.float64, requires_grad=True)


def spd(X):
    return X @ X.mT + torch.eye(X.shape[-1], dtype=X.dtype)


def sym(X):
    return X + X.mT


checks = {
    "det": (torch.linalg.det, (Ab,)),
    "slogdet": (lambda X: torch.linalg.slogdet(X).logabsdet, (A,)),
    "logdet": (lambda X: torch.logdet(spd(X)), (A,)),
    "inv": (torch.linalg.inv, (Ab,)),
    "solve": (torch.linalg.solve, (A, B)),
    "solve batched": (torch.linalg.solve, (Ab, B)),
    "solve left=False": (lambda X, Y: torch.linalg.solve(X, Y.mT, left=False), (A, B)),
    "solve vector": (lambda X, y: torch.linalg.solve(X, y[:, 0]), (A, B)),
    "qr": (lambda X: torch.linalg.qr(X), (tall,)),
    "qr square": (lambda X: torch.linalg.qr(X), (A,)),
    "qr wide": (lambda X: torch.linalg.qr(X), (wide,)),
    "qr complete wide": (lambda X: torch.linalg.qr(X, mode="complete"), (wide,)),
    "cholesky": (lambda X: torch.linalg.cholesky(spd(X)), (Ab,)),
    "cholesky upper": (lambda X: torch.linalg.cholesky(spd(X), upper=True), (A,)),
    "solve_triangular": (lambda X, Y: torch.linalg.solve_triangular(X.triu(), Y, upper=True), (A, B)),
    "solve_triangular right unit": (
        lambda X, Y: torch.linalg.solve_triangular(X, Y.mT, upper=False, left=False, unitriangular=True), (A, B)),
    "eigh values": (lambda X: torch.linalg.eigvalsh(sym(X)), (Ab,)),
    "eigh vectors": (lambda X: torch.linalg.eigh(sym(X)).eigenvectors.abs(), (A,)),
    "eigh projector": (lambda X: (lambda V: V @ V.mT)(torch.linalg.eigh(sym(X)).eigenvectors[..., :2]), (A,)),
    "svdvals": (torch.linalg.svdvals, (tall,)),
    "svd tall": (lambda X: (lambda r: (r.U.abs(), r.S, r.Vh.abs()))(torch.linalg.svd(X, full_matrices=False)), (tall,)),
    "svd wide": (lambda X: (lambda r: (r.U @ r.Vh, r.S))(torch.linalg.svd(X, full_matrices=False)), (wide,)),
    "svd full": (lambda X: (lambda r: r.U[:, :3] @ r.Vh)(torch.linalg.svd(X)), (tall,)),
    "torch.svd": (lambda X: (lambda r: r.U @ r.V.mT)(torch.svd(X)), (tall,)),
    "pinv": (torch.linalg.pinv, (tall,)),
    "pinv hermitian": (lambda X: torch.linalg.pinv(spd(X), hermitian=True), (A,)),
    "lstsq": (lambda X, y: torch.linalg.lstsq(X, y).solution, (tall, torch.randn(4, 2, dtype=torch.float64,
                                                                                    requires_grad=True))),
    "matrix_norm nuc": (lambda X: torch.linalg.matrix_norm(X, "nuc"), (tall,)),
    "matrix_norm 2": (lambda X: torch.linalg.matrix_norm(X, 2), (tall,)),
    "matrix_norm 1": (lambda X: torch.linalg.matrix_norm(X, 1), (tall,)),
    "matrix_norm -inf": (lambda X: torch.linalg.matrix_norm(X, -float("inf")), (tall,)),
    "cond": (torch.linalg.cond, (A,)),
    "matrix_power": (lambda X: torch.linalg.matrix_power(X, 3), (Ab,)),
    "matrix_power -2": (lambda X: torch.linalg.matrix_power(X, -2), (A,)),
    "multi_dot": (lambda X, Y, Z: torch.linalg.multi_dot([X, Y, Z]), (tall, A, B)),
    "cholesky_solve": (lambda X, Y: torch.cholesky_solve(Y, torch.linalg.cholesky(spd(X))), (A, B)),
    "cholesky_inverse": (lambda X: torch.cholesky_inverse(torch.linalg.cholesky(spd(X))), (A,)),
    "triangular_solve": (lambda X, Y: torch.triangular_solve(Y, X.triu()).solution, (A, B)),
    "tensorinv": (lambda X: torch.linalg.tensorinv(X.reshape(3, 1, 3), ind=2), (A,)),
}
for name, (f, inputs) in checks.items():
    print(name, gradcheck(f, inputs))

# a second derivative through inv and det
print("gradgradcheck det", torch.autograd.gradgradcheck(torch.linalg.det, (A,)))
print("gradgradcheck inv", torch.autograd.gradgradcheck(torch.linalg.inv, (A,)))
try:
    torch.linalg.qr(tall, mode="r").R.sum().backward()
except RuntimeError as e:
    print(e)
try:
    torch.linalg.qr(tall, mode="complete").Q.sum().backward()
except RuntimeError as e:
    print(e)
