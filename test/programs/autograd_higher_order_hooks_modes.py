import torch
x = torch.tensor(2.0, requires_grad=True)
y = x ** 3
dy, = torch.autograd.grad(y, x, create_graph=True)
print(dy)
d2y, = torch.autograd.grad(dy, x)
print(d2y)
a = torch.randn(3, requires_grad=True)
b = a * 2
b.retain_grad()
c = b.sum()
c.backward()
print(b.grad, a.grad, b.is_leaf, a.is_leaf, c.requires_grad)
w = torch.ones(2, requires_grad=True)
h = w.register_hook(lambda g: g * 10)
(w * 3).sum().backward()
print(w.grad)
h.remove()
w.grad.zero_()
(w * 3).sum().backward()
print(w.grad)
with torch.no_grad():
    z = w * 2
print(z.requires_grad, z.grad_fn)
with torch.inference_mode():
    q = w * 2
print(q.requires_grad, q.is_inference())
d = w.detach()
print(d.requires_grad, d.data_ptr() == w.data_ptr())
v = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = v * v
out.backward(torch.tensor([1.0, 0.1, 0.01]))
print(v.grad)
m = torch.randn(2, 2, requires_grad=True)
jac = torch.autograd.functional.jacobian(lambda t: t.exp().sum(0), m)
print(jac.shape)
hes = torch.autograd.functional.hessian(lambda t: (t ** 3).sum(), torch.tensor([1.0, 2.0]))
print(hes)
@torch.no_grad()
def f(t):
    return t * 2
print(f(w).requires_grad, torch.is_grad_enabled())
torch.set_grad_enabled(False)
print((w * 2).requires_grad)
torch.set_grad_enabled(True)
class Sq(torch.autograd.Function):
    @staticmethod
    def forward(ctx, i):
        ctx.save_for_backward(i)
        return i * i
    @staticmethod
    def backward(ctx, g):
        i, = ctx.saved_tensors
        return 2 * i * g
s = torch.tensor([3.0], requires_grad=True)
r = Sq.apply(s)
r.backward()
print(r, s.grad, r.grad_fn)  if False else print(r, s.grad, type(r.grad_fn).__name__)
try:
    (x * 2).backward(); (y * 1).backward()
except RuntimeError as e:
    print(str(e)[:80])
k = torch.tensor([1.0, 2.0], requires_grad=True)
l = (k ** 2).sum()
l.backward(retain_graph=True)
l.backward()
print(k.grad)
print(torch.autograd.grad((k * k).sum(), k, grad_outputs=torch.tensor(2.0)))
n = torch.zeros(3, requires_grad=True)
print(torch.autograd.grad(n.norm(), n))
