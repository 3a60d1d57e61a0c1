# retain_graph: backward twice through one graph, the error without it, accumulation of .grad over calls, and
# autograd.grad with retain_graph and allow_unused.
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x.exp()
z = (y * y).sum()
z.backward(retain_graph=True)
print(x.grad)
z.backward()
print(x.grad)
try:
    z.backward()
except RuntimeError as e:
    print(type(e).__name__, e)

a = torch.tensor(2.0, requires_grad=True)
b = a ** 2
c = b.sin()
g1, = torch.autograd.grad(c, a, retain_graph=True)
g2, = torch.autograd.grad(c, a)
print(g1, g2)
u = torch.tensor(1.0, requires_grad=True)
v = torch.tensor(1.0, requires_grad=True)
try:
    torch.autograd.grad(u * 2, [u, v])
except RuntimeError as e:
    print(e)
print(torch.autograd.grad(u * 2, [u, v], allow_unused=True))

w = torch.ones(3, requires_grad=True)
loss1 = (w * 2).sum()
loss2 = (w ** 2).sum()
shared = w * 3
l3 = shared.sum()
l4 = (shared ** 2).sum()
l3.backward(retain_graph=True)
l4.backward()
print(w.grad)
w.grad.zero_()
torch.autograd.backward([loss1, loss2])
print(w.grad)
s = torch.tensor([1.0, 2.0], requires_grad=True)
t = s * 2
torch.autograd.backward(t, grad_tensors=torch.tensor([1.0, 0.5]))
print(s.grad)
try:
    (s * 2).backward()
except RuntimeError as e:
    print(e)
