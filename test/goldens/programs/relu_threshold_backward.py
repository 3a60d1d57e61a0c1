# relu's gradient is threshold_backward(grad, result, 0): a selection, so masked negative or nan gradients give
# 0 (not -0 or nan) and a nan input passes its gradient; its own gradient is ThresholdBackwardBackward0
import torch
x = torch.tensor([-1.0, 2.0, -3.0, float('nan'), 0.0, 5.0], requires_grad=True)
y = torch.relu(x)
y.backward(torch.tensor([-1.0, -2.0, float('nan'), 1.0, -4.0, float('nan')]))
print(x.grad, 1 / x.grad)
print(y.grad_fn.name())
# double backward through relu's gradient
x = torch.tensor([-1.5, 0.5, 2.0], dtype=torch.float64, requires_grad=True)
g = torch.tensor([3.0, -1.0, 2.0], dtype=torch.float64, requires_grad=True)
(gx,) = torch.autograd.grad(torch.relu(x), x, g, create_graph=True)
print(gx, gx.grad_fn.name())
gg, xx = torch.autograd.grad(gx.sum() * 2, [g, x], allow_unused=True)
print(gg, xx)
# in-place relu_, relu in nn.ReLU and F.relu
x = torch.tensor([[-2.0, 1.0], [0.0, -0.0]], requires_grad=True)
y = x * 1
torch.nn.ReLU(inplace=True)(y)
y.backward(torch.full((2, 2), -1.0))
print(x.grad, 1 / x.grad)
x = torch.randn(3, 4, dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(torch.relu, (x,)))
