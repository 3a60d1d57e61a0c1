# torch.igamma / igammac (torch.special.gammainc / gammaincc): each regime of the computation, the boundary values,
# broadcasting and dtypes, the in-place forms, and the derivative along x
import torch

a = torch.tensor([0.0, 0.0, 1.0, 0.5, 0.3, 2.5, 4.0, 4.0, 25.0, 30.0, 150.0, 250.0, 250.0, float("inf"), -1.0, 3.0])
x = torch.tensor([0.0, 2.0, 0.0, 0.3, 0.8, 0.7, 1.9, 7.5, 27.0, 29.0, 160.0, 260.0, 300.0, 5.0, 1.0, float("inf")])
for dtype in (torch.float32, torch.float64):
    print(torch.igamma(a.to(dtype), x.to(dtype)))
    print(torch.igammac(a.to(dtype), x.to(dtype)))
print(torch.special.gammainc(torch.tensor([[1.0], [3.0]]), torch.tensor([0.5, 2.0, 9.0])))
print(torch.special.gammaincc(torch.tensor([2.0], dtype=torch.float64), torch.tensor([1.5])))
s = torch.tensor([1.0, 2.0, 3.0])
print(s.igamma(torch.tensor(2.0)), s.clone().igammac_(torch.tensor([0.5, 2.5, 4.0])))

xs = torch.tensor([0.3, 1.0, 3.0, 28.0], requires_grad=True)
y = torch.igamma(torch.tensor([0.5, 1.0, 2.5, 30.0]), xs)
print(y.grad_fn.name())
y.sum().backward()
print(xs.grad)
xs.grad = None
torch.special.gammaincc(torch.tensor(2.0), xs).sum().backward()
print(xs.grad)
try:
    torch.igamma(torch.tensor([1, 2]), torch.tensor([1, 3]))
except RuntimeError as e:
    print(e)
# the derivative along a is not implemented
ar = torch.tensor([1.5, 2.0], requires_grad=True)
try:
    torch.special.gammaincc(ar, torch.tensor([1.0, 3.0])).sum().backward()
except RuntimeError as e:
    print(e)
