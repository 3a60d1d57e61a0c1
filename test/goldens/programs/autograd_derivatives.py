import torch
torch.manual_seed(0)
x = torch.rand(2, 3, requires_grad=True)
for f in [lambda x: x.prod(), lambda x: x.prod(1).sum(), lambda x: torch.remainder(x * 5, 0.7).sum(),
          lambda x: torch.fmod(x * 5, 0.7).sum(), lambda x: torch.atan2(x, x + 1).sum(), lambda x: x.cumprod(1).sum(),
          lambda x: x.masked_select(x > 0.5).sum(), lambda x: x.scatter(1, torch.tensor([[0], [2]]), 5.).sum(),
          lambda x: torch.nan_to_num(x.log()).sum(), lambda x: (x ** 2).std(), lambda x: torch.softmax(x, 0)[0, 1],
          lambda x: torch.cat([x, x * 2], 1).sum(), lambda x: x[:, 1:].sum() + x[0].sum() + x[[1, 0], [2, 2]].sum(),
          lambda x: x.repeat(2, 3).sum(), lambda x: x.unbind(0)[1].sum(), lambda x: x.expand(4, 2, 3).sum(),
          lambda x: torch.where(x > 0.5, x, x * x).sum(), lambda x: x.clamp(0.2, 0.7).sum(), lambda x: torch.linalg.vector_norm(x),
          lambda x: x.logsumexp(1).sum(), lambda x: torch.log_softmax(x, 1)[:, 0].sum(), lambda x: x.var(0).sum()]:
    x.grad = None
    y = f(x)
    y.backward()
    print(type(y.grad_fn).__name__, [round(v, 5) for v in x.grad.reshape(-1).tolist()])
