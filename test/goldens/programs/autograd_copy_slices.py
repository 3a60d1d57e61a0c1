# Writes through basic indexing land in the written tensor's history (CopySlices): buffers filled row by row,
# augmented assignment to a slice, a region set to a number, a float64 buffer, and the leaf-view error
import torch
x = torch.ones(3, requires_grad=True)
z = x.clone(); z[1:] *= 2; z.sum().backward(); print(x.grad)
x.grad = None
x.grad = None
out = torch.zeros(2, 3); out[0] = x * 2; out.sum().backward(); print(x.grad)
x.grad = None
h = torch.zeros(2, 3); h[:, 0] += x[:2]; h.sum().backward(); print(x.grad)
x.grad = None
out = torch.zeros(2, 3); out[0] = x * 2; out[1] = x * 3; print(out.grad_fn.name()); out.sum().backward(); print(x.grad)
x.grad = None
z = x.clone(); z[0] = 0; (z * z).sum().backward(); print(x.grad)
x.grad = None
buf = torch.zeros(4, 3, dtype=torch.float64); buf[1:3] = x.double(); buf.sum().backward(); print(x.grad)
w = torch.ones(3, requires_grad=True)
try:
    w[0] = 5
except RuntimeError as e:
    print(e)
with torch.no_grad():
    w[0] = 5
print(w)
