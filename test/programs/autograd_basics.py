# Autograd basics: requires_grad, backward, .grad, and how gradients accumulate.
import torch

x = torch.tensor(3.0, requires_grad=True)
y = x ** 2 + 2 * x + 1
print("y =", y)
y.backward()
print("dy/dx at 3:", x.grad)

print("\nGradients accumulate until you zero them:")
for step in range(3):
    y = x ** 2
    y.backward()
    print(step, x.grad)
x.grad.zero_()
print("after zero_:", x.grad)

print("\nVector input, scalar output:")
w = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)
loss = (w ** 3).sum()
loss.backward()
print(w.grad, 3 * w.detach() ** 2)

print("\nA tiny linear model by hand:")
torch.manual_seed(0)
X = torch.randn(5, 3)
true_w = torch.tensor([2.0, -1.0, 0.5])
target = X @ true_w
weights = torch.zeros(3, requires_grad=True)
pred = X @ weights
mse = ((pred - target) ** 2).mean()
mse.backward()
print("loss:", mse.item())
print("grad:", weights.grad)
print("by formula:", 2 * X.t() @ (pred.detach() - target) / 5)

print("\nNon-scalar outputs need a gradient argument:")
a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a * 2
b.backward(torch.tensor([1.0, 0.1, 0.01]))
print(a.grad)

print("\nLeaves and non-leaves:")
c = torch.tensor([1.0, 2.0], requires_grad=True)
d = c * c
e = d.sum()
print(c.is_leaf, d.is_leaf, e.is_leaf)
print(c.requires_grad, d.requires_grad, torch.tensor([1.0]).requires_grad)
print(c.grad_fn, d.grad_fn is not None, type(d.grad_fn).__name__, type(e.grad_fn).__name__)

print("\nUsing a value twice adds both paths:")
p = torch.tensor(2.0, requires_grad=True)
q = p * p * p + p
q.backward()
print(p.grad)

print("\nfunctions of functions:")
t = torch.tensor([0.5, 1.0, 2.0], requires_grad=True)
out = torch.sin(t).exp().sum()
out.backward()
print(t.grad)
print(torch.cos(t.detach()) * torch.exp(torch.sin(t.detach())))

print("\nbackward twice needs retain_graph=True the first time:")
u = torch.tensor(1.0, requires_grad=True)
v = (u.exp() * 2).sum()
v.backward(retain_graph=True)
v.backward()
print(u.grad)
