# torch.pdist and F.pdist: pairwise row distances in upper-triangle order, for each p, with their errors.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(5, 3)
for p in [0, 1, 2, 3, 0.5, float("inf")]:
    print(p, torch.pdist(x, p=p))
print(F.pdist(x.double()))
print(torch.pdist(torch.tensor([[0.0, 0.0], [3.0, 4.0], [3.0, 4.0]])))
print(torch.pdist(torch.randn(1, 4)), torch.pdist(torch.randn(0, 2)), torch.pdist(torch.randn(3, 0)))
full = torch.cdist(x, x)
i, j = torch.triu_indices(5, 5, 1)
print(torch.allclose(full[i, j], torch.pdist(x)))
w = torch.randn(4, 2, requires_grad=True)
d = torch.pdist(w)
print(d.shape, d.grad_fn is not None)
d.sum().backward()
print(w.grad)
for bad in [torch.randn(3), torch.randn(2, 2, 2), torch.arange(6).view(3, 2)]:
    try:
        torch.pdist(bad)
    except RuntimeError as e:
        print("RuntimeError:", e)
try:
    torch.pdist(x, p=-1)
except RuntimeError as e:
    print("RuntimeError:", e)
