# Forward-mode AD with duals whose primal or tangent requires grad: the tangent make_dual was given comes back as
# it is, and a result's tangent is in the backward graph (with its grad_fn) when the primal or tangent was.
import torch
import torch.autograd.forward_ad as fwAD

torch.manual_seed(0)
p = torch.randn(3, requires_grad=True)
t = torch.randn(3)
tr = torch.randn(3, requires_grad=True)
with fwAD.dual_level():
    for prim, tan in [(p, t), (p, tr), (torch.randn(3), tr), (p.detach(), t)]:
        d = fwAD.make_dual(prim, tan)
        u = fwAD.unpack_dual(d)
        print(u.primal.requires_grad, u.tangent.requires_grad, u.tangent is tan)
        y = (d * d).sin()
        uy = fwAD.unpack_dual(y)
        print(" y", uy.tangent.requires_grad, type(uy.tangent.grad_fn).__name__ if uy.tangent.grad_fn else None)
        print(" ", uy.tangent)
        if uy.tangent.requires_grad:
            uy.tangent.sum().backward()
            print(" grads", p.grad, tr.grad)
            p.grad = None
            tr.grad = None
# a dual cannot be made from a tensor that already has a tangent at the level: a dual or anything computed from one
with fwAD.dual_level():
    d = fwAD.make_dual(p, torch.randn(3))
    for base in [d, d * 2, p, p * 2, torch.randn(3)]:
        try:
            e = fwAD.make_dual(base, torch.ones(3))
            print("ok", fwAD.unpack_dual(e).tangent)
        except RuntimeError as ex:
            print(type(ex).__name__, ex)
