# REINFORCE with a Categorical policy on a tiny hand-written corridor environment.
import random
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Categorical

random.seed(0)
np.random.seed(0)
torch.manual_seed(0)


class Corridor:
    def __init__(self, n=6):
        self.n = n

    def reset(self):
        self.pos = 0
        self.t = 0
        return self._obs()

    def _obs(self):
        o = np.zeros(self.n, dtype=np.float32)
        o[self.pos] = 1.0
        return o

    def step(self, action):
        self.t += 1
        self.pos = max(0, min(self.n - 1, self.pos + (1 if action == 1 else -1)))
        done = self.pos == self.n - 1 or self.t >= 20
        reward = 1.0 if self.pos == self.n - 1 else -0.05
        return self._obs(), reward, done, {}


class Policy(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.fc1 = nn.Linear(n, 32)
        self.fc2 = nn.Linear(32, 2)

    def forward(self, x):
        return F.softmax(self.fc2(F.relu(self.fc1(x))), dim=-1)


env = Corridor()
policy = Policy(env.n)
optimizer = torch.optim.Adam(policy.parameters(), lr=1e-2)
gamma = 0.99
eps = np.finfo(np.float32).eps.item()
print(eps)

state = torch.from_numpy(env.reset()).float().unsqueeze(0)
probs = policy(state)
m = Categorical(probs)
print(m)
print(probs, m.entropy())
a = m.sample()
print(a, m.log_prob(a), a.item())

running = 0
for episode in range(30):
    state, ep_reward = env.reset(), 0
    log_probs, rewards = [], []
    for t in range(20):
        s = torch.from_numpy(state).float().unsqueeze(0)
        m = Categorical(policy(s))
        action = m.sample()
        log_probs.append(m.log_prob(action))
        state, reward, done, _ = env.step(action.item())
        rewards.append(reward)
        ep_reward += reward
        if done:
            break
    R, returns = 0, []
    for r in rewards[::-1]:
        R = r + gamma * R
        returns.insert(0, R)
    returns = torch.tensor(returns)
    returns = (returns - returns.mean()) / (returns.std() + eps)
    loss = torch.cat([-lp * R for lp, R in zip(log_probs, returns)]).sum()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    running = 0.05 * ep_reward + 0.95 * running
    if episode % 10 == 0:
        print(f"Episode {episode}\tLast reward: {ep_reward:.2f}\tAverage reward: {running:.2f}\tlen {len(rewards)}")
print(returns.dtype, returns.shape, loss.grad_fn.name())
with torch.no_grad():
    allp = policy(torch.eye(env.n))
print(allp.argmax(1), allp.max(1).values)
