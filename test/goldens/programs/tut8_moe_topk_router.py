# A tiny mixture-of-experts layer: top-k gating, per-expert dispatch with index_add_, load-balancing loss
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class Expert(nn.Module):
    def __init__(self, d, h):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d, h), nn.GELU(), nn.Linear(h, d))

    def forward(self, x):
        return self.net(x)


class MoE(nn.Module):
    def __init__(self, d=6, h=8, n_experts=4, k=2):
        super().__init__()
        self.k = k
        self.n_experts = n_experts
        self.gate = nn.Linear(d, n_experts, bias=False)
        self.experts = nn.ModuleList([Expert(d, h) for _ in range(n_experts)])

    def forward(self, x):
        logits = self.gate(x)
        probs = logits.softmax(dim=-1)
        topv, topi = probs.topk(self.k, dim=-1)
        topv = topv / topv.sum(dim=-1, keepdim=True)
        out = torch.zeros_like(x)
        for e, expert in enumerate(self.experts):
            token, slot = (topi == e).nonzero(as_tuple=True)
            if token.numel() == 0:
                continue
            y = expert(x[token]) * topv[token, slot].unsqueeze(-1)
            out.index_add_(0, token, y)
        counts = F.one_hot(topi[:, 0], self.n_experts).float().mean(0)
        importance = probs.mean(0)
        aux = self.n_experts * (counts * importance).sum()
        return out, aux, topi


moe = MoE()
print(moe.experts[0])
print("params:", sum(p.numel() for p in moe.parameters()))
x = torch.randn(10, 6)
out, aux, topi = moe(x)
print(topi)
print("tokens per expert:", torch.bincount(topi.flatten(), minlength=4))
print(out[:3])
print("aux loss:", aux)
target = torch.randn(10, 6)
opt = torch.optim.Adam(moe.parameters(), lr=0.01)
for step in range(10):
    out, aux, _ = moe(x)
    loss = F.mse_loss(out, target) + 0.01 * aux
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 3 == 0:
        print(step, round(loss.item(), 5), round(aux.item(), 5))
print(moe.gate.weight.grad.norm())
print([e.net[0].weight.grad is None for e in moe.experts])
