import torch
import torch.nn.functional as F
torch.manual_seed(0)
x=torch.randn(3,5,requires_grad=True); t=torch.tensor([1,0,4])
w=torch.rand(5, requires_grad=True)
try:
    y=F.nll_loss(x,t,weight=w)
except Exception as e:
    print(type(e).__name__, e)
w=torch.rand(5)
y=F.nll_loss(x,t,weight=w, reduction='none')
print([type(f).__name__ for f, _ in y.grad_fn.next_functions], y.grad_fn._saved_total_weight)
y.sum().backward(); print(x.grad)
x.grad=None
y=F.nll_loss(x,t,weight=torch.tensor([0.,1,1,1,0]), reduction='mean')
y.backward(); print(x.grad, y)
x4=torch.randn(2,3,2,2,requires_grad=True); t4=torch.randint(0,3,(2,2,2))
t4[0,0,0]=-100
for r in ['none','sum','mean']:
    x4.grad=None
    y=F.nll_loss(x4,t4,reduction=r, weight=torch.tensor([1.,0,2]))
    print(y.grad_fn._saved_total_weight)
    y.sum().backward(); print(x4.grad)
x5=torch.randn(2,3,4,requires_grad=True); t5=torch.randint(0,3,(2,4))
y=F.nll_loss(x5,t5); print(y, y.grad_fn.name(), y.grad_fn._saved_total_weight)
y=F.cross_entropy(x5,t5, reduction='none'); print(y, y.grad_fn.name(), [f.name() for f, _ in y.grad_fn.next_functions])
x1=torch.randn(4,requires_grad=True)
y=F.nll_loss(x1,torch.tensor(2),reduction='none'); print(y, y.grad_fn._saved_total_weight); y.backward(); print(x1.grad)
y=F.nll_loss(x1,torch.tensor(-100)); print(y, y.grad_fn._saved_total_weight)
e=torch.randn(0,3,requires_grad=True)
y=F.nll_loss(e,torch.zeros(0,dtype=torch.long)); print(y, y.grad_fn._saved_total_weight); y.backward(); print(e.grad)
y=F.nll_loss(x.double(), t, reduction='sum'); print(y.grad_fn._saved_total_weight)
y=F.nll_loss(x.bfloat16(), t, weight=torch.rand(5).bfloat16()); print(y, y.grad_fn._saved_total_weight)
y.backward()
print(x.grad)
import torch
import torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(3, 5, requires_grad=True)
t = torch.tensor([1, 0, 4])
w = torch.rand(5)
for kw in [dict(), dict(weight=w), dict(reduction='sum'), dict(reduction='none', ignore_index=1), dict(weight=w, reduction='mean', ignore_index=0)]:
    y = F.nll_loss(x, t, **kw)
    g = y.grad_fn
    print(g.name(), g._saved_ignore_index, g._saved_reduction, g._saved_weight, g._saved_total_weight)
    print(g._saved_self.shape, g._saved_target)
    print([a for a in dir(g) if a.startswith('_saved')])
x2 = torch.randn(2, 3, 4, 4, requires_grad=True)
t2 = torch.randint(0, 3, (2, 4, 4))
y = F.nll_loss(x2, t2, weight=torch.rand(3))
g = y.grad_fn
print(g.name(), g._saved_ignore_index, g._saved_reduction, g._saved_weight, g._saved_total_weight)
print([a for a in dir(g) if a.startswith('_saved')])
y = F.cross_entropy(x, t)
print(y.grad_fn.name(), y.grad_fn._saved_total_weight)
y = F.nll_loss(x.double(), t)
print([f.name() for f, _ in y.grad_fn.next_functions], y.grad_fn._saved_total_weight)
x3 = torch.randn(5, requires_grad=True)
y = F.nll_loss(x3, torch.tensor(2))
print(y.grad_fn._saved_total_weight, y)
