# logsigmoid's gradient to the bit: PyTorch's backward kernel computes (max_deriv - sign * b / (1 + b)) * grad from
# the forward's buffer b = exp(-|x|) (SLEEF in the vectorised body, the C library in the tail); its double backward
# is grad * grad_output * (z - 1) * z. Checked through MultiLabelSoftMarginLoss and skip-gram style negative sampling.
import struct

import torch
import torch.nn.functional as F


def digest(t):
    return sum(struct.unpack("<Q" if t.dtype == torch.float64 else "<I",
                             struct.pack("<d" if t.dtype == torch.float64 else "<f", v))[0] for v in t.flatten().tolist()) % 1000003


torch.manual_seed(0)
# (float64's forward runs SLEEF's double exp and log1p in PyTorch, which this engine does not follow yet)
for dtype in (torch.float32,):
    for n in (7, 8, 17, 2003):
        x = (torch.randn(n, dtype=dtype) * 4).requires_grad_()
        g = torch.randn(n, dtype=dtype)
        y = F.logsigmoid(x)
        (gx,) = torch.autograd.grad(y, x, g, create_graph=True)
        (ggx,) = torch.autograd.grad(gx, x, torch.ones_like(gx))
        print(dtype, n, digest(y.detach()), digest(gx.detach()), digest(ggx), gx.grad_fn.name())
x = torch.randn(4, 6, requires_grad=True)
t = (torch.rand(4, 6) > 0.5).float()
torch.nn.MultiLabelSoftMarginLoss()(x, t).backward()
print(x.grad)
emb_in = torch.nn.Embedding(10, 4)
emb_out = torch.nn.Embedding(10, 4)
center, context, negatives = torch.tensor([1, 2]), torch.tensor([3, 4]), torch.tensor([[5, 6], [7, 8]])
pos = F.logsigmoid((emb_in(center) * emb_out(context)).sum(1))
neg = F.logsigmoid(-(emb_out(negatives) @ emb_in(center).unsqueeze(2)).squeeze(2)).sum(1)
loss = -(pos + neg).mean()
loss.backward()
print(loss, emb_in.weight.grad[1:3], emb_out.weight.grad[3:9])
w = torch.randn(5, dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(F.logsigmoid, (w,)), torch.autograd.gradgradcheck(F.logsigmoid, (w,)))
