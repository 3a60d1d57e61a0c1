# rrelu in place, in and out of training: the values and the gradients reach the input (an in-place rrelu used to
# fail its backward, having saved the input it then overwrote).
import torch
import torch.nn.functional as F

torch.manual_seed(0)
leaf = torch.randn(3, 4, requires_grad=True)
for training in (False, True):
    for inplace in (False, True):
        leaf.grad = None
        y = F.rrelu(leaf * 1.0, 0.1, 0.4, training=training, inplace=inplace)
        (y * torch.arange(12.0).reshape(3, 4)).sum().backward()
        print(training, inplace, y.detach(), leaf.grad, sep="\n")
m = torch.nn.RReLU(inplace=True).eval()
leaf.grad = None
m(leaf * 2.0).sum().backward()
print(leaf.grad)
