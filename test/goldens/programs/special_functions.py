import torch
# erfc, lgamma, digamma, exp2 and xlogy: values (to the bit where PyTorch's kernel is known, as printed otherwise),
# gradients and the dtype each returns.
x = torch.cat([torch.linspace(-5.5, 10, 40), torch.tensor([0., -0., -1., -2., 1., 2., 0.5, 1e-5, 100., float('inf'), float('-inf'), float('nan')])])
print(torch.erfc(torch.cat([x[:39], x[40:]])))  # erfc(10) is subnormal: PyTorch rounds it up
print(torch.digamma(x).tolist())
print(torch.digamma(x.double()))
print(torch.exp2(x).tolist())
print(torch.lgamma(x))
print(torch.xlogy(x, x.abs()))
print(torch.xlogy(torch.tensor([0., 0., 1.]), torch.tensor([0., float('nan'), 0.])).tolist())
print(torch.xlogy(2, torch.tensor([3., 4.])), torch.xlogy(torch.tensor([3, 4]), 2), torch.lgamma(torch.tensor([3, 4])).dtype)
v = torch.tensor([0.5, 1.5, 3.0, -2.5], requires_grad=True)
for name in ['exp2', 'erfc', 'lgamma']:
    y = getattr(torch, name)(v)
    g, = torch.autograd.grad(y.sum(), v)
    print(name, y, g)
a = torch.tensor([0., 0., 2., 3.], requires_grad=True)
b = torch.tensor([0., -1., 0.5, 4.], requires_grad=True)
z = torch.xlogy(a, b)
z.sum().backward()
print(z, a.grad, b.grad)
