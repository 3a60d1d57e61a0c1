# Gradient penalty (WGAN-GP style) and Hessian-vector products with create_graph
import torch
import torch.nn as nn
import torch.autograd as autograd

torch.manual_seed(0)
D = nn.Sequential(nn.Linear(4, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1))
opt = torch.optim.Adam(D.parameters(), lr=1e-3, betas=(0.5, 0.9))
real = torch.randn(8, 4) + 1
fake = torch.randn(8, 4)

def compute_gradient_penalty(D, real_samples, fake_samples):
    alpha = torch.rand(real_samples.size(0), 1)
    interpolates = (alpha * real_samples + ((1 - alpha) * fake_samples)).requires_grad_(True)
    d_interpolates = D(interpolates)
    fake = torch.ones(real_samples.shape[0], 1, requires_grad=False)
    gradients = autograd.grad(
        outputs=d_interpolates,
        inputs=interpolates,
        grad_outputs=fake,
        create_graph=True,
        retain_graph=True,
        only_inputs=True,
    )[0]
    gradients = gradients.view(gradients.size(0), -1)
    gradient_penalty = ((gradients.norm(2, dim=1) - 1) ** 2).mean()
    return gradient_penalty

for step in range(3):
    opt.zero_grad()
    gp = compute_gradient_penalty(D, real, fake)
    d_loss = -torch.mean(D(real)) + torch.mean(D(fake)) + 10 * gp
    d_loss.backward()
    opt.step()
    print(f"[step {step}] d_loss: {d_loss.item():.6f} gp: {gp.item():.6f} grad_fn: {gp.grad_fn.name()}")
print(D[0].weight.grad[0])

x = torch.randn(5, requires_grad=True)
def f(x):
    return (x.sin() * x.pow(2)).sum()
y = f(x)
g, = autograd.grad(y, x, create_graph=True)
v = torch.ones(5)
hvp, = autograd.grad(g, x, grad_outputs=v)
print(g.grad_fn.name(), hvp)
print(torch.autograd.functional.hvp(f, x, v)[1])
print(torch.autograd.functional.vhp(f, x, v)[1])
H = torch.autograd.functional.hessian(f, x)
print(torch.allclose(H @ v, hvp), H.diagonal())
J = torch.autograd.functional.jacobian(lambda t: t.exp() * t.sum(), x)
print(J.shape, J[0, :3])
w = torch.randn(3, requires_grad=True)
loss = (w ** 3).sum()
grad_w, = autograd.grad(loss, w, create_graph=True)
grad_norm = grad_w.pow(2).sum()
grad_norm.backward()
print(w.grad, torch.allclose(w.grad, 36 * w.detach() ** 3))
