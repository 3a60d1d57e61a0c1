# REINFORCE on a toy contextual bandit: a softmax policy samples actions from Categorical, the loss is
# -log_prob * (reward - baseline), with an entropy bonus.
import torch
import torch.nn as nn
from torch.distributions import Categorical

torch.manual_seed(0)
policy = nn.Sequential(nn.Linear(4, 16), nn.Tanh(), nn.Linear(16, 3))
opt = torch.optim.Adam(policy.parameters(), lr=0.02)
target = torch.tensor([[1.0, 0.0, -1.0], [0.0, 2.0, 0.5], [-1.0, 0.5, 1.5], [0.3, 0.3, 0.3]])
baseline = 0.0
for step in range(50):
    states = torch.randn(8, 4)
    dist = Categorical(logits=policy(states))
    actions = dist.sample()
    rewards = (states @ target).gather(1, actions.unsqueeze(1)).squeeze(1)
    baseline = 0.9 * baseline + 0.1 * rewards.mean().item()
    loss = -(dist.log_prob(actions) * (rewards - baseline)).mean() - 0.01 * dist.entropy().mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 5 == 0 or step == 49:
        print(step, actions.tolist(), f"{loss.item():.6f}", f"{rewards.mean().item():.6f}")
print(policy(torch.ones(1, 4)))
print(Categorical(logits=policy(torch.eye(4))).probs)
