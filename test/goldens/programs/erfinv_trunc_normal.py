import torch
import torch.nn as nn

torch.manual_seed(0)
y = torch.tensor([0., -0., 1., -1., 1.5, 0.7, -0.7, 0.3, 0.9999999, -0.5, float('nan')])
print(torch.erfinv(y), y.erfinv(), torch.special.erfinv(y.double()))
x = torch.tensor([0.3, -0.8, 0.95], requires_grad=True)
z = x.erfinv()
z.sum().backward()
print(z, x.grad)
w = torch.empty(6)
nn.init.trunc_normal_(w, std=0.02)
print(w)
w2 = torch.empty(3, 4)
nn.init.trunc_normal_(w2, mean=1., std=2., a=-1., b=3.)
print(w2)
pos = nn.Parameter(torch.zeros(1, 5, 8))
nn.init.trunc_normal_(pos, std=.02)
print(pos.abs().max() <= 0.04, pos.requires_grad)
print(torch.distributions.Normal(0., 1.).icdf(torch.tensor([0.1, 0.5, 0.975])))
print(torch.distributions.Normal(torch.tensor([1., 2.]), torch.tensor([0.5, 3.])).icdf(torch.tensor(0.25)))
t = torch.rand(4) * 2 - 1
t.erfinv_()
print(t)
