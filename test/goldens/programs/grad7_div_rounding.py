# torch.div with a rounding mode records DivBackward2, whose gradients are zeros.
import torch
x = torch.tensor([1.5, -2.5], requires_grad=True)
for m in ('trunc', 'floor'):
    y = torch.div(x, 2., rounding_mode=m); print(y.grad_fn.name(), y)
    y = torch.div(x, torch.tensor([2., 3.]), rounding_mode=m); print(y.grad_fn.name(), y)
    y = x.div(2, rounding_mode=m); print(y.grad_fn.name())
    y.sum().backward(); print(x.grad); x.grad = None
y = x // 2; print(y.grad_fn.name() if y.grad_fn else None)
a = torch.tensor([7, -7, 6, -6]); b = torch.tensor([2, 2, -4, 4])
print(torch.div(a, b, rounding_mode='trunc'), torch.div(a, b, rounding_mode='floor'), torch.div(a, 3, rounding_mode='trunc'))
try:
    torch.div(x, 2, rounding_mode='round')
except Exception as e:
    print(type(e).__name__, e)
