# Reductions: dims, keepdim, dtype=, nan-variants, all/any, counts, statistics
import torch

torch.manual_seed(11)
x = torch.arange(24.).view(2, 3, 4)
print(x.sum(), x.sum(0), x.sum(dim=(0, 2)), x.sum(-1, keepdim=True).shape, x.sum(dim=[]).shape if False else x.sum((1,)).shape)
print(x.mean(1), x.mean((0, 1), keepdim=True), x.prod(2), x.std(), x.std(0, unbiased=False), x.var(dim=2, correction=0))
print(torch.std_mean(x, dim=1), torch.var_mean(x, 0, keepdim=True)[0].shape)
print(x.max(), x.max(1), x.min(dim=-1).indices, x.argmax(0), x.amax((0, 1)), x.norm(), x.norm(dim=1), x.norm(p=1))
print(torch.logsumexp(x, 2), x.logsumexp(dim=(0, 1)), torch.median(x), x.median(dim=2).values, x.mode(0).values)
i = torch.tensor([[1, 2], [3, 4]], dtype=torch.int32)
print(i.sum(), i.sum().dtype, i.sum(dtype=torch.int8), i.prod(dtype=torch.float64), i.cumsum(0, dtype=torch.float32), i.float().mean(0))
print(torch.sum(i, 0, dtype=torch.float16), torch.mean(i.double()), torch.tensor([True, True, False]).sum(), torch.tensor([], dtype=torch.int64).sum())
n = torch.tensor([[1., float("nan"), 3.], [float("nan"), float("nan"), 6.]])
print(n.sum(), n.nansum(), n.nansum(1), n.nanmean(), n.nanmean(dim=0), n.max(), n.nanmedian(), torch.nanquantile(n, 0.5, dim=1))
print(n.isnan().sum(), n.isnan().any(1), torch.nan_to_num(n), torch.nan_to_num(n, nan=-1.0), n.nan_to_num(posinf=1.0).isfinite())
b = torch.tensor([[True, False], [True, True]])
print(b.all(), b.any(), b.all(dim=0), b.any(1, keepdim=True), torch.all(torch.tensor([1, 2, 0])), torch.any(torch.tensor([0., 0.5])))
print(torch.all(torch.tensor([])), torch.any(torch.tensor([])), torch.count_nonzero(x), torch.count_nonzero(b, dim=1), x.count_nonzero((0, 2)))
e = torch.empty(0, 3)
print(e.sum(0), e.sum(1), e.mean(0), e.prod(0), e.amax(1), e.logsumexp(0))
for bad in [lambda: e.max(), lambda: e.amax(0), lambda: e.argmax(), lambda: x.sum(3), lambda: x.std(dim=(0, 0)), lambda: torch.tensor([1, 2]).std()]:
    try:
        print(bad())
    except (RuntimeError, IndexError) as err:
        print(type(err).__name__, err)
r = torch.randn(100, 30)
print(r.sum(0)[:4], r.mean(), r.var(1)[:3], r.std(0)[:3], r.norm(dim=0)[:3], r.abs().max(1).values[:3])
print(torch.dist(r[0], r[1]), torch.dist(r[0], r[1], p=1), torch.cdist(r[:2], r[2:4]), torch.cosine_similarity(r[0], r[1], dim=0))
print(r.sum(dtype=torch.float64), r.double().sum(), r.half().sum(), r.bfloat16().mean())
print(x.sum(keepdim=True, dim=0).shape, x.mean(dim=-2, keepdim=True).squeeze(), torch.sum(x, dim=1, keepdim=False).shape)
print(torch.aminmax(torch.tensor([3, -1, 7])), torch.tensor([3., 1.]).max(dim=0, keepdim=True), torch.tensor(5.).max(dim=0))
