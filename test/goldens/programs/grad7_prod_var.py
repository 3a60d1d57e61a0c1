# prod folds in binary_kernel_reduce_vec's blocks of 4 vectors (32 floats, 16 doubles) before its leftovers; its
# gradient is grad * (result / input), or the exclusive products from both ends where an input is zero
# (prod_safe_zeros_backward); var and std take (2 / dof) * grad * (x - mean), std's grad / (2 * std) masked at 0.
import torch


def hexs(t):
    return ' '.join(float(v).hex() for v in t.detach().flatten().tolist())


torch.manual_seed(0)
for n in (7, 31, 32, 33, 37, 64, 100):
    x = torch.randn(4, n) / 2 + 1
    print(n, 'float32', hexs(x.prod(1)), hexs(x.prod()), hexs(x.prod(0)[:4]))
    print(n, 'float64', hexs(x.double().prod(1)), hexs(x.double().prod()))
x0 = torch.randn(3, 37) / 2 + 1
for zeros in ([], [(0, 3)], [(0, 3), (1, 5)], [(0, 3), (0, 8)]):
    x = x0.clone()
    for i, j in zeros:
        x[i, j] = 0
    for f in (lambda t: t.prod(1), lambda t: t.prod(0), lambda t: t.prod(), lambda t: t.prod(1, keepdim=True)):
        xr = x.clone().requires_grad_()
        y = f(xr)
        y.backward(torch.linspace(0.5, 1.5, y.numel()).view(y.shape))
        print(len(zeros), y.grad_fn.name(), hexs(xr.grad))
x = torch.tensor([2., 0., 3.], requires_grad=True)
print(torch.autograd.grad(x.prod(), x)[0])
x0 = torch.randn(6, 37)
for f in (lambda t: t.var(1), lambda t: t.std(0, unbiased=False), lambda t: t.var(), lambda t: t.std(), lambda t: t.std(1, keepdim=True),
          lambda t: t[:, :1].std(1), lambda t: t.var(0, correction=0)):
    x = x0.clone().requires_grad_()
    y = f(x)
    y.backward(torch.ones_like(y) * 0.7)
    print(y.grad_fn.name(), hexs(y)[:200], hexs(x.grad)[:600])
