# In-place ops and out= under autocast: they run in the dtype of the tensor they write to.
import torch

torch.manual_seed(0)
a = torch.randn(3, 3)
b = torch.randn(3, 3)
with torch.autocast("cpu"):
    c = torch.empty(3, 3)
    torch.mm(a, b, out=c)
    print("mm out=", c.dtype, torch.equal(c, torch.mm(a, b).float()))
    d = a.clone()
    d.addmm_(a, b)
    print("addmm_", d.dtype)
    e = a.clone()
    e += a @ b
    print("+= lowp result", e.dtype)
    f = (a @ b)
    try:
        f.add_(a)
        print("bf16 add_ fp32", f.dtype)
    except RuntimeError as err:
        print("RuntimeError:", err)
    g = torch.zeros(3, 3, dtype=torch.bfloat16)
    torch.matmul(a.bfloat16(), b.bfloat16(), out=g)
    print("matmul out bf16", g.dtype)
    h = torch.zeros(3, 3)
    try:
        torch.matmul(a.bfloat16(), b.bfloat16(), out=h)
        print("matmul bf16 into fp32 out", h.dtype)
    except RuntimeError as err:
        print("RuntimeError:", err)
    s = torch.empty(3)
    torch.sum(a @ b, 0, out=s)
    print("sum out", s.dtype)
    x = a.clone().requires_grad_()
    y = (x @ b).relu_()
    print("relu_", y.dtype, y.grad_fn.name())
    z = torch.cat([a, (a @ b)])
    print("cat", z.dtype)
    out = torch.empty(6, 3, dtype=torch.bfloat16)
    torch.cat([a, a @ b], out=out)
    print("cat out=bf16", out.dtype)
    w = torch.nn.Linear(3, 3)
    with torch.no_grad():
        w.weight.copy_(a @ b)
    print("copy_ into weight", w.weight.dtype)
