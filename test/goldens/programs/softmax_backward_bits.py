# softmax / log_softmax backward kernels to the bit: row sums in Vectorized reduce_all's lane order (8 float32
# lanes, 4 float64 ones, shorter rows in order), softmax's fused sum of grad * output, log_softmax's single-rounding
# grad - exp(output) * sum with SLEEF's exp, and along other dims the in-order sums with the scalar tail's exp.
import torch

torch.manual_seed(0)
lengths = list(range(1, 41)) + [100]

for n in lengths:
    x = torch.randn(3, n, requires_grad=True)
    g = torch.randn(3, n)
    torch.softmax(x, 1).backward(g)
    print("softmax", n, x.grad.tolist())
    x.grad = None
    torch.log_softmax(x, 1).backward(g)
    print("log_softmax", n, x.grad.tolist())

for shape, dim in [((7, 3), 0), ((4, 13), 0), ((3, 5, 9), 1), ((2, 6, 21), 1), ((3, 4, 16), 0), ((5, 2, 3), 1),
                   ((4, 1), 0), ((3, 4, 1), 1), ((2, 3, 40), -2)]:
    x = torch.randn(shape, requires_grad=True)
    g = torch.randn(shape)
    torch.softmax(x, dim).backward(g)
    print("softmax dim", shape, dim, x.grad.tolist())
    x.grad = None
    torch.log_softmax(x, dim).backward(g)
    print("log_softmax dim", shape, dim, x.grad.tolist())

# the kernels called directly, float64 ones on float32 values; float64 rows take SLEEF's double exp
for dtype in [torch.float32, torch.float64]:
    for n in [1, 3, 4, 5, 8, 11, 17, 40]:
        g = torch.randn(3, n).to(dtype)
        y = torch.rand(3, n).to(dtype)
        print("_softmax_backward_data", dtype, n, torch._softmax_backward_data(g, y, 1, dtype).tolist())
        print("_log_softmax_backward_data", dtype, n, torch._log_softmax_backward_data(g, -3 * y, 1, dtype).tolist())
        print("softmax", dtype, n, torch.softmax(3 * g, 1).tolist())
    g = torch.randn(3, 5, 9).to(dtype)
    y = torch.rand(3, 5, 9).to(dtype)
    print("_softmax_backward_data dim", dtype, torch._softmax_backward_data(g, y, 1, dtype).tolist())

# double backward through the kernels' own derivatives
for f in (torch.softmax, torch.log_softmax):
    x = torch.randn(3, 10, requires_grad=True)
    g = torch.randn(3, 10, requires_grad=True)
    y = f(x, 1)
    gx, = torch.autograd.grad(y, x, g, create_graph=True)
    gg, gx2 = torch.autograd.grad((gx * torch.randn(3, 10)).sum(), [g, x])
    print(f.__name__, gx.grad_fn.name(), [n[0].name() for n in gx.grad_fn.next_functions])
    print(gg.tolist())
    print(gx2.tolist())

s = torch.tensor(2.0, requires_grad=True)
torch.log_softmax(s, 0).backward()
print(s.grad)

# float64 operands with full 53-bit values (fractional parts of multiples of irrational-ish steps): softmax's sum
# adds each product fused, along the last dim and the others; log_softmax's rows take SLEEF's exp (along other dims
# the tail's is the C library's, which this engine's can differ from)
def frac(start, step, shape):
    v = torch.arange(start, start + torch.Size(shape).numel()).double() * step
    return (v - v.floor()).reshape(shape)


for shape, dim in [((4, 3), 1), ((4, 9), 1), ((3, 33), 1), ((3, 33), 0), ((3, 5, 9), 1), ((5, 2, 3), 1)]:
    g = frac(0, 0.6180339887498949, shape) - 0.5
    y = frac(3, 0.41421356237309515, shape)
    print("_softmax_backward_data float64", shape, dim, torch._softmax_backward_data(g, y, dim, torch.float64).tolist())
    if dim == len(shape) - 1:
        print("_log_softmax_backward_data float64", shape, dim,
              torch._log_softmax_backward_data(g, -3 * y, dim, torch.float64).tolist())
