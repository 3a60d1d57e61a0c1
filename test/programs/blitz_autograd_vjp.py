# Blitz autograd: y = x + 2, vector-Jacobian products, requires_grad_, and the Q = 3a^3 - b^2 example.
import torch

x = torch.ones(2, 2, requires_grad=True)
print(x)
y = x + 2
print(y)
print(type(y.grad_fn).__name__)
z = y * y * 3
out = z.mean()
print(z, out)

a = torch.randn(2, 2)
torch.manual_seed(0)
a = torch.randn(2, 2)
a = ((a * 3) / (a - 1))
print(a.requires_grad)
a.requires_grad_(True)
print(a.requires_grad)
b = (a * a).sum()
print(b.grad_fn.name())

out.backward()
print(x.grad)

torch.manual_seed(0)
x = torch.randn(3, requires_grad=True)
y = x * 2
steps = 0
while y.data.norm() < 1000:
    y = y * 2
    steps += 1
print(y, steps)
v = torch.tensor([0.1, 1.0, 0.0001], dtype=torch.float)
y.backward(v)
print(x.grad)

print(x.requires_grad)
print((x ** 2).requires_grad)
with torch.no_grad():
    print((x ** 2).requires_grad)
print(x.requires_grad)
y = x.detach()
print(y.requires_grad)
print(x.eq(y).all())

a = torch.tensor([2., 3.], requires_grad=True)
b = torch.tensor([6., 4.], requires_grad=True)
Q = 3 * a ** 3 - b ** 2
external_grad = torch.tensor([1., 1.])
Q.backward(gradient=external_grad)
print(9 * a ** 2 == a.grad)
print(-2 * b == b.grad)
print(Q, Q.grad_fn.name(), [(f.name(), i) for f, i in Q.grad_fn.next_functions])

try:
    Q2 = 3 * a ** 3 - b ** 2
    Q2.backward()
except RuntimeError as e:
    print("RuntimeError:", e)

x = torch.rand(5, 5)
y = torch.rand(5, 5)
z = torch.rand((5, 5), requires_grad=True)
a = x + y
print(f"Does `a` require gradients?: {a.requires_grad}")
b = x + z
print(f"Does `b` require gradients?: {b.requires_grad}")
