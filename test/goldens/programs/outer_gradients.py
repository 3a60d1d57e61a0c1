# torch.outer / ger / Tensor.outer carry gradients to both vectors (as ATen: self reshaped to a column times vec2).
import torch

torch.manual_seed(0)
a = torch.rand(3, 4, requires_grad=True)
u, v = a[0], a[1, :3]
for f in (torch.outer, torch.ger, torch.Tensor.outer, torch.Tensor.ger):
    a.grad = None
    o = f(u, v)
    print(o.grad_fn.name(), o.shape, o.requires_grad)
    (o * torch.arange(12.0).reshape(4, 3)).sum().backward()
    print(a.grad)
w = torch.randn(5, dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(lambda x, y: torch.outer(x, y), (w, torch.randn(2, dtype=torch.float64, requires_grad=True))))
print(torch.outer(torch.arange(3), torch.arange(2.0)), torch.outer(torch.arange(3), torch.arange(2)).dtype)
