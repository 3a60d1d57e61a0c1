# PyTorch's messages for view_as_real on a conjugated tensor and for householder_product/orgqr on dtypes its
# kernel does not dispatch on (shape and tau-dtype checks come first).
import torch


def attempt(label, f):
    try:
        out = f()
        print(label, "ok", out.dtype, tuple(out.shape))
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__, e)


for dt in (torch.complex64, torch.complex128):
    z = torch.tensor([1 + 2j, 3 - 4j], dtype=dt)
    attempt(f"view_as_real conj {dt}", lambda: torch.view_as_real(z.conj()))
    attempt(f"view_as_real resolved {dt}", lambda: torch.view_as_real(z.conj().resolve_conj()))
    attempt(f"view_as_real conj-conj {dt}", lambda: torch.view_as_real(z.conj().conj()))

for dt in (torch.int64, torch.int32, torch.uint8, torch.bool, torch.float16, torch.bfloat16):
    a = torch.ones(4, 3).to(dt)
    t = torch.ones(2).to(dt)
    attempt(f"householder_product {dt}", lambda: torch.linalg.householder_product(a, t))
    attempt(f"orgqr {dt}", lambda: torch.orgqr(a, t))
    attempt(f"Tensor.orgqr {dt}", lambda: a.orgqr(t))
    attempt(f"batched {dt}", lambda: torch.linalg.householder_product(a.expand(2, 4, 3), t.expand(2, 2)))
    attempt(f"wide {dt}", lambda: torch.linalg.householder_product(a.mT, t))
    attempt(f"tau mismatch {dt}", lambda: torch.linalg.householder_product(a, t.double()))
    attempt(f"tau ndim {dt}", lambda: torch.linalg.householder_product(a, t.expand(1, 2)))
attempt("float ok", lambda: torch.linalg.householder_product(torch.ones(4, 3), torch.ones(2)))
attempt("long input float tau", lambda: torch.linalg.householder_product(torch.ones(4, 3, dtype=torch.long),
                                                                          torch.ones(2)))
