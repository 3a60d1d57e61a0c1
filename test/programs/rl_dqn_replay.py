# DQN with a deque replay buffer, epsilon-greedy actions and a target network on a grid walk.
import random
from collections import deque, namedtuple
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

random.seed(3)
torch.manual_seed(3)

Transition = namedtuple("Transition", ("state", "action", "next_state", "reward"))


class ReplayMemory:
    def __init__(self, capacity):
        self.memory = deque([], maxlen=capacity)

    def push(self, *args):
        self.memory.append(Transition(*args))

    def sample(self, batch_size):
        return random.sample(self.memory, batch_size)

    def __len__(self):
        return len(self.memory)


class DQN(nn.Module):
    def __init__(self, n_obs, n_actions):
        super().__init__()
        self.layer1 = nn.Linear(n_obs, 24)
        self.layer2 = nn.Linear(24, 24)
        self.layer3 = nn.Linear(24, n_actions)

    def forward(self, x):
        x = F.relu(self.layer1(x))
        x = F.relu(self.layer2(x))
        return self.layer3(x)


N = 5
policy_net = DQN(2, 4)
target_net = DQN(2, 4)
print(target_net.load_state_dict(policy_net.state_dict()))
target_net.eval()
optimizer = torch.optim.AdamW(policy_net.parameters(), lr=1e-3, amsgrad=True)
memory = ReplayMemory(200)
EPS_START, EPS_END, EPS_DECAY, GAMMA, TAU, BATCH = 0.9, 0.05, 100, 0.9, 0.05, 16
steps_done = 0
moves = [(0, 1), (1, 0), (0, -1), (-1, 0)]


def select_action(state):
    global steps_done
    sample = random.random()
    eps_threshold = EPS_END + (EPS_START - EPS_END) * math.exp(-1.0 * steps_done / EPS_DECAY)
    steps_done += 1
    if sample > eps_threshold:
        with torch.no_grad():
            return policy_net(state).max(1).indices.view(1, 1)
    return torch.tensor([[random.randrange(4)]], dtype=torch.long)


def optimize_model():
    if len(memory) < BATCH:
        return None
    batch = Transition(*zip(*memory.sample(BATCH)))
    non_final_mask = torch.tensor(tuple(map(lambda s: s is not None, batch.next_state)), dtype=torch.bool)
    non_final_next = torch.cat([s for s in batch.next_state if s is not None])
    state_batch = torch.cat(batch.state)
    action_batch = torch.cat(batch.action)
    reward_batch = torch.cat(batch.reward)
    q = policy_net(state_batch).gather(1, action_batch)
    next_values = torch.zeros(BATCH)
    with torch.no_grad():
        next_values[non_final_mask] = target_net(non_final_next).max(1).values
    expected = next_values * GAMMA + reward_batch
    loss = nn.SmoothL1Loss()(q, expected.unsqueeze(1))
    optimizer.zero_grad()
    loss.backward()
    torch.nn.utils.clip_grad_value_(policy_net.parameters(), 100)
    optimizer.step()
    return loss.item()


losses = []
for ep in range(12):
    pos = [0, 0]
    state = torch.tensor([pos], dtype=torch.float32)
    for t in range(15):
        action = select_action(state)
        dx, dy = moves[action.item()]
        pos = [min(N - 1, max(0, pos[0] + dx)), min(N - 1, max(0, pos[1] + dy))]
        done = pos == [N - 1, N - 1]
        reward = torch.tensor([1.0 if done else -0.1])
        next_state = None if done else torch.tensor([pos], dtype=torch.float32)
        memory.push(state, action, next_state, reward)
        state = next_state
        l = optimize_model()
        if l is not None:
            losses.append(l)
        tsd, psd = target_net.state_dict(), policy_net.state_dict()
        for key in psd:
            tsd[key] = psd[key] * TAU + tsd[key] * (1 - TAU)
        target_net.load_state_dict(tsd)
        if done:
            break
    print(f"episode {ep:2d} steps {t + 1:2d} memory {len(memory):3d} eps_steps {steps_done}")
print(len(losses), f"{sum(losses) / len(losses):.5f}", f"{min(losses):.6f}")
print(memory.memory[0])
with torch.no_grad():
    q = policy_net(torch.tensor([[0.0, 0.0], [4.0, 3.0]]))
print(q, q.max(1))
print(list(target_net.state_dict().keys()))
