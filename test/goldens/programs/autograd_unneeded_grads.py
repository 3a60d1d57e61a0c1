# Backward computes only the gradients an input requires (PyTorch's should_compute_output): a derivative PyTorch has no
# formula for raises only when its input requires grad, and an argument that needs no gradient gets none.
import torch

x = torch.tensor([2.0, 3.0, 4.5])
q = torch.tensor([1.0, 2.0, 0.5], requires_grad=True)
torch.special.zeta(x, q).sum().backward()
print(q.grad)
for other in (q, 2.0):
    try:
        torch.special.zeta(x.clone().requires_grad_(), other).sum().backward()
    except NotImplementedError as e:
        print("NotImplementedError", e)

a = torch.tensor([1.5, 2.0])
xs = torch.tensor([1.0, 3.0], requires_grad=True)
torch.igamma(a, xs).sum().backward()
print(xs.grad)
try:
    torch.igammac(a.clone().requires_grad_(), xs).sum().backward()
except NotImplementedError as e:
    print("NotImplementedError", e)

torch.manual_seed(0)
A = torch.randn(3, 3, requires_grad=True)
qr, tau = torch.geqrf(A)
try:
    qr.sum().backward()
except NotImplementedError as e:
    print("NotImplementedError", e)

# gradients of the arguments that require them, whichever those are
w = torch.randn(2, 3, requires_grad=True)
b = torch.randn(2, requires_grad=True)
data = torch.randn(4, 3)
torch.nn.functional.linear(data, w, b).pow(2).sum().backward()
print(w.grad, b.grad, data.grad)
data.requires_grad_()
(gd,) = torch.autograd.grad(torch.nn.functional.linear(data, w.detach()).sum(), [data])
print(gd)
