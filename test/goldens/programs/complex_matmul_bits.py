# Complex matrix products bit for bit: PyTorch's CPU path (reference BLAS cgemm/zgemm/gemv/dotu, and its loop for
# small batched products) sums each element's complex products one after another, each product rounded as
# (ar*br - ai*bi, ar*bi + ai*br), whether an operand is conjugated, transposed, batched or a vector.
import hashlib

import torch


def bits(r):
    return hashlib.md5(torch.view_as_real(r.resolve_conj()).double().numpy().tobytes()).hexdigest()[:12]


def make(shape, dtype, seed):
    n = 1
    for d in shape:
        n *= d
    re = [((i * 37 + seed) % 101) / 101 - 0.5 for i in range(n)]
    im = [((i * 53 + 7 * seed) % 97) / 97.3 - 0.5 for i in range(n)]
    z = torch.complex(torch.tensor(re, dtype=torch.float64), torch.tensor(im, dtype=torch.float64))
    return (z * 3.7).to(dtype).reshape(shape)


for dtype in (torch.complex64, torch.complex128):
    for shape in [(1, 1), (3, 4), (5, 7), (2, 3, 4), (8, 16), (33, 20), (2, 2, 5, 9), (4, 64)]:
        B, C = make(shape, dtype, 1), make(shape, dtype, 2)
        v, w = make(shape[-1:], dtype, 3), make(shape[-2:-1], dtype, 4)
        cases = {
            "B@B.mH": B @ B.mH, "B@C.mH": B @ C.mH, "B.mH@B": B.mH @ B, "B@B.mT": B @ B.mT,
            "B.conj()@B.mT": B.conj() @ B.mT, "B@v.conj()": B @ v.conj(), "B@C.mT.contiguous()": B @ C.mT.contiguous(),
            "B@v": B @ v, "B.mH@w": B.mH @ w, "w@B": w @ B, "w.conj()@B": w.conj() @ B, "B.mH@C.conj()": B.mH @ C.conj(),
            "matmul": torch.matmul(B, C.mT), "B[..., :1, :]@B.mH": B[..., :1, :] @ B.mH,
        }
        if B.dim() == 2:
            cases.update({"mm": torch.mm(B, C.mH), "B.T@B.conj()": B.T @ B.conj()})
        if B.dim() == 3:
            cases.update({"bmm": torch.bmm(B, C.mH), "bmm conj": torch.bmm(B.conj(), C.mT)})
        if B.dim() > 2:
            cases["batch@2d"] = B @ C[0].mH if B.dim() == 3 else B @ C[0, 0].mH
        print(dtype, shape, " ".join(f"{name}={bits(r)}" for name, r in cases.items()))
    # vector @ vector and dot/vdot are left out: the local PyTorch 1.13 build returns 0 for them (its BLAS's
    # complex-returning cdotu/zdotu), where current PyTorch sums as for matrices
    x, y = make((6,), dtype, 5), make((6,), dtype, 6)
    print(dtype, "inner", bits(torch.inner(x, y)), bits(torch.inner(B, C)))
