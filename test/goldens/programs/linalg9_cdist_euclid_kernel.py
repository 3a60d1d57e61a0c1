# cdist with p = 2 through its own kernel (compute_mode='donot_use_mm_for_euclid_dist', or 25 rows and fewer): the
# compiled loop's vectorised squares and its fused multiply-add remainder, bit for bit in float32 and float64 for
# every column count's remainder; values and gradients, batched.
import torch


def h(t):
    return " ".join(float(v).hex() for v in t.detach().reshape(-1).tolist())


torch.manual_seed(0)
for dtype in (torch.float32, torch.float64):
    for m in [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 16, 17, 23, 40]:
        a = torch.randn(5, m).to(dtype)
        b = torch.randn(6, m).to(dtype)
        print(dtype, m, "v", h(torch.cdist(a, b, compute_mode="donot_use_mm_for_euclid_dist")))
        print(dtype, m, "d", h(torch.cdist(a, b)))
for dtype in (torch.float32, torch.float64):
    a = torch.randn(2, 4, 7).to(dtype).requires_grad_()
    b = torch.randn(2, 3, 7).to(dtype).requires_grad_()
    d = torch.cdist(a, b, compute_mode="donot_use_mm_for_euclid_dist")
    print(dtype, type(d.grad_fn).__name__, "v", h(d))
    d.backward(torch.randn(d.shape).to(dtype))
    print("ga", h(a.grad))
    print("gb", h(b.grad))
