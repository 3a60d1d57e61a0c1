# "Automatic Differentiation with torch.autograd", cell by cell.
import torch

torch.manual_seed(0)
x = torch.ones(5)
y = torch.zeros(3)
w = torch.randn(5, 3, requires_grad=True)
b = torch.randn(3, requires_grad=True)
z = torch.matmul(x, w) + b
loss = torch.nn.functional.binary_cross_entropy_with_logits(z, y)
print(f"Gradient function for z = {type(z.grad_fn).__name__}")
print(f"Gradient function for loss = {loss.grad_fn.name()}")
print(loss)

loss.backward()
print(w.grad)
print(b.grad)

try:
    loss.backward()
except RuntimeError as e:
    print("RuntimeError:", e)

z = torch.matmul(x, w) + b
print(z.requires_grad)
with torch.no_grad():
    z = torch.matmul(x, w) + b
print(z.requires_grad)

z = torch.matmul(x, w) + b
z_det = z.detach()
print(z_det.requires_grad, z_det.grad_fn, z_det)

inp = torch.eye(4, 5, requires_grad=True)
out = (inp + 1).pow(2).t()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"First call\n{inp.grad}")
out.backward(torch.ones_like(out), retain_graph=True)
print(f"\nSecond call\n{inp.grad}")
inp.grad.zero_()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"\nCall after zeroing gradients\n{inp.grad}")

try:
    out.backward()
except RuntimeError as e:
    print("RuntimeError:", e)

print(x.grad, w.is_leaf, z.is_leaf)
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(z.grad)
print(len(caught), caught[0].category.__name__, str(caught[0].message)[:60])
