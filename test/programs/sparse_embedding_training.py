# Training a bag-of-embeddings classifier whose table gets sparse gradients: nn.Embedding(sparse=True) stepped by
# SparseAdam, the dense layers by Adam.
import torch
from torch import nn

torch.manual_seed(0)
vocab, dim = 20, 4
emb = nn.Embedding(vocab, dim, sparse=True)
head = nn.Linear(dim, 2)
sparse_opt = torch.optim.SparseAdam(emb.parameters(), lr=0.1)
dense_opt = torch.optim.Adam(head.parameters(), lr=0.1)
print(sparse_opt)

# class 0 uses tokens 0-9, class 1 tokens 10-19
tokens = torch.randint(0, 10, (8, 5))
tokens[4:] += 10
labels = torch.tensor([0, 0, 0, 0, 1, 1, 1, 1])

out = head(emb(tokens[:2]).mean(1))
nn.functional.cross_entropy(out, labels[:2]).backward()
g = emb.weight.grad
print("grad:", g.layout, g.shape, "nnz", g._nnz(), "coalesced", g.is_coalesced())
print("rows touched:", sorted(set(g._indices()[0].tolist())))
print(g.coalesce().values())
print("rows never looked up keep a zero gradient:", g.to_dense()[10:].abs().sum().item())
emb.zero_grad(set_to_none=True)
head.zero_grad()
print(emb.weight.grad)

before = emb.weight.detach().clone()
for epoch in range(15):
    sparse_opt.zero_grad()
    dense_opt.zero_grad()
    loss = nn.functional.cross_entropy(head(emb(tokens).mean(1)), labels)
    loss.backward()
    sparse_opt.step()
    dense_opt.step()
    if epoch % 3 == 0:
        print(f"epoch {epoch:2d} loss {loss.item():.4f}")
changed = (emb.weight.detach() != before).any(1)
print("rows updated:", changed.nonzero().flatten().tolist())
print(emb.weight[:3])
print(sparse_opt.state[emb.weight]["step"], sparse_opt.state[emb.weight]["exp_avg"][:2])
try:
    torch.optim.SparseAdam([nn.Parameter(torch.zeros(2))]).step() or print("no grads, no step")
    p = nn.Parameter(torch.zeros(2))
    p.grad = torch.ones(2)
    torch.optim.SparseAdam([p]).step()
except RuntimeError as e:
    print("RuntimeError:", e)
