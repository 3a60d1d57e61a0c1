import torch
a = torch.ones(2, 1, 3, requires_grad=True)
for f in [lambda x: x.squeeze_(), lambda x: x.squeeze_(1), lambda x: x.unsqueeze_(0), lambda x: x.swapaxes_(0, 1),
          lambda x: x.transpose_(0, 2), lambda x: x.swapdims_(2, 1)]:
    b = a * 1
    f(b)
    print(b.shape, b.stride(), b._version)
    (b * torch.arange(b.numel()).reshape(b.shape)).sum().backward()
    print(a.grad)
    a.grad = None
c = torch.ones(2, 3)
c.t_()
print(c.shape, c.stride())
d = torch.zeros(3)
d.unsqueeze_(0).unsqueeze_(-1)
print(d.shape, d.stride())
e = torch.arange(6.).reshape(1, 6, 1)
e.squeeze_(0)
print(e, e.shape)
w = torch.ones(3, 1, requires_grad=True)
z = w.t()
print(z.shape)
