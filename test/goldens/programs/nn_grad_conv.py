# torch.nn.grad: the gradients of conv1d/2d/3d with respect to input and weight, as autograd computes them, and in
# a custom autograd.Function (the conv and batch-norm fusion tutorial's Conv2D).
import torch
import torch.nn.functional as F

torch.manual_seed(0)
for dims, conv, gi, gw in [(1, F.conv1d, torch.nn.grad.conv1d_input, torch.nn.grad.conv1d_weight),
                           (2, F.conv2d, torch.nn.grad.conv2d_input, torch.nn.grad.conv2d_weight),
                           (3, F.conv3d, torch.nn.grad.conv3d_input, torch.nn.grad.conv3d_weight)]:
    x = torch.randn((2, 4) + (7,) * dims, requires_grad=True)
    w = torch.randn((6, 2) + (3,) * dims, requires_grad=True)
    out = conv(x, w, None, 2, 1, 1, 2)
    go = torch.randn(out.shape)
    ex, ew = torch.autograd.grad(out, (x, w), go)
    ix = gi(x.shape, w, go, stride=2, padding=1, groups=2)
    iw = gw(x, w.shape, go, stride=2, padding=1, groups=2)
    print(dims, ix.shape, iw.shape, torch.equal(ix, ex), torch.equal(iw, ew), ix.requires_grad, iw.requires_grad)
    print(ix.flatten()[:5], iw.flatten()[:5])
    print((ix - ex).abs().max().item(), (iw - ew).abs().max().item())
print([n for n in dir(torch.nn.grad) if n.startswith("conv")])

# a custom Function using them, as in the conv/batch-norm fusion tutorial
class Conv2D(torch.autograd.Function):
    @staticmethod
    def forward(ctx, X, weight):
        ctx.save_for_backward(X, weight)
        return F.conv2d(X, weight)

    @staticmethod
    def backward(ctx, grad_out):
        X, weight = ctx.saved_tensors
        return (torch.nn.grad.conv2d_input(X.shape, weight, grad_out),
                torch.nn.grad.conv2d_weight(X, weight.shape, grad_out))


X = torch.rand(2, 3, 4, 4, requires_grad=True, dtype=torch.double)
W = torch.rand(5, 3, 3, 3, requires_grad=True, dtype=torch.double)
print(torch.autograd.gradcheck(Conv2D.apply, (X, W)))
Conv2D.apply(X, W).sum().backward()
print(X.grad.sum().item(), W.grad.sum().item())
