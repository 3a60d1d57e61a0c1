# grad_fn._saved_* tensors as PyTorch exposes them, and the error once backward has freed them
import torch
torch.manual_seed(0)
x = torch.randn(3, requires_grad=True)
y = torch.randn(3, requires_grad=True)
m = x * y
print(m.grad_fn._saved_self.equal(x), m.grad_fn._saved_other.equal(y))
e = x.exp()
print(e.grad_fn._saved_result.equal(e), type(e.grad_fn).__name__)
p = x.pow(y)
print(p.grad_fn._saved_self.equal(x), p.grad_fn._saved_exponent.equal(y), p.grad_fn._saved_result.equal(p))
mm = torch.randn(2, 3, requires_grad=True) @ torch.randn(3, 4, requires_grad=True)
print(mm.grad_fn.name(), mm.grad_fn._saved_self.shape, mm.grad_fn._saved_mat2.shape)
s = e.sum()
s.backward()
try:
    e.grad_fn._saved_result
except RuntimeError as err:
    print(err)
e2 = x.exp()
e2.sum().backward(retain_graph=True)
print(e2.grad_fn._saved_result.equal(e2))
print(hasattr(e2.grad_fn, "_saved_self"), hasattr(m.grad_fn, "_saved_result"))
