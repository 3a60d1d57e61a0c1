import torch
import torch.nn as nn
import torch.nn.functional as F
x = torch.arange(10.).requires_grad_()
u = x.unfold(0, 3, 2)
print(u, u.stride(), u.grad_fn.__class__.__name__)
(u * torch.arange(12.).reshape(4, 3)).sum().backward(); print(x.grad)
m = torch.linspace(-2, 3, 60, dtype=torch.float64).reshape(3, 5, 4).requires_grad_()
w = m.transpose(0, 2).unfold(1, 2, 1)
print(w.shape, w.stride(), w.is_contiguous())
w.sin().sum().backward(); print(m.grad[0])
print(torch.tensor(5.).unfold(0, 1, 1), torch.tensor(5.).unfold(0, 1, 1).shape)
for bad in [lambda: x.unfold(0, 11, 1), lambda: x.unfold(0, 2, 0), lambda: x.unfold(1, 2, 1)]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
print(x.unfold(-1, 4, 3).shape)
torch.manual_seed(0)
x = torch.randn(2, 3, 5, 6, requires_grad=True)
for kw in [dict(kernel_size=2), dict(kernel_size=(2, 3), stride=2, padding=1), dict(kernel_size=3, dilation=2, padding=(1, 2), stride=(1, 2))]:
    u = F.unfold(x, **kw)
    print(kw, u.shape, u.grad_fn.__class__.__name__)
    print(u[1, :4, :5])
    (u * torch.arange(u.numel()).reshape(u.shape).sin()).sum().backward()
    print(x.grad[1, 2])
    x.grad = None
    f = F.fold(u.detach().requires_grad_(), (5, 6), **kw)
    print(f.grad_fn.__class__.__name__, f[0, 1])
    g = torch.randn(f.shape)
    c = u.detach().clone().requires_grad_()
    F.fold(c, (5, 6), **kw).mul(g).sum().backward()
    print(c.grad[0, :3, :4])
print(F.unfold(x[0], 3).shape, F.fold(torch.randn(12, 18), (4, 5), 2, stride=(2, 1), padding=1).shape)
cols = torch.randn(1, 8, 6, dtype=torch.float64)
print(F.fold(cols, output_size=(3, 4), kernel_size=2))
print(nn.Fold(output_size=(4, 5), kernel_size=2), nn.Unfold(kernel_size=(2, 3), stride=2), nn.Unfold(3)(x).shape)
for bad in [lambda: F.unfold(x, 7), lambda: F.unfold(x, 0), lambda: F.unfold(x, 2, dilation=0), lambda: F.unfold(x, 2, padding=-1),
            lambda: F.unfold(x, 2, stride=0), lambda: F.unfold(x[0, 0], 2), lambda: F.unfold(torch.randn(1, 0, 3, 3), 2),
            lambda: F.fold(torch.randn(1, 7, 12), (4, 5), 2), lambda: F.fold(torch.randn(1, 8, 11), (4, 5), 2),
            lambda: F.fold(torch.randn(1, 8, 12), (0, 5), 2), lambda: F.fold(torch.randn(8), (4, 5), 2),
            lambda: F.fold(torch.randn(1, 8, 0), (1, 1), 2), lambda: F.fold(torch.randn(2, 4, 1), (1, 1), 2)]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
for bad in [lambda: F.fold(torch.randn(1, 8, 12), (4, 5), 2, stride=0, dilation=0), lambda: F.unfold(x, 2, stride=0, dilation=0),
            lambda: F.fold(torch.randn(1, 4, 1), (0, 0), 1, padding=1), lambda: F.unfold(torch.ones(3), 1), lambda: F.fold(torch.randn(1, 4, 1), (-1, 2), 1, padding=1)]:
    try: print(bad().shape)
    except Exception as e: print(type(e).__name__, e)
big = torch.randn(2, 4, 9, 8, requires_grad=True)
u = F.unfold(big, (3, 2), dilation=(1, 2), padding=1, stride=(2, 1))
w = torch.randn(u.shape)
(u * w).sum().backward()
f = F.fold(u * w, (9, 8), (3, 2), dilation=(1, 2), padding=1, stride=(2, 1))
print(big.grad.flatten()[::7].tolist()[:12], f.flatten()[::5].tolist()[:12])
print(torch.equal(big.grad, F.fold(w, (9, 8), (3, 2), dilation=(1, 2), padding=1, stride=(2, 1))))
