# torch.Size as the tutorials use it: a tuple of ints, sliced, added to, compared, hashed, and what it refuses
import torch
s = torch.ones(2, 3, 4).shape
print(s, s[1:], s + (5,), (1,) + s, s.numel(), len(s), s == (2, 3, 4), s == torch.Size([2, 3, 4]), list(s), tuple(s), s[-1], s.count(2), s.index(3))
print(type(s[1:]).__name__, type(s + (5,)).__name__, torch.Size([2, 3]) * 2 if False else None, repr(torch.Size()), str(s), f"{s}")
a, b, c = s
print(a * b * c, torch.zeros(s).shape, torch.zeros(*s).shape, torch.ones(s[1:]).shape, torch.empty(s).new_zeros(s[:1]).shape)
try:
    torch.Size([2.5])
except TypeError as e:
    print(type(e).__name__, e)
print(hash(s) == hash((2, 3, 4)), {s: 1}[(2, 3, 4)], max(s), sum(s), sorted(s, reverse=True), s.__class__.__module__)
x = torch.randn(2, 3)
print(x.size(-1), x.size(dim=0), x.shape[0], x.dim(), x.ndimension(), x.nelement(), x.numel(), torch.numel(x))
print(torch.Size([torch.tensor(3), 2]), torch.Size((True, 2)))
try:
    torch.Size(["a"])
except TypeError as e:
    print(e)
try:
    torch.Size([torch.tensor(2.0)])
except TypeError as e:
    print(e)
try:
    torch.Size([torch.tensor([1, 2])])
except TypeError as e:
    print(e)
