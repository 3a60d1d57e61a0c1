# Higher-order gradients through tanh and sigmoid: the backward kernels are ops with their own derivatives
# (TanhBackwardBackward0, SigmoidBackwardBackward0), as a physics-informed network's second derivatives use them.
import torch

torch.manual_seed(0)
for dtype in [torch.float32, torch.float64]:
    x = torch.randn(7, dtype=dtype, requires_grad=True)
    for fn in [torch.tanh, torch.sigmoid, torch.nn.Tanh(), torch.nn.Sigmoid()]:
        y = fn(x)
        (g1,) = torch.autograd.grad(y.sum(), x, create_graph=True)
        (g2,) = torch.autograd.grad(g1.sum(), x, create_graph=True)
        (g3,) = torch.autograd.grad(g2.sum(), x)
        print(g1.grad_fn.name(), [f.name() if f else None for f, _ in g1.grad_fn.next_functions])
        print(g2.grad_fn.name())
        if dtype == torch.float32:
            print([float(v).hex() for v in g1[:3]], [float(v).hex() for v in g2[:3]], [float(v).hex() for v in g3[:3]])
        else:
            print(g1.detach(), g2.detach(), g3)
net = torch.nn.Sequential(torch.nn.Linear(1, 8), torch.nn.Tanh(), torch.nn.Linear(8, 8), torch.nn.Sigmoid(),
                          torch.nn.Linear(8, 1))
t = torch.linspace(-1, 1, 9).unsqueeze(1).requires_grad_(True)
u = net(t)
du = torch.autograd.grad(u, t, torch.ones_like(u), create_graph=True)[0]
d2u = torch.autograd.grad(du, t, torch.ones_like(du), create_graph=True)[0]
print(du.squeeze(), d2u.squeeze())
loss = (d2u + u).pow(2).mean()
loss.backward()
print(loss, net[0].weight.grad.squeeze(), net[2].bias.grad)
