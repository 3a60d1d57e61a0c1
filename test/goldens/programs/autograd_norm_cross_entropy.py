# gradient of a norm at zero, and cross_entropy with label smoothing (class indices, weights, ignore_index,
# reductions, and class-probability targets)
import torch
import torch.nn.functional as F
x = torch.zeros(3, requires_grad=True)
x.norm().backward()
print(x.grad)
x.grad = None
x.norm(dim=0).backward(); print(x.grad)
x.grad = None
torch.linalg.vector_norm(x).backward(); print(x.grad)
torch.manual_seed(0)
logits = torch.randn(5, 4, requires_grad=True)
tgt = torch.tensor([0, 1, 3, 2, 1])
w = torch.tensor([1.0, 2.0, 0.5, 1.5])
for kw in [{}, {"weight": w}, {"ignore_index": 1}, {"weight": w, "ignore_index": 3}]:
    for red in ["mean", "sum", "none"]:
        out = F.cross_entropy(logits, tgt, label_smoothing=0.1, reduction=red, **kw)
        g, = torch.autograd.grad(out.sum(), logits)
        print(sorted(kw), red, out.detach())
        print(g)
probs = torch.softmax(torch.randn(5, 4), 1)
for kw in [{}, {"weight": w}]:
    for red in ["mean", "sum", "none"]:
        print(red, F.cross_entropy(logits, probs, label_smoothing=0.1, reduction=red, **kw).detach())
