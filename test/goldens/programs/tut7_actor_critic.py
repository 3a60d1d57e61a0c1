# Actor-critic / PPO loss pieces
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Categorical

torch.manual_seed(0)


class ActorCritic(nn.Module):
    def __init__(self, obs, act, hidden=16):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs, hidden), nn.Tanh())
        self.pi = nn.Linear(hidden, act)
        self.v = nn.Linear(hidden, 1)

    def forward(self, x):
        h = self.body(x)
        return Categorical(logits=self.pi(h)), self.v(h).squeeze(-1)


def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    adv = torch.zeros_like(rewards)
    last = 0.0
    for t in reversed(range(len(rewards))):
        nxt = values[t + 1] if t + 1 < len(values) else 0.0
        delta = rewards[t] + gamma * nxt * (1 - dones[t]) - values[t]
        last = delta + gamma * lam * (1 - dones[t]) * last
        adv[t] = last
    return adv


model = ActorCritic(4, 3)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
obs = torch.randn(8, 4)
with torch.no_grad():
    dist, values = model(obs)
    actions = dist.sample()
    old_logp = dist.log_prob(actions)
rewards = torch.randn(8)
dones = torch.tensor([0, 0, 0, 1, 0, 0, 0, 1.0])
adv = gae(rewards, values, dones)
returns = adv + values
adv = (adv - adv.mean()) / (adv.std() + 1e-8)
print(actions, old_logp)
print(adv, returns)
for epoch in range(3):
    dist, v = model(obs)
    logp = dist.log_prob(actions)
    ratio = torch.exp(logp - old_logp)
    s1 = ratio * adv
    s2 = torch.clamp(ratio, 0.8, 1.2) * adv
    policy_loss = -torch.min(s1, s2).mean()
    value_loss = F.mse_loss(v, returns)
    entropy = dist.entropy().mean()
    loss = policy_loss + 0.5 * value_loss - 0.01 * entropy
    opt.zero_grad()
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), 0.5)
    opt.step()
    print(epoch, f"{policy_loss.item():.6f} {value_loss.item():.6f} {entropy.item():.6f}")
    print(ratio.detach())
rets = []
R = 0.0
for r in reversed([1.0, 0.0, 1.0, 1.0]):
    R = r + 0.9 * R
    rets.insert(0, R)
print(torch.tensor(rets))
dist, v = model(obs[:4])
reinforce = -(dist.log_prob(actions[:4]) * (torch.tensor(rets) - v.detach())).sum()
print(reinforce, reinforce.grad_fn.name())
print(dist.probs, dist.logits)
