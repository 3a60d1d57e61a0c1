# Matrix factorization recommender with nn.Embedding user/item factors and biases.
import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(7)
np.random.seed(7)
n_users, n_items, k = 8, 10, 3
true_u = np.random.randn(n_users, k)
true_i = np.random.randn(n_items, k)
R = true_u @ true_i.T + 3.0
mask = np.random.rand(n_users, n_items) < 0.6
users, items = np.nonzero(mask)
ratings = R[users, items].astype(np.float32)
print(len(ratings), ratings[:4])


class MF(nn.Module):
    def __init__(self, n_users, n_items, n_factors=3):
        super().__init__()
        self.user_factors = nn.Embedding(n_users, n_factors)
        self.item_factors = nn.Embedding(n_items, n_factors)
        self.user_bias = nn.Embedding(n_users, 1)
        self.item_bias = nn.Embedding(n_items, 1)
        nn.init.normal_(self.user_factors.weight, std=0.1)
        nn.init.normal_(self.item_factors.weight, std=0.1)
        nn.init.zeros_(self.user_bias.weight)
        nn.init.zeros_(self.item_bias.weight)
        self.global_bias = nn.Parameter(torch.tensor(3.0))

    def forward(self, u, i):
        dot = (self.user_factors(u) * self.item_factors(i)).sum(1)
        return dot + self.user_bias(u).squeeze(-1) + self.item_bias(i).squeeze(-1) + self.global_bias


model = MF(n_users, n_items)
print(model)
print(sum(p.numel() for p in model.parameters()))
u_t = torch.from_numpy(users).long()
i_t = torch.from_numpy(items)
r_t = torch.from_numpy(ratings)
print(u_t.dtype, i_t.dtype, r_t.dtype)
opt = torch.optim.SGD(model.parameters(), lr=0.05, weight_decay=1e-4)
loss_fn = nn.MSELoss()
for epoch in range(100):
    perm = torch.randperm(len(r_t))
    for start in range(0, len(r_t), 16):
        idx = perm[start:start + 16]
        opt.zero_grad()
        loss = loss_fn(model(u_t[idx], i_t[idx]), r_t[idx])
        loss.backward()
        opt.step()
    if epoch % 25 == 0:
        with torch.no_grad():
            rmse = torch.sqrt(loss_fn(model(u_t, i_t), r_t))
        print(f"epoch {epoch:3d} train RMSE {rmse:.4f}")
with torch.no_grad():
    full = model.user_factors.weight @ model.item_factors.weight.T
    full += model.user_bias.weight + model.item_bias.weight.T + model.global_bias
print(full.shape, full[0, :4])
scores = full.clone()
scores[torch.from_numpy(mask)] = float("-inf")
top = torch.topk(scores, 3, dim=1)
print(top.indices[:3])
print(top.values[:2])
print(model.user_factors.weight.grad.shape, model.global_bias.grad)
try:
    model(torch.tensor([n_users]), torch.tensor([0]))
except IndexError as e:
    print("IndexError:", e)
