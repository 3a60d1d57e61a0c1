# REINFORCE on a multi-armed bandit and a tiny chain world: Categorical policies, log_prob, baselines, entropy bonus
import torch
import torch.nn as nn
from torch.distributions import Categorical

torch.manual_seed(0)
true_means = torch.tensor([0.1, 0.5, 0.9, 0.3])
logits = torch.zeros(4, requires_grad=True)
opt = torch.optim.Adam([logits], lr=0.1)
baseline = 0.0
for step in range(200):
    dist = Categorical(logits=logits)
    actions = dist.sample((16,))
    rewards = torch.bernoulli(true_means[actions])
    baseline = 0.9 * baseline + 0.1 * rewards.mean().item()
    loss = -(dist.log_prob(actions) * (rewards - baseline)).mean() - 0.01 * dist.entropy()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 50 == 0:
        print(step, dist.probs.detach().numpy().round(3), round(rewards.mean().item(), 3))
print(torch.softmax(logits, 0).detach().argmax().item(), Categorical(logits=logits).entropy().item() < 1.0)

# a 5-state chain: move left or right, reward at the right end
class Policy(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(5, 16), nn.Tanh(), nn.Linear(16, 2))

    def forward(self, s):
        return Categorical(logits=self.net(s))


def run_episode(policy, max_steps=12):
    s, log_probs, rewards = 0, [], []
    for _ in range(max_steps):
        dist = policy(nn.functional.one_hot(torch.tensor(s), 5).float())
        a = dist.sample()
        log_probs.append(dist.log_prob(a))
        s = min(4, s + 1) if a.item() == 1 else max(0, s - 1)
        rewards.append(1.0 if s == 4 else -0.05)
        if s == 4:
            break
    return torch.stack(log_probs), rewards


def discounted(rewards, gamma=0.95):
    out, g = [], 0.0
    for r in reversed(rewards):
        g = r + gamma * g
        out.insert(0, g)
    returns = torch.tensor(out)
    return (returns - returns.mean()) / (returns.std() + 1e-8) if len(out) > 1 else returns


print(discounted([-0.05, -0.05, 1.0]), discounted([1.0]))
policy = Policy()
opt = torch.optim.Adam(policy.parameters(), lr=0.02)
for episode in range(60):
    log_probs, rewards = run_episode(policy)
    returns = discounted(rewards)
    loss = -(log_probs * returns).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if episode % 15 == 0:
        print(episode, len(rewards), round(sum(rewards), 3))
with torch.no_grad():
    probs = policy(torch.eye(5)).probs
print(probs[:, 1].numpy().round(3))
d = Categorical(probs=torch.tensor([[0.2, 0.8], [0.5, 0.5]]))
print(d.batch_shape, d.event_shape, d.sample().shape, d.log_prob(torch.tensor([1, 0])), d.entropy(), d.logits)
try:
    Categorical(probs=torch.tensor([0.5, -0.5]))
except ValueError as e:
    print("ValueError:", str(e)[:90])
