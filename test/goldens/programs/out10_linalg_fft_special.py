# out= on torch.linalg, torch.fft and torch.special: results written into the given tensors (resized with the
# deprecation warning when they held elements), the dtype checks of each kernel in its words, tuples of outs for
# the factorizations, and autograd refused under the op that runs.
import warnings

import torch

warnings.simplefilter("always")
warnings.showwarning = lambda m, c, f, n, file=None, line=None: print(f"{c.__name__} at line {n}: {str(m)[:60]}")
torch.manual_seed(0)
A = torch.randn(3, 3)
B = torch.randn(3, 2)
S = A @ A.T + torch.eye(3)


def attempt(label, f):
    try:
        r = f()
        if isinstance(r, tuple):
            print(label, type(r).__name__, [tuple(x.shape) for x in r], [x.dtype for x in r])
        else:
            print(label, r)
    except Exception as e:
        print(label, type(e).__name__, e)


o = torch.empty(3, 2)
r = torch.linalg.solve(A, B, out=o)
print(r is o, torch.equal(o, torch.linalg.solve(A, B)))
o = torch.empty(4)
torch.linalg.vector_norm(A, dim=1, out=o)
print(o)
L = torch.empty(0)
torch.linalg.cholesky(S, out=L)
print(L)
sign, logabsdet = torch.empty(()), torch.empty(())
r = torch.linalg.slogdet(A, out=(sign, logabsdet))
print(r, r.sign is sign)
attempt("eigh", lambda: torch.linalg.eigh(S, out=(torch.empty(3), torch.empty(3, 3))))
attempt("svd", lambda: torch.linalg.svd(A, out=(torch.empty(0), torch.empty(0), torch.empty(0))))
attempt("qr", lambda: torch.linalg.qr(A, out=(torch.empty(3, 3), torch.empty(3, 3))))
attempt("lu_factor", lambda: torch.linalg.lu_factor(A, out=(torch.empty(0), torch.empty(0, dtype=torch.int32))))
attempt("lstsq", lambda: torch.linalg.lstsq(A, B, out=tuple(torch.empty(0) for _ in range(4))))
attempt("matrix_rank", lambda: torch.linalg.matrix_rank(A, out=torch.empty(0, dtype=torch.float64)))
attempt("pinv f64", lambda: torch.linalg.pinv(A, out=torch.empty(0, dtype=torch.float64)).dtype)
cases = {
    "det": lambda o: torch.linalg.det(A, out=o), "inv": lambda o: torch.linalg.inv(A, out=o),
    "solve": lambda o: torch.linalg.solve(A, B, out=o), "cholesky": lambda o: torch.linalg.cholesky(S, out=o),
    "svdvals": lambda o: torch.linalg.svdvals(A, out=o), "eigvalsh": lambda o: torch.linalg.eigvalsh(S, out=o),
    "matrix_norm": lambda o: torch.linalg.matrix_norm(A, out=o), "norm": lambda o: torch.linalg.norm(A, out=o),
    "cross": lambda o: torch.linalg.cross(A, A, out=o), "matmul": lambda o: torch.linalg.matmul(A, A, out=o),
    "pinv": lambda o: torch.linalg.pinv(A, out=o), "matrix_power": lambda o: torch.linalg.matrix_power(A, 2, out=o),
    "multi_dot": lambda o: torch.linalg.multi_dot([A, A], out=o), "vecdot": lambda o: torch.linalg.vecdot(A, A, out=o),
    "solve_triangular": lambda o: torch.linalg.solve_triangular(A.triu(), B, upper=True, out=o),
    "tensorinv": lambda o: torch.linalg.tensorinv(A, ind=1, out=o), "cond": lambda o: torch.linalg.cond(A, out=o),
    "eigvals": lambda o: torch.linalg.eigvals(A, out=o), "slogdet": lambda o: torch.linalg.slogdet(A, out=o),
}
for name, f in cases.items():
    attempt(name + " double", lambda: f(torch.empty(0, dtype=torch.float64)).dtype)
    attempt(name + " long", lambda: f(torch.empty(0, dtype=torch.int64)).dtype)
for name in ["inv", "solve", "cholesky", "det", "pinv", "cross", "eigvalsh", "svdvals"]:
    X = S.clone().requires_grad_()
    attempt("grad " + name, lambda: cases[name](torch.empty(0)).dtype if name not in ("inv", "solve", "cholesky", "det", "pinv", "cross", "eigvalsh", "svdvals") else {
        "inv": lambda: torch.linalg.inv(X, out=torch.empty(0)), "solve": lambda: torch.linalg.solve(X, B, out=torch.empty(0)),
        "cholesky": lambda: torch.linalg.cholesky(X, out=torch.empty(0)), "det": lambda: torch.linalg.det(X, out=torch.empty(0)),
        "pinv": lambda: torch.linalg.pinv(X, out=torch.empty(0)), "cross": lambda: torch.linalg.cross(X, X, out=torch.empty(0)),
        "eigvalsh": lambda: torch.linalg.eigvalsh(X, out=torch.empty(0)), "svdvals": lambda: torch.linalg.svdvals(X, out=torch.empty(0)),
    }[name]())
attempt("slogdet one out", lambda: torch.linalg.slogdet(A, out=torch.empty(0)))
attempt("slogdet three outs", lambda: torch.linalg.slogdet(A, out=[torch.empty(0)] * 3))
attempt("inv int out", lambda: torch.linalg.inv(A, out=3))

F = torch.fft
for name, f in [("fft", F.fft), ("rfft", F.rfft), ("ihfft", F.ihfft), ("irfft", F.irfft), ("hfft", F.hfft),
                ("fft2", F.fft2), ("rfftn", F.rfftn), ("irfft2", F.irfft2)]:
    for dtype in (torch.float32, torch.float64, torch.complex64, torch.int64):
        x = torch.arange(16.0).reshape(4, 4)
        if name in ("irfft", "hfft", "irfft2"):
            x = x.to(torch.complex64)
        attempt(f"{name} {dtype}", lambda: f(x, out=torch.empty(0, dtype=dtype)).dtype)
for name, f in [("ifft", F.ifft), ("irfft", F.irfft), ("rfft", F.rfft), ("fftn", F.fftn)]:
    x = torch.ones(4, dtype=torch.float32 if name == "rfft" else torch.complex64).requires_grad_()
    attempt("grad " + name, lambda: f(x, out=torch.empty(0, dtype=torch.float32 if name == "irfft" else torch.complex64)))
print(F.fftfreq(4, out=torch.empty(4, dtype=torch.float64)))
o = torch.empty(3, dtype=torch.complex64)
print(F.rfft(torch.arange(4.0), out=o) is o, o)
z = torch.empty(0, dtype=torch.complex64)
torch.add(torch.ones(2, dtype=torch.complex64), 1j, out=z)
print(z, z.type(), z.double().type() if False else torch.ones(1, dtype=torch.complex128).type())
attempt("complex into float", lambda: torch.add(torch.ones(2, dtype=torch.complex64), 1, out=torch.empty(2)))

print(torch.special.ndtr(torch.zeros(2), out=torch.empty(2)))
attempt("entr resize", lambda: torch.special.entr(torch.ones(2), out=torch.empty(3)))
attempt("i0e long", lambda: torch.special.i0e(torch.ones(2), out=torch.empty(2, dtype=torch.int64)))
attempt("xlog1py", lambda: torch.special.xlog1py(torch.ones(2), torch.ones(2), out=torch.empty(2, dtype=torch.float64)))
