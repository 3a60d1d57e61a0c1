import torch
import torch.nn as nn
from torch.nn.modules.adaptive import AdaptiveLogSoftmaxWithLoss, _ASMoutput

torch.manual_seed(0)
asm = nn.AdaptiveLogSoftmaxWithLoss(8, 10, cutoffs=[3, 6], div_value=2.0)
print(asm)
print(asm.cutoffs, asm.shortlist_size, asm.n_clusters, asm.head_size)
print([(n, tuple(p.shape)) for n, p in asm.named_parameters()])
x = torch.randn(6, 8, requires_grad=True)
target = torch.tensor([0, 4, 9, 2, 7, 5])
out = asm(x, target)
print(type(out).__name__, out._fields, isinstance(out, _ASMoutput))
print(out.output, out.loss)
out.loss.backward()
print(x.grad[:2])
print(asm.head.weight.grad[:, :3])
print(asm.tail[1][1].weight.grad)
lp = asm.log_prob(x)
print(lp.shape, lp.exp().sum(1))
print(torch.allclose(lp.gather(1, target.unsqueeze(1)).squeeze(1), out.output))
print(asm.predict(x), lp.argmax(1))
single = asm(x[1], target[1])
print(single.output, single.loss)

# predict where the head picks clusters for every row, and for none
torch.manual_seed(1)
b = AdaptiveLogSoftmaxWithLoss(4, 6, [2], head_bias=True)
with torch.no_grad():
    b.head.bias.copy_(torch.tensor([0., 0., 10.]))
print(b.predict(torch.randn(3, 4)), b)
with torch.no_grad():
    b.head.bias.copy_(torch.tensor([10., 0., -10.]))
print(b.predict(torch.randn(3, 4)))
with torch.no_grad():
    b.head.bias.copy_(torch.tensor([0., 0., 0.]))
    b.head.weight.copy_(torch.tensor([[1., 0, 0, 0], [0, 0, 0, 0], [-1., 0, 0, 0]]))
print(b.predict(torch.tensor([[5., 0, 0, 0], [-5., 0, 0, 0]])))
print(nn.AdaptiveLogSoftmaxWithLoss(16, 100, (10, 50), div_value=4.0).tail)

for f in [lambda: nn.AdaptiveLogSoftmaxWithLoss(8, 10, [5, 3]),
          lambda: nn.AdaptiveLogSoftmaxWithLoss(8, 10, [0, 3]), lambda: nn.AdaptiveLogSoftmaxWithLoss(8, 10, [3, 10]),
          lambda: nn.AdaptiveLogSoftmaxWithLoss(8, 10, [3, 3]), lambda: asm(x, target[:3]),
          lambda: asm(x[0], target), lambda: asm(x.unsqueeze(0), target), lambda: asm(x[0], target[0:1].view(())).output,
          lambda: asm(x, torch.tensor([0, 1, 2, 3, 4, 10])), lambda: asm(x, target.view(2, 3)),
          lambda: asm(x, torch.tensor([-1, 1, 2, 3, 4, 5]))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
