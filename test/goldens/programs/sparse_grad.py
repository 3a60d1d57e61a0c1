# Gradients through sparse tensors: into the values, into a sparse leaf, and Embedding's sparse gradient.
import torch
from torch import nn

torch.manual_seed(0)
i = torch.tensor([[0, 1, 1, 2], [2, 0, 2, 1]])
v = torch.randn(4, requires_grad=True)
s = torch.sparse_coo_tensor(i, v, (3, 3))
print(s.requires_grad, s.is_leaf, type(s.grad_fn).__name__)
print(s)
print(s.coalesce())
print(s._values().requires_grad, type(s.coalesce().values().grad_fn).__name__)
for name, r in (("to_dense", s.to_dense()), ("add", s + s), ("sub", s - s), ("mul", s * 2), ("neg", -s), ("t", s.t()),
                ("sum", torch.sparse.sum(s)), ("sum dim", torch.sparse.sum(s, 0)), ("softmax", torch.sparse.softmax(s, 1)),
                ("log_softmax", torch.sparse.log_softmax(s, 0)), ("sqrt", s.abs().sqrt()), ("pow", s.pow(3)),
                ("sparse.mm", torch.sparse.mm(s, torch.ones(3, 1))), ("to_sparse", s.to_dense().to_sparse())):
    print(name, type(r.grad_fn).__name__)
d = torch.randn(3, 2, requires_grad=True)
y = torch.sparse.mm(s, d)
y.pow(2).sum().backward()
print(v.grad)
print(d.grad)

leaf = torch.sparse_coo_tensor(i, torch.randn(4), (3, 3), requires_grad=True)
print(leaf.requires_grad, leaf.is_leaf, leaf.grad_fn)
try:
    leaf @ d  # mm's backward reads self's strides
except RuntimeError as e:
    print("RuntimeError:", e)
torch.sparse.mm(leaf, d).sum().backward()
print(leaf.grad)
leaf.grad = None
leaf.to_dense().pow(2).sum().backward()
print(leaf.grad)
leaf.grad = None
(leaf * 3 + leaf).to_dense().sum().backward()
print(leaf.grad)
leaf.grad = None
torch.sparse.sum(torch.sparse.softmax(leaf, 1) * torch.tensor(2.0)).backward()
print(leaf.grad)

emb = nn.Embedding(6, 3, sparse=True)
print(emb)
out = emb(torch.tensor([[1, 2], [1, 5]]))
out.sum().backward()
print(emb.weight.grad)
print(emb.weight.grad.is_sparse, emb.weight.grad.is_coalesced())
(emb(torch.tensor([0, 1])) * 2).sum().backward()
print(emb.weight.grad)
print(emb.weight.grad.coalesce())

pad = nn.Embedding(5, 2, padding_idx=0, sparse=True)
pad(torch.tensor([0, 3, 0, 4])).sum().backward()
print(pad.weight.grad)

# optimizers that take sparse gradients
for make in (lambda p: torch.optim.SGD(p, lr=0.5), lambda p: torch.optim.Adagrad(p, lr=0.5),
             lambda p: torch.optim.SparseAdam(p, lr=0.5)):
    torch.manual_seed(1)
    table = nn.Embedding(5, 2, sparse=True)
    opt = make(table.parameters())
    for _ in range(3):
        opt.zero_grad()
        table(torch.tensor([1, 3, 1])).pow(2).sum().backward()
        opt.step()
    print(type(opt).__name__, table.weight)
try:
    torch.optim.Adagrad(emb.parameters(), weight_decay=0.1).step()
except RuntimeError as e:
    print("RuntimeError:", e)

# EmbeddingBag(sparse=True): one gradient row per index looked up, scaled as its bag's mode and weights say
torch.manual_seed(2)
for mode in ("sum", "mean"):
    bag = nn.EmbeddingBag(6, 3, mode=mode, sparse=True)
    out = bag(torch.tensor([1, 2, 4, 5, 4, 3, 2]), torch.tensor([0, 3, 5]))
    (out * torch.arange(9.0).reshape(3, 3)).sum().backward()
    print(bag.weight.grad)
bag = nn.EmbeddingBag(6, 3, mode="sum", sparse=True, padding_idx=2)
bag(torch.tensor([[1, 2], [2, 4]]), per_sample_weights=torch.tensor([[0.5, 1.0], [2.0, 3.0]])).sum().backward()
print(bag.weight.grad)
