# addmm, baddbmm (400 multiply-adds and up) and addbmm round as the reference BLAS does: accumulating into the
# result where its A operand is not transposed, blending dot products where it is; every alpha/beta form; addmv
# accumulates for a column-major matrix (gemv's non-transposed loop).
import torch
torch.manual_seed(0)
def h(t): return [float(v).hex() for v in t.flatten()[:5].tolist()]
for dt in [torch.float32, torch.float64]:
    a=torch.randn(9,8).to(dt); b=torch.randn(8,7).to(dt); c=torch.randn(9,7).to(dt); cb=torch.randn(7).to(dt)
    for beta, alpha in [(1,1),(0.5,2),(0,1.5),(2,1),(1,0.3),(0.7,0.3)]:
        print(dt, beta, alpha)
        print(h(torch.addmm(c,a,b,beta=beta,alpha=alpha)), h(torch.addmm(cb,a,b,beta=beta,alpha=alpha)))
        print(h(torch.addmm(c,a.t().contiguous().t(),b,beta=beta,alpha=alpha)), h(torch.addmm(c,a,b.t().contiguous().t(),beta=beta,alpha=alpha)))
        print(h(torch.addmm(c,a[:, ::2],b[::2],beta=beta,alpha=alpha)), h(torch.addmm(c[:, :1],a,b[:, :1],beta=beta,alpha=alpha)), h(torch.addmm(c[:1],a[:1],b,beta=beta,alpha=alpha)))
        x=c.clone(); x.addmm_(a,b,beta=beta,alpha=alpha); print(h(x))
    s=torch.randn(3,9,7).to(dt); b1=torch.randn(3,9,8).to(dt); b2=torch.randn(3,8,7).to(dt)
    for beta, alpha in [(1,1),(0.5,2),(0,1.5),(0.7,0.3)]:
        print(h(torch.baddbmm(s,b1,b2,beta=beta,alpha=alpha)), h(torch.baddbmm(s,b1,b2.transpose(1,2).contiguous().transpose(1,2),beta=beta,alpha=alpha)))
        print(h(torch.addbmm(c,b1,b2,beta=beta,alpha=alpha)), h(torch.addbmm(c,b1,b2.transpose(1,2).contiguous().transpose(1,2),beta=beta,alpha=alpha)))
        print(h(torch.addbmm(c,b1.transpose(1,2).contiguous().transpose(1,2),b2,beta=beta,alpha=alpha)))
    lin = torch.nn.Linear(8, 7).to(dt); print(h(lin(a)), h(lin(a[:1])), h(torch.nn.Linear(8,1).to(dt)(a)))
x = torch.randn(4,3,requires_grad=True); w=torch.randn(3,5,requires_grad=True); bb=torch.randn(5,requires_grad=True)
y=torch.addmm(bb,x,w); y.sum().backward(); print(y.grad_fn.name(), h(x.grad), h(w.grad), h(bb.grad))
def h(t): return [float(v).hex() for v in t.flatten()[:6].tolist()]
for dt in [torch.float32, torch.float64]:
    m=torch.randn(9,8).to(dt); v=torch.randn(8).to(dt); y=torch.randn(9).to(dt)
    mc = m.t().contiguous().t()
    for beta, alpha in [(1,1),(0.5,2),(0,1.5),(0.7,0.3)]:
        print(h(torch.addmv(y,m,v,beta=beta,alpha=alpha)), h(torch.addmv(y,mc,v,beta=beta,alpha=alpha)), h(torch.addmv(torch.tensor(0.3, dtype=dt),mc,v,beta=beta,alpha=alpha)))
    print(h(torch.mv(mc, v)), h(mc @ v))
    print(h(torch.addmv(torch.randn(1).to(dt),mc,v,beta=0.5)))
