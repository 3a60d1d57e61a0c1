# CUDA autocast's promote list (index_put, vdot, bilinear) and what stays out of it: in-place index_put_, +=, an
# explicit dtype; a float64 autocast dtype; fp32 reductions and norms on float16 inputs.
import torch
import torch.nn.functional as F
a = torch.ones(3, 3, device="cuda")
h = a.half()
idx = torch.tensor([0, 2], device="cuda")
with torch.autocast("cuda", dtype=torch.float64):
    print("f64 region", (a @ a).dtype, torch.get_autocast_dtype("cuda"))
with torch.autocast("cuda"):
    print("index_put", a.index_put((idx,), h[:2]).dtype, h.index_put((idx,), a[:2]).dtype)
    print("vdot", torch.vdot(a[0], h[0]).dtype)
    print("bilinear", F.bilinear(h, a, torch.ones(2, 3, 3, device="cuda")).dtype)
    try:
        b = a.clone()
        b[idx] = h[:2]
        print("setitem", b.dtype)
    except RuntimeError as e:
        print("setitem", e)
    x = torch.zeros(3, device="cuda")
    x += h[0]
    print("iadd", x.dtype)
    print("baddbmm", torch.baddbmm(h.reshape(1, 3, 3), a.reshape(1, 3, 3), a.reshape(1, 3, 3)).dtype)
    print("mean f16->", h.mean(dtype=torch.float32).dtype, "norm p=1", h.norm(p=1).dtype, "norm dim", h.norm(dim=1).dtype)
    print("matrix_norm", torch.linalg.matrix_norm(h).dtype, torch.linalg.norm(h).dtype)
    print("logsumexp", torch.logsumexp(h, 1).dtype, "cumprod", h.cumprod(1).dtype, "softmax f64", torch.softmax(a.double(), 0).dtype)
