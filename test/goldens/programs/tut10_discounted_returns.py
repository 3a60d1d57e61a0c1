# Reward bookkeeping from RL tutorials with cumulative ops: discounted returns by a reversed loop and by a
# flip/cumsum trick, generalised advantage estimation, masking episode ends, return normalisation, and
# cummax/cumprod/logcumsumexp along the way.
import torch

torch.manual_seed(0)
gamma, lam = 0.9, 0.95
rewards = torch.tensor([1.0, 0.0, 0.0, 1.0, 0.0, 2.0, 0.0, 1.0])
dones = torch.tensor([0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0, 0.0])
values = torch.randn(9) * 0.5


def returns_loop(r, d, gamma, bootstrap=0.0):
    out, running = [], bootstrap
    for t in reversed(range(len(r))):
        running = r[t] + gamma * running * (1 - d[t])
        out.insert(0, running)
    return torch.stack(out)


R = returns_loop(rewards, torch.zeros(8), gamma)
print(R)
# without episode ends: G_t = sum_k gamma^k r_{t+k} = (cumsum of gamma^t r_t reversed) / gamma^t
powers = gamma ** torch.arange(8.0)
R2 = (powers * rewards).flip(0).cumsum(0).flip(0) / powers
print(torch.allclose(R, R2))
print(returns_loop(rewards, dones, gamma))

deltas = rewards + gamma * values[1:] * (1 - dones) - values[:-1]
adv = torch.zeros(8)
gae = 0.0
for t in reversed(range(8)):
    gae = deltas[t] + gamma * lam * (1 - dones[t]) * gae
    adv[t] = gae
print(adv)
returns = adv + values[:-1]
print(returns)
norm = (adv - adv.mean()) / (adv.std() + 1e-8)
print(norm, norm.mean().abs().item() < 1e-6, round(norm.std().item(), 4))

print(torch.cummax(rewards, 0))
print(torch.cummin(values, 0).indices)
print(torch.cumprod(torch.full((5,), gamma), 0))
print(torch.logcumsumexp(torch.tensor([0.0, 1.0, 2.0, -1.0]), 0))
print(rewards.cumsum(0, dtype=torch.float64))
m = torch.tensor([[1, 2, 3], [4, 5, 6]])
print(m.cumsum(1), m.cumsum(dim=0), m.cumprod(1).dtype)
print(torch.diff(R), torch.diff(torch.tensor([1, 4, 9, 16]), n=2), torch.diff(m, dim=0, prepend=torch.zeros(1, 3, dtype=torch.long)))

# episode returns from a flat reward stream split at the done flags
ends = (dones == 1).nonzero().squeeze(1) + 1
chunks = torch.tensor_split(rewards, ends)
print([c.tolist() for c in chunks], [c.sum().item() for c in chunks])
