import torch
import torch.nn.functional as F
import torch.nn as nn
torch.manual_seed(0)
def show(name, f):
    try:
        r = f()
        print(name, r, getattr(r, 'grad_fn', None).__class__.__name__ if isinstance(r, torch.Tensor) else '')
    except Exception as e:
        print(name, type(e).__name__, e)
x3 = torch.randn(2, 4, 5, requires_grad=True)
t3 = torch.randint(0, 4, (2, 5))
x4 = torch.randn(2, 3, 2, 3, requires_grad=True)
t4 = torch.randint(0, 3, (2, 2, 3))
x5 = torch.randn(2, 3, 2, 2, 2, requires_grad=True)
t5 = torch.randint(0, 3, (2, 2, 2, 2))
w = torch.tensor([0.5, 1.0, 2.0, 1.5])
for red in ['none', 'mean', 'sum']:
    show('nll3'+red, lambda: F.nll_loss(x3, t3, reduction=red))
    show('nll4'+red, lambda: F.nll_loss(x4, t4, reduction=red))
    show('nll5'+red, lambda: F.nll_loss(x5, t5, reduction=red))
    show('ce3'+red, lambda: F.cross_entropy(x3, t3, reduction=red, weight=w, ignore_index=1))
    show('ce4ls'+red, lambda: F.cross_entropy(x4, t4, reduction=red, label_smoothing=0.1))
    show('ce3p'+red, lambda: F.cross_entropy(x3, torch.softmax(torch.randn(2,4,5),1), reduction=red).detach())
l = F.cross_entropy(x4, t4, weight=w[:3], ignore_index=2, label_smoothing=0.2)
l.backward(); print(x4.grad)
l = F.nll_loss(x5, t5); l.backward(); print(x5.grad)
show('e1', lambda: F.nll_loss(x3, torch.randint(0, 4, (2, 4))))
show('e2', lambda: F.nll_loss(x4, torch.randint(0, 4, (2, 4))))
show('e3', lambda: F.nll_loss(x4, torch.randint(0, 4, (3, 2, 3))))
show('e4', lambda: F.nll_loss(x5, torch.randint(0, 4, (2, 2, 2))))
show('e5', lambda: F.cross_entropy(x4, torch.randint(0, 4, (2, 2, 4))))
show('e6', lambda: F.nll_loss(x4, torch.randint(0, 4, (2, 2, 2,3))))
show('e7', lambda: F.nll_loss(x4, t4+3))
show('e8', lambda: F.nll_loss(x3, t3, weight=torch.ones(3)))
show('e9', lambda: F.nll_loss(x4, t4, weight=torch.ones(2)))
show('e10', lambda: F.cross_entropy(x3, torch.rand(2, 4, 4)))

def show(name, f):
    try:
        r = f()
        print(name, r, r.grad_fn.__class__.__name__ if isinstance(r, torch.Tensor) else '')
    except Exception as e:
        print(name, type(e).__name__, e)

x = torch.randn(3, 5, 17, 19, requires_grad=True)
t = torch.randint(0, 5, (3, 17, 19))
t[0, :5] = -100
t[1, 3] = 2
w = torch.rand(5)
for red in ['mean', 'sum']:
    for wt in [None, w]:
        l = F.nll_loss(x, t, weight=wt, reduction=red)
        print(red, wt is None, l.item(), l.grad_fn.name())
        g, = torch.autograd.grad(l, x)
        print(g.sum().item(), g.abs().sum().item(), g[0, :, 6, 2])
        l = F.cross_entropy(x, t, weight=wt, reduction=red, label_smoothing=0.05)
        g, = torch.autograd.grad(l, x)
        print(round(l.item(), 4), round(g.abs().sum().item(), 3))
xd = torch.randn(2, 4, 3, 70, dtype=torch.float64, requires_grad=True)
td = torch.randint(0, 4, (2, 3, 70))
l = F.cross_entropy(xd, td, weight=torch.rand(4, dtype=torch.float64))
print(l.item(), l.grad_fn.name())
l.backward(); print(xd.grad[1, :, 2, 5])
x3 = torch.randn(4, 3, 300, requires_grad=True)
t3 = torch.randint(0, 3, (4, 300))
l = nn.CrossEntropyLoss()(x3, t3); print(l.item(), l.grad_fn.name())
l = nn.NLLLoss(reduction='none')(x3, t3); print(l.shape, l.grad_fn.name(), l.grad_fn.next_functions[0][0].name())
l.sum().backward(); print(x3.grad.abs().sum())
x5 = torch.randn(2, 3, 2, 3, 4, requires_grad=True)
t5 = torch.randint(0, 3, (2, 2, 3, 4))
ln = F.nll_loss(x5, t5, reduction='none', ignore_index=1)
print(ln.grad_fn.name(), ln.shape)
ln.backward(torch.randn(2, 2, 3, 4)); print(x5.grad[1, :, 1])
# non-contiguous input
xt = torch.randn(2, 5, 4, 3).transpose(2, 3).requires_grad_()
tt = torch.randint(0, 5, (2, 4, 3)).transpose(1, 2)
print(F.cross_entropy(xt, tt, reduction='none'))
show('dtype', lambda: F.nll_loss(x, t.float()))
show('probint', lambda: F.cross_entropy(x3, torch.randint(0, 3, (4, 3, 300))))
show('probign', lambda: F.cross_entropy(x3, torch.rand(4, 3, 300), ignore_index=1))
show('ls', lambda: F.cross_entropy(x3, t3, label_smoothing=1.5))
show('probw', lambda: F.cross_entropy(x3, torch.rand(4, 3, 300), weight=torch.ones(4)))
show('empty', lambda: F.nll_loss(torch.randn(0, 3, 2, 2), torch.zeros(0, 2, 2, dtype=torch.long)))
show('emptys', lambda: F.nll_loss(torch.randn(0, 3, 2, 2), torch.zeros(0, 2, 2, dtype=torch.long), reduction='sum'))
show('empty5', lambda: F.nll_loss(torch.randn(0, 3, 2), torch.zeros(0, 2, dtype=torch.long), reduction='none'))
show('batch2d', lambda: F.nll_loss(torch.randn(3, 4), torch.tensor([1, 2])))
show('0d', lambda: F.nll_loss(torch.tensor(1.), torch.tensor(0)))
