# Tensor.output_nr: which output of its grad_fn a tensor is (0 for leaves), for multi-output ops and views.
import torch
torch.manual_seed(0)
x = torch.randn(4, 6, requires_grad=True)
print(x.output_nr, (x * 2).output_nr)
a, b, c = (x * 2).unbind(1)[:3]
print(a.output_nr, b.output_nr, c.output_nr)
v, i = x.max(1); print(v.output_nr, i.output_nr)
p, q = x.split(3, 1); print(p.output_nr, q.output_nr)
r = torch.aminmax(x, dim=0); print(r.min.output_nr, r.max.output_nr)
m = x.clone(); v0 = m[1]; m.mul_(2); print(v0.output_nr, v0.grad_fn.name())
lu, piv = torch.linalg.lu_factor(torch.randn(3, 3, requires_grad=True)); print(lu.output_nr, piv.output_nr)
