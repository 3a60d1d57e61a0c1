# Nodes and saved values PyTorch's generated autograd code records: outputs saved under their return names,
# optional arguments saved as None, overloads folded into one call (narrow runs slice, var's unbiased its correction),
# and the kernels threshold and round(decimals=) record as their own nodes.
import torch
import torch.nn.functional as F

x = torch.tensor([[1.5, -2.0, 3.25, 0.0], [0.5, 4.0, -1.0, 2.0]], requires_grad=True)


def show(name, t):
    # (1.13 names a saved size self_sizes, current PyTorch self_sym_sizes)
    print(name, t.grad_fn.name(), sorted(a for a in dir(t.grad_fn) if a.startswith("_saved_") and "sizes" not in a))


y = F.threshold(x, 1.0, 20.0)
show("threshold", y)
print(y, y.grad_fn._saved_threshold, y.grad_fn._saved_self is x)
y.sum().backward()
print(x.grad)
x.grad = None
z = x * 1
F.threshold(z, 0.5, -3, inplace=True)
show("threshold_", z)
print(z, z.grad_fn._saved_threshold)
z.sum().backward()
print(x.grad)
x.grad = None
print(F.threshold(torch.tensor([1, 5, -2, 3]), 2, 7), F.threshold(torch.tensor([float("nan"), 0.1]), 0.1, 9.0))
print(torch.nn.Threshold(0.1, 20)(torch.tensor([0.1, 0.2, -1.0])))
try:
    F.threshold(torch.tensor([True, False]), 0, 1)
except RuntimeError as e:
    print("RuntimeError:", e)

v = torch.tensor([1.2345, -2.5678, 125.5, 0.125, -0.0049, 2.675], requires_grad=True)
for d in (2, 1, 0, -1, -2):
    r = torch.round(v, decimals=d)
    print(d, r, r.grad_fn.name())
print(torch.round(v), torch.round(v).grad_fn.name())
r = torch.round(v, decimals=2)
r.sum().backward()
print(v.grad)
w = torch.tensor([1.005, 2.5, -7.777], dtype=torch.float64)
print(w.round(decimals=2), w.clone().round_(decimals=1))
try:
    torch.round(torch.tensor([1, 2]), decimals=1)
except RuntimeError as e:
    print("RuntimeError:", e)

n = x.narrow(1, 1, 2)
show("narrow", n)
print(n.grad_fn._saved_dim, n.grad_fn._saved_start, n.grad_fn._saved_end, n.grad_fn._saved_step,
      n.grad_fn._saved_self_sym_sizes)
n = x.narrow(-1, -3, 2)
print(n.grad_fn._saved_dim, n.grad_fn._saved_start, n.grad_fn._saved_end)
(n * torch.tensor([1.0, 2.0])).sum().backward()
print(x.grad)
x.grad = None
e = torch.tensor([[1.0, 2.0, 3.0]], requires_grad=True).expand(3, 3)
e.narrow(1, 1, 2).sum().backward()
s = e[:, 1:].sum()
print(s)

for name, out in [("max", x.max(1)), ("min", x.min(1, keepdim=True)), ("sort", x.sort(1, descending=True)),
                  ("topk", x.topk(2)), ("kthvalue", x.kthvalue(2, 1)), ("kthvalue keepdim", x.kthvalue(2, 0, True))]:
    show(name, out.values)
    print(out.values.grad_fn._saved_indices)
    out.values.sum().backward()
    print(x.grad)
    x.grad = None
k = torch.tensor(3.0, requires_grad=True).kthvalue(1)
k.values.backward()
print(k, k.values.grad_fn.name())

m = x.max(1)
m.indices.add_(0)
try:
    m.values.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e).split(";")[0])

lp = F.log_softmax(x, 1)
t = torch.tensor([0, 2])
loss = F.nll_loss(lp, t)
print(loss.grad_fn.name())
print(loss.grad_fn._saved_weight, loss.grad_fn._saved_self is None, loss.grad_fn._saved_target)
loss = F.nll_loss(lp, t, weight=torch.tensor([1.0, 2.0, 3.0, 4.0]))
print(loss.grad_fn._saved_weight)

g = x.gather(1, torch.tensor([[0], [3]]))
show("gather", g)
print(g.grad_fn._saved_self is x, g.grad_fn._saved_sparse_grad, g.grad_fn._saved_dim, g.grad_fn._saved_index)

for name, t in [("var()", x.var()), ("var(1)", x.var(1)), ("std(unbiased=False)", x.std(unbiased=False)),
                ("var(0, unbiased=True)", x.var(0, unbiased=True)), ("std(correction=0)", torch.std(x, 1, correction=0)),
                ("var(correction=2)", torch.var(x, 1, correction=2))]:
    print(name, t.grad_fn.name(), t.grad_fn._saved_correction, t.grad_fn._saved_dim, t.grad_fn._saved_keepdim)
