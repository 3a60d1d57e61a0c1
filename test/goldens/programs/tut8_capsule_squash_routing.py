# Dynamic routing between capsules on random features: squash, routing-by-agreement, margin loss
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


def squash(s, dim=-1, eps=1e-8):
    sq = (s ** 2).sum(dim=dim, keepdim=True)
    return sq / (1 + sq) * s / torch.sqrt(sq + eps)


class CapsLayer(nn.Module):
    def __init__(self, in_caps=6, in_dim=4, out_caps=3, out_dim=5, iters=3):
        super().__init__()
        self.iters = iters
        self.W = nn.Parameter(0.1 * torch.randn(1, in_caps, out_caps, out_dim, in_dim))

    def forward(self, u):
        u_hat = (self.W @ u[:, :, None, :, None]).squeeze(-1)
        b = torch.zeros(u.shape[0], u_hat.shape[1], u_hat.shape[2])
        for i in range(self.iters):
            c = F.softmax(b, dim=2)
            v = squash((c.unsqueeze(-1) * u_hat).sum(dim=1))
            if i < self.iters - 1:
                b = b + (u_hat * v.unsqueeze(1)).sum(-1)
        return v, c


def margin_loss(v, labels, m_pos=0.9, m_neg=0.1, lam=0.5):
    lengths = v.norm(dim=-1)
    t = F.one_hot(labels, v.shape[1]).float()
    loss = t * F.relu(m_pos - lengths) ** 2 + lam * (1 - t) * F.relu(lengths - m_neg) ** 2
    return loss.sum(1).mean()


s = torch.tensor([[3.0, 4.0], [0.1, 0.0]])
print(squash(s), squash(s).norm(dim=-1))
caps = CapsLayer()
u = squash(torch.randn(2, 6, 4))
v, c = caps(u)
print(v.shape, c.shape, c.sum(2)[0])
print(v.norm(dim=-1).detach())
labels = torch.tensor([0, 2])
opt = torch.optim.Adam(caps.parameters(), lr=0.05)
for step in range(6):
    v, c = caps(u)
    loss = margin_loss(v, labels)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 5))
print(v.norm(dim=-1).argmax(1), c[0, 0])
