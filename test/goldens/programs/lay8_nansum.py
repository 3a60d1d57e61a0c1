# nansum as PyTorch's own reduction (NansumBackward0): NaNs read as zero, summed in the order sum takes for the
# input's layout, and nanmean built on it, over contiguous, column-major and sliced inputs with NaNs in them.
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
    x = x.detach().clone() if name == 'contiguous' else x.detach()
    x[x > 1.5] = float('nan')
    for label, f in [('nansum', lambda t: t.nansum()), ('nansum(1)', lambda t: t.nansum(1)),
                     ('nansum(0, keepdim)', lambda t: t.nansum(0, keepdim=True)),
                     ('nansum(1, float64)', lambda t: torch.nansum(t, 1, dtype=torch.float64)),
                     ('nanmean(0)', lambda t: t.nanmean(0)), ('nanmean(1)', lambda t: t.nanmean(1))]:
        xg = x.requires_grad_(True)
        y = f(xg)
        (y * torch.linspace(0.5, 1.5, y.numel()).view(y.shape)).sum().backward()
        show(f'{name} {label}: value', y)
        show(f'{name} {label}: grad', xg.grad)
        print(type(y.grad_fn).__name__)
        xg.grad = None
        xg.requires_grad_(False)
n = torch.arange(12).view(3, 4)
print(n.nansum(), n.nansum(1), n[:, ::2].nansum(0, dtype=torch.float32))
