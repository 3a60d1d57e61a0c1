# (slice_scatter's defaults are left out of this program: 1.13 binds them wrongly, see the current-pytorch fixture)
# select_scatter, slice_scatter, diagonal_scatter and as_strided_scatter: values, layouts, nodes, gradients, errors
import torch

torch.manual_seed(0)
x = torch.randn(3, 4, requires_grad=True)
w = torch.randn(3, 4)


def show(name, fn, *inputs):
    y = fn()
    print(name, y, y.grad_fn.name())
    (y * w).sum().backward()
    for t in inputs:
        print(" grad", t.grad)
        t.grad = None


s = torch.randn(4, requires_grad=True)
show("select", lambda: torch.select_scatter(x, s, 0, 1), x, s)
s = torch.randn(3, requires_grad=True)
show("select method", lambda: x.select_scatter(s, -1, -2), x, s)
s = torch.randn(3, 2, requires_grad=True)
show("slice", lambda: torch.slice_scatter(x, s, 1, 0, 4, 2), x, s)
s = torch.randn(2, 4, requires_grad=True)
show("slice method", lambda: x.slice_scatter(s, 0, 1, 3, 1), x, s)
s = torch.randn(3, requires_grad=True)
show("diagonal", lambda: torch.diagonal_scatter(x, s), x, s)
s = torch.randn(2, requires_grad=True)
show("diagonal offset", lambda: x.diagonal_scatter(s, -1), x, s)
s = torch.randn(2, 2, requires_grad=True)
# (self's gradient through as_strided_scatter is left out: 1.13 returns uninitialised memory there)
show("as_strided", lambda: torch.as_strided_scatter(x.detach(), s, (2, 2), (4, 1), 1), s)
s = torch.randn(3, requires_grad=True)
show("as_strided method", lambda: x.detach().as_strided_scatter(s, (3,), (5,)), s)

y = torch.select_scatter(x, s, 1, 0)
print("saved", y.grad_fn._saved_dim, y.grad_fn._saved_index)
y = torch.slice_scatter(x, torch.zeros(3, 2), 1, None, 2, 1)
print("saved", y.grad_fn._saved_dim, y.grad_fn._saved_start, y.grad_fn._saved_end, y.grad_fn._saved_step)
y = torch.diagonal_scatter(x, torch.zeros(2), 2, 0, 1)
print("saved", y.grad_fn._saved_offset, y.grad_fn._saved_dim1, y.grad_fn._saved_dim2)
y = torch.as_strided_scatter(x, torch.zeros(2), (2,), (2,), 3)
print("saved", y.grad_fn._saved_size, y.grad_fn._saved_stride, y.grad_fn._saved_storage_offset)

r = torch.slice_scatter(torch.ones(2, 1).expand(2, 3), torch.zeros(2, 1), 1, 1, 2, 1)
print(r)
i = torch.arange(6).reshape(2, 3)
print(torch.select_scatter(i, torch.tensor([9.5, 8.5, 7.5]), 0, 0))
print(torch.diagonal_scatter(i, torch.tensor([-1, -2]), 0).dtype)
print(torch.as_strided_scatter(torch.zeros(5), torch.ones(2, 2), (2, 2), (1, 2), 0))

# double backward through the gradient formulas
a = torch.randn(3, 3, requires_grad=True)
b = torch.randn(3, requires_grad=True)
y = torch.diagonal_scatter(a, b)
ga, gb = torch.autograd.grad((y * y).sum(), (a, b), create_graph=True)
print(ga.grad_fn.name(), gb.grad_fn.name())
print(torch.autograd.grad((ga * ga).sum() + (gb * gb).sum(), (a, b)))
y = torch.slice_scatter(a, b[None], 0, 1, 2, 1)
ga, gb = torch.autograd.grad((y * y * y).sum(), (a, b), create_graph=True)
print(torch.autograd.grad(ga.sum() + gb.sum(), (a, b)))

for f in [lambda: torch.select_scatter(x, torch.randn(3), 0, 1),
          lambda: torch.select_scatter(x, torch.randn(4), 0, 5),
          lambda: torch.select_scatter(torch.tensor(1.), torch.tensor(2.), 0, 0),
          lambda: torch.slice_scatter(x, torch.randn(3, 3), 1, 0, 4, 1),
          lambda: torch.slice_scatter(x, torch.randn(3, 2), 1, 0, 4, 0),
          lambda: torch.slice_scatter(x, torch.randn(3, 2), 2, None, None, 1),
          lambda: torch.diagonal_scatter(x, torch.randn(4), 0),
          lambda: torch.diagonal_scatter(x, torch.randn(3), 0, 1, 1),
          lambda: torch.as_strided_scatter(x, torch.randn(3), (2,), (1,)),
          lambda: torch.as_strided_scatter(x, torch.randn(2), (2,), (1,), 11),
          lambda: torch.select_scatter(x, 1.0, 0, 1),
          lambda: torch.select_scatter(x, torch.randn(4), 0),
          lambda: x.diagonal_scatter(torch.randn(3), 0.5),
          ]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
