# logsumexp as ReduceOps.cpp composes it, each op rounding in the dtype: amax (0 where infinite), exp(self - max)
# summed in sum's order, log, plus the max; over last, first, several and permuted dims, special values, integers.
import math
import torch
torch.manual_seed(3)
for n in [1, 3, 7, 8, 9, 16, 17, 33, 100]:
    x = torch.randn(5, n) * 4
    print('lse1', n, torch.logsumexp(x, 1).tolist())
    print('lse0', n, torch.logsumexp(x, 0).tolist())
    print('lsek', n, torch.logsumexp(x, -1, keepdim=True).tolist())
x = torch.randn(3, 4, 5)
print(torch.logsumexp(x, (0, 2)).tolist(), torch.logsumexp(x, [1, 2], keepdim=True).tolist())
print(torch.logsumexp(x.transpose(0, 2), 1).tolist())
print(torch.logsumexp(torch.tensor([[math.inf, 1.0], [-math.inf, -math.inf], [math.nan, 1.0], [-math.inf, 2.0]]), 1))
print(torch.logsumexp(torch.tensor([1, 2, 3]), 0), torch.logsumexp(torch.tensor(2.5), 0), torch.logsumexp(torch.zeros(0, 3), 0), torch.logsumexp(torch.zeros(2, 0), 1))
print(torch.logsumexp(torch.randn(4, 6, dtype=torch.float64), 1).dtype)
x = torch.randn(4, 6, requires_grad=True)
y = torch.logsumexp(x, 1)
print(y.grad_fn.name())
y.sum().backward()
print(x.grad.tolist())
