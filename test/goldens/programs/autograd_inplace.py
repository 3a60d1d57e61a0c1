import torch
x = torch.tensor([1., 2., 3., 4.], requires_grad=True)
v = torch.tensor([10., 20.], requires_grad=True)
y = x * 1
y[torch.tensor([0, 2])] = v
(y * torch.tensor([1., 2., 3., 4.])).sum().backward()
print(y, x.grad, v.grad)
a = torch.tensor([-1.5, 2.], requires_grad=True)
torch.copysign(a, torch.tensor([1., -1.])).sum().backward()
print(a.grad)
