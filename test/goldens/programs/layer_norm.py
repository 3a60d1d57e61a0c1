# Layer normalisation: values, the backward node, gradients of input, weight and bias, shapes that do not fit.
import torch
import torch.nn as nn

torch.manual_seed(0)
x = (torch.randn(2, 3, 5) * 3 + 1).requires_grad_()
ln = nn.LayerNorm(5)
with torch.no_grad():
    ln.weight.copy_(torch.linspace(0.5, 2, 5))
    ln.bias.copy_(torch.linspace(-1, 1, 5))
print(ln)
y = ln(x)
print(y)
(y * torch.arange(30.).reshape(2, 3, 5)).sum().backward()
print(x.grad)
print(ln.weight.grad, ln.bias.grad)

plain = nn.LayerNorm([3, 5], elementwise_affine=False)
print(plain, list(plain.parameters()))
print(plain(x.detach())[1])
print(nn.functional.layer_norm(x.detach().double(), (5,), eps=1e-3)[0])
print(nn.functional.layer_norm(torch.zeros(2, 4, requires_grad=True), [4]))

for args in [((2,),), ((5,), torch.ones(4)), ((5,), None, torch.ones(3)), ((3,),)]:
    try:
        nn.functional.layer_norm(x, *args)
    except RuntimeError as e:
        print("RuntimeError:", e)
