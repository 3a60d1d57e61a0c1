# Higher-order derivatives with torch.autograd.grad(create_graph=True): second derivatives, a gradient penalty
# as in WGAN-GP, and the errors a beginner hits along the way.
import torch

x = torch.tensor(2.0, requires_grad=True)
y = x ** 3 + 2 * x ** 2
(dy,) = torch.autograd.grad(y, x, create_graph=True)
print("dy/dx:", dy)
(d2y,) = torch.autograd.grad(dy, x, create_graph=True)
print("d2y/dx2:", d2y)
(d3y,) = torch.autograd.grad(d2y, x)
print("d3y/dx3:", d3y)

print("\nsin and its derivatives:")
t = torch.linspace(0, 3.14159, 5, requires_grad=True)
f = torch.sin(t)
g1 = torch.autograd.grad(f.sum(), t, create_graph=True)[0]
g2 = torch.autograd.grad(g1.sum(), t, create_graph=True)[0]
print(g1)
print(g2)
print(g2.grad_fn is not None, g2.requires_grad)

print("\nGradient of the gradient's norm:")
w = torch.tensor([1.0, -2.0, 0.5], requires_grad=True)
loss = (w ** 2).sum() * w.prod()
(gw,) = torch.autograd.grad(loss, w, create_graph=True)
penalty = torch.linalg.vector_norm(gw)
penalty.backward()
print("grad:", gw)
print("penalty:", penalty)
print("w.grad:", w.grad)

print("\nGradient penalty on a tiny critic:")
torch.manual_seed(0)
critic = torch.nn.Sequential(torch.nn.Linear(3, 8), torch.nn.Tanh(), torch.nn.Linear(8, 1))
real = torch.randn(4, 3)
fake = torch.randn(4, 3)
alpha = torch.rand(4, 1)
interp = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
scores = critic(interp)
grads = torch.autograd.grad(outputs=scores, inputs=interp, grad_outputs=torch.ones_like(scores),
                            create_graph=True, retain_graph=True)[0]
print(grads.shape)
gp = ((grads.norm(2, dim=1) - 1) ** 2).mean()
print("gp:", gp)
gp.backward()
print(critic[0].weight.grad.shape, critic[2].bias.grad)

print("\nMultiple inputs and allow_unused:")
a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0], requires_grad=True)
c = torch.tensor([5.0], requires_grad=True)
out = (a * b).sum()
try:
    torch.autograd.grad(out, [a, b, c], retain_graph=True)
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.autograd.grad(out, [a, b, c], allow_unused=True, retain_graph=True))

print("\nCalling grad twice without retain_graph:")
z = (a.exp() * b).sum()
torch.autograd.grad(z, a)
try:
    torch.autograd.grad(z, a)
except RuntimeError as e:
    print("RuntimeError:", str(e).split(".")[0])

print("\nGrad of a non-scalar needs grad_outputs:")
v = a * 3
try:
    torch.autograd.grad(v, a)
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.autograd.grad(v, a, grad_outputs=torch.tensor([1.0, 0.5])))

print("\nInput that does not require grad:")
n = torch.ones(2)
try:
    torch.autograd.grad((n * 2).sum(), n)
except RuntimeError as e:
    print("RuntimeError:", e)

print("\nLaplacian of a scalar field:")
p = torch.tensor([[0.5, -1.0], [1.5, 0.25]], requires_grad=True)
u = (p[:, 0] ** 2 * p[:, 1] + torch.sin(p[:, 1])).sum()
gu = torch.autograd.grad(u, p, create_graph=True)[0]
lap = torch.zeros(2)
for i in range(2):
    lap = lap + torch.autograd.grad(gu[:, i].sum(), p, retain_graph=True)[0][:, i]
print(gu)
print(lap)
