# F.bilinear and nn.Bilinear gradients bit for bit: the products run through _trilinear (TrilinearBackward0), whose
# backward is three more _trilinear calls, sums over the output features added one after another
import hashlib

import torch
import torch.nn.functional as F

torch.manual_seed(0)


def bits(t):
    return hashlib.md5(" ".join(float.hex(v) for v in t.reshape(-1).tolist()).encode()).hexdigest()[:12]


def grads_of(name, *inputs):
    inputs = [x.detach().clone().requires_grad_(True) for x in inputs]
    out = F.bilinear(*inputs)
    out.backward(torch.randn(out.shape).to(out.dtype))
    print(name, " ".join(bits(x.grad) for x in inputs))


for dtype in (torch.float32, torch.float64):
    d = str(dtype)[6:]
    for n1, n2, n_out, batch in ((5, 4, 3, (6,)), (17, 9, 4, (3, 5)), (33, 20, 2, (4,)), (8, 8, 16, (2, 2, 3))):
        a, c = torch.randn(*batch, n1).to(dtype), torch.randn(*batch, n2).to(dtype)
        w, b = torch.randn(n_out, n1, n2).to(dtype), torch.randn(n_out).to(dtype)
        grads_of(f"{d} {n1} {n2} {n_out} {batch}", a, c, w, b)
        grads_of(f"{d} {n1} {n2} {n_out} {batch} no bias", a, c, w)
        if len(batch) == 1:
            grads_of(f"{d} {n1} {n2} {n_out} {batch} transposed", a.t().contiguous().t(), c,
                     w.transpose(1, 2).contiguous().transpose(1, 2), b)

layer = torch.nn.Bilinear(6, 7, 5)
x1, x2 = torch.randn(4, 6, requires_grad=True), torch.randn(4, 7)
out = layer(x1, x2)
out.sum().backward()
# the reshape between them is ReshapeAliasBackward0 in 1.13, ViewBackward0 since
print(out.grad_fn.name(), out.grad_fn.next_functions[0][0].next_functions[0][0].name())
print(bits(x1.grad), bits(layer.weight.grad), bits(layer.bias.grad))
