import torch

torch.manual_seed(1)
a = torch.rand([5, 3, 5])
b = torch.rand([5, 1, 6])
linear = torch.nn.Linear(11, 10)
tiled_b = b.repeat([1, 3, 1])
c = torch.cat([a, tiled_b], 2)
d = linear(c)
print(d.shape)
w1 = linear.weight[:, :5]
w2 = linear.weight[:, 5:]
e = a @ w1.t() + b @ w2.t() + linear.bias
print(e.shape)
print(torch.allclose(d, e, atol=1e-6))
x = torch.rand(3, 2)
y = torch.rand(3, 1)
print(torch.equal(x + y, x + y.repeat([1, 2])))
