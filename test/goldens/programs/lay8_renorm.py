# renorm's gradient as FunctionsManual's renorm_backward computes it: the norms and the projection in the CPU's
# accumulate type (double for float32), cast back to the gradient's dtype, for inputs in several memory layouts.
import hashlib
import torch

torch.manual_seed(0)


def show(name, t):
    bits = [float(v).hex() for v in t.detach().flatten().tolist()]
    print(name, hashlib.md5(' '.join(bits).encode()).hexdigest(), bits[:3])


base = torch.randn(37, 53)
layouts = {
    'contiguous': base.clone(),
    'column-major': base.t().contiguous().t(),
    'column slice': torch.randn(37, 106)[:, ::2],
    'row slice': torch.randn(74, 53)[::2],
}
for name, x in layouts.items():
    for dtype in [torch.float32, torch.float64]:
        for p, dim, maxnorm in [(2, 0, 5), (2, 1, 3), (1, 0, 20), (3, 1, 2.5)]:
            xg = x.to(dtype).detach().requires_grad_(True)
            y = xg.renorm(p, dim, maxnorm)
            (y * torch.linspace(-1, 1, 53, dtype=dtype)).sum().backward()
            show(f'{name} {dtype} p={p} dim={dim}: value', y)
            show(f'{name} {dtype} p={p} dim={dim}: grad', xg.grad)
x = base[:4, :6].clone().requires_grad_(True)
g, = torch.autograd.grad(x.renorm(2, 0, 1).sum(), x, create_graph=True)
print(type(g.grad_fn).__name__, [type(f).__name__ for f, _ in g.grad_fn.next_functions])
g2, = torch.autograd.grad(g.sum(), x)
show('double backward', g2)
