# torch.fill returns a new tensor of self's shape, dtype and layout holding value; its grad_fn is FillBackward0
# (a number) or FillBackward1 (a 0-dim tensor, which gets the grad's sum), beside fill_'s FillBackward2/3.
import torch

torch.manual_seed(0)
x = torch.randn(2, 3, requires_grad=True)
y = torch.fill(x, 2.5)
print(y, y.dtype, x)
y.sum().backward()
print(x.grad)

v = torch.tensor(1.5, requires_grad=True)
z = torch.fill(x, v)
print(z)
(z * torch.arange(6.).view(2, 3)).sum().backward()
print(v.grad, x.grad)

w = x.detach().clone().requires_grad_()
u = w * 1
u.fill_(v)
print(u.grad_fn.name(), [type(f).__name__ for f, _ in u.grad_fn.next_functions])
u2 = w * 1
u2.fill_(3)
print(u2)

i = torch.arange(6).view(2, 3)
print(torch.fill(i, 7), torch.fill(i, torch.tensor(3)))
print(torch.fill(torch.randn(3, 2).t(), 1.0).stride())
print(torch.fill(x.to(torch.float64), 2).dtype, torch.fill(i, True))
for bad in [lambda: torch.fill(x, torch.ones(2)), lambda: torch.fill(i, 2.5), lambda: torch.fill(x)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, str(e).split("\n")[0])
