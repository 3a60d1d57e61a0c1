# Collaborative filtering: user and item embeddings with biases, trained on observed ratings only
import torch
import torch.nn as nn

torch.manual_seed(0)
n_users, n_items, k_true = 8, 10, 2
U = torch.randn(n_users, k_true)
V = torch.randn(n_items, k_true)
R = U @ V.T + 3.0
mask = torch.rand(n_users, n_items) < 0.6
users, items = mask.nonzero(as_tuple=True)
ratings = R[users, items]
print(mask.sum().item(), users[:8].tolist(), items[:8].tolist())
print(ratings[:5])


class MF(nn.Module):
    def __init__(self, n_users, n_items, dim=3):
        super().__init__()
        self.user = nn.Embedding(n_users, dim)
        self.item = nn.Embedding(n_items, dim)
        self.user_bias = nn.Embedding(n_users, 1)
        self.item_bias = nn.Embedding(n_items, 1)
        self.global_bias = nn.Parameter(torch.zeros(1))
        for emb in (self.user, self.item):
            nn.init.normal_(emb.weight, std=0.1)
        for emb in (self.user_bias, self.item_bias):
            nn.init.zeros_(emb.weight)

    def forward(self, u, i):
        dot = (self.user(u) * self.item(i)).sum(dim=1)
        return dot + self.user_bias(u).squeeze(1) + self.item_bias(i).squeeze(1) + self.global_bias


model = MF(n_users, n_items)
print(model)
opt = torch.optim.Adam(model.parameters(), lr=0.05, weight_decay=1e-4)
for epoch in range(200):
    pred = model(users, items)
    loss = nn.functional.mse_loss(pred, ratings)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 40 == 0 or epoch == 199:
        print(f"epoch {epoch:3d} rmse {loss.sqrt().item():.4f}")

with torch.no_grad():
    full = model(torch.arange(n_users).repeat_interleave(n_items), torch.arange(n_items).repeat(n_users)).view(n_users, n_items)
    held_out = ~mask
    print("held-out rmse", round(((full - R)[held_out] ** 2).mean().sqrt().item(), 3))
    top = full.masked_fill(mask, float("-inf")).topk(2, dim=1).indices
    print(top[:4].tolist())
    print(round(model.global_bias.item(), 3))

# sparse gradients with SparseAdam: only the rows that were looked up get a gradient
emb = nn.Embedding(6, 3, sparse=True)
out = emb(torch.tensor([1, 4, 1])).sum()
out.backward()
g = emb.weight.grad
print(g.is_sparse, g.layout, g.coalesce().indices(), g.coalesce().values())
sopt = torch.optim.SparseAdam(emb.parameters(), lr=0.1)
before = emb.weight.detach().clone()
sopt.step()
print((emb.weight.detach() != before).any(dim=1))
try:
    torch.optim.Adam(emb.parameters()).step()
except RuntimeError as e:
    print("RuntimeError:", e)
dense = nn.Embedding(6, 3, max_norm=1.0)
with torch.no_grad():
    dense.weight.mul_(10)
dense(torch.tensor([0, 2]))
print(dense.weight.detach().norm(dim=1))
bag = nn.EmbeddingBag(6, 3, mode="mean")
bag.weight = emb.weight
print(torch.allclose(bag(torch.tensor([[1, 4]])), emb(torch.tensor([1, 4])).mean(0, keepdim=True)))
