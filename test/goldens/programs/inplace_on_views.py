# In-place ops on views rewrite the base's history (CopySlices) and give the view a grad_fn made from the base
# (AsStridedBackward0): many view kinds and in-place kinds, gradients, grad_fn names, _version, _base and _is_view
import torch


def name(t):
    return None if t.grad_fn is None else t.grad_fn.name()


def report(x, z, *views):
    print(name(z), [name(v) for v in views], z._version, z.detach())
    (z * torch.arange(1., z.numel() + 1).view(z.shape)).sum().backward()
    print(x.grad)


views = {
    "slice": lambda z: z[1:],
    "select": lambda z: z[1],
    "narrow": lambda z: z.narrow(1, 1, 2),
    "view": lambda z: z.view(-1),
    "t": lambda z: z.t(),
    "transpose": lambda z: z.transpose(0, 1),
    "permute": lambda z: z.permute(1, 0),
    "diagonal": lambda z: z.diagonal(),
    "diagonal_offset": lambda z: z.diagonal(1),
    "unsqueeze": lambda z: z.unsqueeze(0),
    "squeeze": lambda z: z[:1].squeeze(0),
    "as_strided": lambda z: z.as_strided((2, 2), (1, 2), 1),
    "view_of_view": lambda z: z[:, 1:][1],
    "step_slice": lambda z: z[:, ::2],
    "movedim": lambda z: z.movedim(0, 1),
}
for kind, make in views.items():
    x = torch.arange(6., requires_grad=True)
    z = (x * 1).view(2, 3)
    v = make(z)
    print(kind, v._is_view(), v._base.shape, v._base.data_ptr() == z.data_ptr(), name(v), v._version)
    v.mul_(2)
    report(x, z, v)

inplace = {
    "add_": lambda v, w: v.add_(w),
    "mul_": lambda v, w: v.mul_(w),
    "copy_": lambda v, w: v.copy_(w),
    "zero_": lambda v, w: v.zero_(),
    "fill_": lambda v, w: v.fill_(7),
    "clamp_": lambda v, w: v.clamp_(1, 3),
    "relu_": lambda v, w: v.sub_(3).relu_(),
    "exp_": lambda v, w: v.exp_(),
    "masked_fill_": lambda v, w: v.masked_fill_(w > 4, -1),
    "index_put_": lambda v, w: v.index_put_((torch.tensor([0, 1]),), w[:2] * 10),
    "addcmul_": lambda v, w: v.addcmul_(w, w, value=0.5),
}
for kind, run in inplace.items():
    x = torch.arange(6., requires_grad=True)
    w = torch.tensor([5., 1., 4.], requires_grad=True)
    z = x * 1
    v = z.view(2, 3)[1]
    run(v, w)
    print(kind, name(z), name(v), z._version, z.detach())
    (z * torch.arange(1., 7.)).sum().backward()
    print(x.grad, w.grad)

# assignments through indexing
x = torch.arange(6., requires_grad=True)
w = torch.tensor([10., 20.], requires_grad=True)
z = (x * 1).view(2, 3)
z[0, 1:] = w
z[1] *= 3
z[:, 0] = 5
print(name(z), z._version, z.detach())
(z * torch.arange(1., 7.).view(2, 3)).sum().backward()
print(x.grad, w.grad)

# a base that needs no grad takes its history from what is written into it
w = torch.tensor([1., 2.], requires_grad=True)
e = torch.zeros(2, 3)
e[1, 1:].copy_(w * 2)
e.diagonal().add_(w)
print(name(e), e.requires_grad, e.is_leaf, e)
e.sum().backward()
print(w.grad)

# other views of the same base see the write: their grad_fn is made again from the base
x = torch.ones(4, requires_grad=True)
z = x * 2
a, b = z[:2], z[1:]
print(name(a), name(b))
b.mul_(3)
print(name(z), name(a), name(b), a, a._version)
(a.sum() + b.sum()).backward()
print(x.grad)

# a view of a view keeps the root base; the write reaches gradients through the whole chain
x = torch.arange(12., requires_grad=True)
z = x.view(3, 4) + 0
v = z[1:].t()[2:]
print(v._base.shape, v.shape)
v.neg_()
print(name(z), name(v), z)
z.pow(2).sum().backward()
print(x.grad)

# a view that needs no grad, written with a tensor that does
x = torch.tensor([1., 2., 3.], requires_grad=True)
z = torch.zeros(3, 3)
z.t()[0].copy_(x)
print(name(z), z)
(z * z).sum().backward()
print(x.grad)

# integer views have bases too; detach() makes no view but shares the version counter
i = torch.arange(5)
print(i[1:]._is_view(), i[1:]._base, i._base, i._is_view())
y = torch.ones(3, requires_grad=True) * 1
d = y.detach()
print(d._is_view(), d._base)
d[0].mul_(2)
print(y._version, name(y), y)

# expand views, unbind/split/chunk outputs, a view made in no_grad mode, and a view of a leaf
x = torch.ones(2, 3, requires_grad=True)
checks = {
    "leaf view": lambda: x[0].mul_(2),
    "leaf view setitem": lambda: x.__setitem__(0, 5.),
    "expand": lambda: (x * 1).expand(2, 2, 3).mul_(2),
    "unbind": lambda: (x * 1).unbind(0)[1].add_(1),
    "split": lambda: (x * 1).split(1, dim=1)[0].zero_(),
    "chunk": lambda: (x * 1).chunk(2)[0].copy_(torch.zeros(1, 3)),
    "split view of view": lambda: (x * 1).split(1)[0][0].add_(1),
}
for kind, check in checks.items():
    try:
        check()
        print(kind, "ok")
    except RuntimeError as e:
        print(kind, e)

y = x * 1
with torch.no_grad():
    nv = y[0]
    nv2 = y.unbind(0)[1]
print(nv._is_view(), nv.requires_grad, nv.grad_fn, nv.is_leaf)
for t in (nv, nv2):
    try:
        t.mul_(2)
    except RuntimeError as e:
        print(e)
with torch.no_grad():
    nv.mul_(2)
print(y._version, name(y))

# writing the base makes the grad_fn of a multi-output view unusable
y = x * 1
u = y.unbind(0)
y.add_(1)
try:
    print(u[0].grad_fn)
except RuntimeError as e:
    print(e)
y = x * 1
with torch.no_grad():
    nv = y[0]
y.add_(1)
try:
    print(nv.grad_fn)
except RuntimeError as e:
    print(e)

# nothing needs grad: views are still views, and in-place writes need no checks
z = torch.arange(6.).view(2, 3)
s = z.unbind(1)[0]
s.mul_(10)
print(z, s._version, s._base.shape, name(s))

# a CopySlices node runs once without retain_graph
x = torch.ones(3, requires_grad=True)
z = x * 1
z[1:].mul_(2)
s = z.sum()
s.backward(retain_graph=True)
s.backward()
print(x.grad)
s = (x * 1)
s[0].mul_(2)
s = s.sum()
s.backward()
try:
    s.backward()
except RuntimeError as e:
    print(e)
