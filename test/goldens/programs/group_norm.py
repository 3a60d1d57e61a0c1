# Group normalisation: values, backward node, gradients, affine=False, and the checks on its arguments. Values are
# rounded to 3 decimals: PyTorch's float moments and ours may differ in the last bit.
import torch
import torch.nn as nn

torch.manual_seed(0)
x = (torch.randn(2, 6, 3, 2) * 2 - 1).requires_grad_()
gn = nn.GroupNorm(3, 6)
with torch.no_grad():
    gn.weight.copy_(torch.linspace(0.5, 2, 6))
    gn.bias.copy_(torch.linspace(-1, 1, 6))
print(gn)
y = gn(x)
print(y[0, :2].detach().round(decimals=3), y.grad_fn.name())
(y * torch.arange(72.).reshape(2, 6, 3, 2)).sum().backward()
print(x.grad[1, 4:].round(decimals=3))
print(gn.weight.grad.round(decimals=3), gn.bias.grad)

plain = nn.GroupNorm(2, 6, affine=False)
print(plain, list(plain.parameters()))
print(plain(x.detach())[1, 3].round(decimals=3))
print(nn.functional.group_norm(x.detach().double().reshape(2, 6, 6), 6, eps=1e-3)[0, 0])
print(nn.functional.group_norm(torch.arange(8.).reshape(2, 4), 2))

for call in (lambda: nn.GroupNorm(4, 6), lambda: nn.functional.group_norm(x, 4),
             lambda: nn.functional.group_norm(x, 3, torch.ones(5))):
    try:
        call()
    except (RuntimeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
