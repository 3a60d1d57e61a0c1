# softmax and log_softmax backward along a dim other than the last, and the last, with transposed, sliced and
# permuted inputs and a transposed gradient: float32 gradients bit for bit.
import torch
import torch.nn.functional as F

def h(t):
    return " ".join(float(v).hex() for v in t.detach().reshape(-1).tolist())

torch.manual_seed(0)
for dtype in [torch.float32]:
    for fn in [F.softmax, F.log_softmax]:
        for shape, dim, how in [((9, 70), 0, "t"), ((70, 9), -1, "t"), ((3, 50, 19), 1, "t"), ((2, 19, 50), 2, "perm"),
                                ((64, 33), 1, "slice"), ((5, 3, 40), 0, "gt"), ((12, 100), 1, "gt"), ((100, 12), 0, "cols")]:
            base = torch.randn(shape).to(dtype)
            if how == "t":
                x = base.transpose(-1, -2)
            elif how == "slice":
                x = base[::3, 1:]
            elif how == "perm":
                x = base.permute(0, 2, 1)
            elif how == "cols":
                x = base[:, ::2]
            else:
                x = base
            x = x.detach().requires_grad_()
            y = fn(x, dim=dim)
            print(fn.__name__, dtype, shape, dim, how, "y", h(y))
            g = torch.randn(y.shape[::-1]).to(dtype).permute(*reversed(range(y.dim()))) if how == "gt" else torch.randn(y.shape).to(dtype)
            y.backward(g)
            print(fn.__name__, dtype, shape, dim, how, h(x.grad))
