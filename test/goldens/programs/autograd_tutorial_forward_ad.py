# Forward-mode AD with torch.autograd.forward_ad: dual tensors, unpack_dual, jvp of elementwise and matrix
# functions, tangents through several ops, and forward AD through a module.
import torch
import torch.autograd.forward_ad as fwAD

primal = torch.tensor([1.0, 2.0, 3.0])
tangent = torch.tensor([1.0, 0.0, 0.5])

with fwAD.dual_level():
    dual = fwAD.make_dual(primal, tangent)
    out = dual.sin() * dual + dual.exp()
    p, t = fwAD.unpack_dual(out)
    print(p)
    print(t)
    jvp = fwAD.unpack_dual(out).tangent
    print(torch.allclose(jvp, (primal.cos() * primal + primal.sin() + primal.exp()) * tangent))
    print(fwAD.unpack_dual(primal).tangent)

A = torch.tensor([[2.0, 1.0], [0.5, 3.0]])
dA = torch.tensor([[0.1, 0.0], [0.0, -0.2]])
with fwAD.dual_level():
    d = fwAD.make_dual(A, dA)
    for name, fn in [("matmul", lambda m: m @ m), ("inverse", torch.linalg.inv), ("det", torch.linalg.det),
                     ("tanh sum", lambda m: m.tanh().sum(1)), ("softmax", lambda m: m.softmax(1)),
                     ("pow", lambda m: m ** 3), ("div", lambda m: m / (m + 1))]:
        res = fn(d)
        print(name, torch.round(fwAD.unpack_dual(res).tangent, decimals=4))

model = torch.nn.Linear(2, 1)
torch.nn.init.constant_(model.weight, 0.5)
torch.nn.init.constant_(model.bias, 0.25)
x = torch.tensor([[1.0, -1.0], [2.0, 0.5]])
with fwAD.dual_level():
    dx = fwAD.make_dual(x, torch.ones_like(x))
    y = torch.relu(model(dx))
    print(fwAD.unpack_dual(y).primal.detach(), fwAD.unpack_dual(y).tangent)
with fwAD.dual_level():
    a = fwAD.make_dual(torch.tensor(2.0), torch.tensor(1.0))
    b = a * a * a
    print(fwAD.unpack_dual(b).primal, fwAD.unpack_dual(b).tangent)
