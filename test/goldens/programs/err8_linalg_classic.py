# The classic products and factorizations given mismatched or too-small operands, and tensordot's broadcasting of
# contracted dimensions of size 1: PyTorch's errors and results word for word.
import torch


def attempt(label, fn):
    try:
        print(label, 'ok', fn())
    except Exception as e:
        print(label, type(e).__name__, str(e))


torch.manual_seed(0)
S = torch.randn(3, 3)
attempt('torch.svd 1d', lambda: torch.svd(torch.randn(3)))
attempt('torch.pinverse 1d', lambda: torch.pinverse(torch.randn(3)))
attempt('torch.cholesky_inverse 1d', lambda: torch.cholesky_inverse(torch.randn(3)))
attempt('torch.cholesky_inverse ns', lambda: torch.cholesky_inverse(torch.randn(2, 3)))
attempt('torch.ger', lambda: torch.ger(torch.randn(2, 2), torch.randn(3)))
attempt('torch.outer', lambda: torch.outer(torch.randn(2, 2), torch.randn(3)))
attempt('torch.mm', lambda: torch.mm(S, torch.randn(4, 2)))
attempt('torch.bmm', lambda: torch.bmm(S, S))
attempt('torch.matmul 0d', lambda: torch.matmul(torch.tensor(1.0), S))
attempt('torch.dot', lambda: torch.dot(S, S))
attempt('torch.trace 3d', lambda: torch.trace(torch.randn(2, 2, 2)))
attempt('torch.inner', lambda: torch.inner(torch.randn(3), torch.randn(4)))
attempt('torch.inner 2d', lambda: torch.inner(torch.randn(2, 3), torch.randn(4, 2)))
attempt('torch.inner ok', lambda: torch.inner(torch.ones(2, 3), torch.arange(12.).reshape(4, 3)))
attempt('tensordot int dims', lambda: torch.tensordot(S, torch.randn(4, 4), dims=1))
attempt('tensordot lists', lambda: torch.tensordot(S, torch.randn(4, 4), dims=([-1], [-2])))
attempt('tensordot broadcast a', lambda: torch.tensordot(torch.ones(2, 1), torch.arange(6.).reshape(3, 2), dims=([1], [0])))
attempt('tensordot broadcast b', lambda: torch.tensordot(torch.arange(6.).reshape(2, 3), torch.ones(1, 4), dims=([1], [0])))
attempt('tensordot lengths', lambda: torch.tensordot(S, S, dims=([0, 1], [0])))
