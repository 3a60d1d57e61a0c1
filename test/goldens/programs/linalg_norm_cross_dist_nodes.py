# The nodes and gradients of torch.linalg's norms, cross products and torch.dist: LinalgVectorNormBackward0,
# LinalgCrossBackward0 (operands broadcast), DistBackward0, each straight on its inputs
import torch
from torch.autograd import gradcheck

torch.manual_seed(0)
x = torch.randn(3, 4, requires_grad=True)
y = torch.randn(3, 4)
cases = [
    ("linalg.norm", lambda: torch.linalg.norm(x)),
    ("vector_norm", lambda: torch.linalg.vector_norm(x)),
    ("vector_norm ord 3 dim 0", lambda: torch.linalg.vector_norm(x, 3, dim=0)),
    ("vector_norm inf keepdim", lambda: torch.linalg.vector_norm(x, float("inf"), dim=(0, 1), keepdim=True)),
    ("matrix_norm", lambda: torch.linalg.matrix_norm(x)),
    ("dist", lambda: torch.dist(x, y)),
    ("dist 3", lambda: torch.dist(x, y, 3)),
    ("dist method 1", lambda: x.dist(y[0], 1)),
    ("cross", lambda: torch.cross(x[:, :3], y[:, :3], dim=1)),
    ("linalg.cross", lambda: torch.linalg.cross(x[:, :3], y[:, :3])),
    ("linalg.cross broadcast", lambda: torch.linalg.cross(x[:1, :3], y[:, :3])),
]
for name, f in cases:
    r = f()
    nxt = r.grad_fn.next_functions[0][0]
    print(name, r.grad_fn.name(), nxt.name() if nxt else None, r.shape)
    r.sum().backward()
    print(x.grad.sum().item(), x.grad[0].tolist())
    x.grad = None
xd = torch.randn(4, 3, dtype=torch.float64, requires_grad=True)
yd = torch.randn(4, 3, dtype=torch.float64, requires_grad=True)
print(gradcheck(lambda a, b: torch.linalg.cross(a, b), (xd, yd)))
print(gradcheck(lambda a, b: torch.linalg.cross(a[:1], b), (xd, yd)))
print(gradcheck(lambda a, b: torch.dist(a, b, 1.5), (xd, yd)))
print(gradcheck(lambda a: torch.linalg.vector_norm(a, 4, dim=1), (xd,)))
n = torch.linalg.vector_norm(xd, 3, dim=1)
print(n.grad_fn._saved_ord, n.grad_fn._saved_dim, n.grad_fn._saved_keepdim)
c = torch.linalg.cross(xd, yd, dim=1)
print(c.grad_fn._saved_dim, c.grad_fn._saved_self is xd, c.grad_fn._saved_other is yd)
print(torch.dist(xd, yd).grad_fn._saved_p)
for f in (lambda: torch.linalg.cross(torch.ones(3), torch.ones(2, 3)),
          lambda: torch.linalg.cross(torch.ones(2, 4), torch.ones(2, 4))):
    try:
        f()
    except RuntimeError as e:
        print(e)
