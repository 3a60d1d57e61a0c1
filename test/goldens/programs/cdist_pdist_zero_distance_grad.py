# cdist and pdist gradients where two rows coincide: the distance backward kernels give 0 there, not nan
import torch

x = torch.tensor([[1., 2.], [1., 2.], [0.5, -1.]], requires_grad=True)
y = torch.tensor([[1., 2.], [3., 0.]], requires_grad=True)
for p in (1., 2., 3., 0.5, 1.5):
    x.grad = y.grad = None
    d = torch.cdist(x, y, p=p)
    d.sum().backward()
    print(p, d.detach(), x.grad, y.grad)
    x.grad = None
    d = torch.pdist(x, p=p)
    d.sum().backward()
    print(p, d.detach(), x.grad)

# a component that is 0 in a nonzero distance: no infinite slope below p = 1
u = torch.tensor([[0., 1.], [0., 3.]], requires_grad=True)
torch.pdist(u, p=0.5).backward()
print(u.grad)

z64 = torch.tensor([[0., 1.], [0., 1.], [2., 2.]], dtype=torch.float64, requires_grad=True)
torch.pdist(z64).sum().backward()
print(z64.grad)
