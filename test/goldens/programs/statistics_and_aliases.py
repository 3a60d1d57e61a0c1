import torch, warnings
torch.manual_seed(0)
x = torch.randn(5, 4)
print(torch.quantile(x, 0.3), x.quantile(0.5, dim=0), torch.quantile(x, torch.tensor([0.1, 0.9]), dim=1, keepdim=True))
for m in ["linear", "lower", "higher", "midpoint", "nearest"]:
    print(m, torch.quantile(x, 0.37, dim=1, interpolation=m))
y = x.clone(); y[0, 1] = float('nan'); y[2, :] = float('nan')
print(torch.quantile(y, 0.5, dim=1), torch.nanquantile(y, 0.5, dim=1), torch.nanquantile(y, torch.tensor([0.25, 0.75])))
print(torch.nanmedian(y), torch.nanmedian(y, dim=1), y.nanmedian(0, keepdim=True))
print(torch.median(x, 1))
for bad in [lambda: torch.quantile(x, 1.5), lambda: torch.quantile(x.long(), 0.5), lambda: torch.quantile(x, torch.tensor([0.5, 2.])),
            lambda: torch.quantile(x, 0.5, interpolation='foo'), lambda: torch.quantile(x, torch.tensor([[0.5]])),
            lambda: torch.quantile(torch.tensor([]), 0.5), lambda: torch.quantile(x, 0.5, dim=3)]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
z = torch.tensor([[1, 2, 2, 3, 3, 1, 5], [4, 4, 4, 0, 0, 0, 1]])
print(torch.mode(z), z.mode(0), torch.mode(z.float(), 1, keepdim=True))
big = torch.randint(0, 5, (3, 40))
print(big.mode(1))
print(torch.aminmax(x), torch.aminmax(x, dim=0, keepdim=True), x.aminmax(dim=-1))
print(torch.cov(x), torch.cov(x, correction=0), torch.corrcoef(x))
fw = torch.tensor([1, 2, 1, 3]); aw = torch.tensor([0.5, 1., 2., 1.])
print(torch.cov(x, fweights=fw), torch.cov(x, aweights=aw), torch.cov(x, fweights=fw, aweights=aw))
print(torch.cov(torch.tensor([1, 2, 4, 7])), torch.corrcoef(torch.tensor([[1., 2, 3], [1, 5, 2]])))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(torch.cov(torch.tensor([[1., 2.]]).T))
    print(len(w))
print(torch.scalar_tensor(3), torch.scalar_tensor(2.5, dtype=torch.float64))
print(torch.greater(x, 0).sum(), torch.subtract(x, 1, alpha=2)[0], torch.arccos(torch.tensor([0.5])), torch.concat([x, x]).shape)
print(x.multiply(2)[0], x.not_equal(0).all(), torch.negative(x)[0], torch.fix(x)[0])
a = torch.tensor([[1., 2.], [3., 4.]]); a.eq_(2); print(a)
b = torch.arange(9.).reshape(3, 3); b.tril_(); print(b); b.cumsum_(1); print(b)
c = torch.tensor([1, 2, 3]);
try: c.true_divide_(2)
except RuntimeError as e: print(e)
d = torch.tensor([0.5, 2.0]); torch.sin_(d); print(d); torch.abs_(d); torch.clamp_(d, 0, 0.6); print(d)
w = torch.tensor([1., 2., 3.], requires_grad=True); v = w * 1; v.square_(); v.sum().backward(); print(w.grad, v.detach())
t2 = torch.ones(2, 1, 3); t2.squeeze_(1); t2.unsqueeze_(0); t2.t_() if t2.dim() < 3 else t2.swapaxes_(0, 2); print(t2.shape, t2.stride())
e = torch.ones(3); e.arccos_(); e.greater_(1); print(e)
for n in range(1, 40):
    r = torch.full((1, n), float('nan')); print(n, torch.nanmedian(r, 1).indices.item(), end='; ')
print()
print(torch.median(y, 1), torch.median(y, 0, keepdim=True), torch.median(torch.tensor(float('nan')), 0))
