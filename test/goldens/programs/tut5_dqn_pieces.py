# Tutorial "Reinforcement learning (DQN)": the namedtuple Transition and ReplayMemory, the three-layer DQN,
# epsilon-greedy select_action with the random module seeded, optimize_model with the non-final mask, SmoothL1Loss,
# clip_grad_value_ and the soft target-network update, on a tiny synthetic environment.
import math
import random
from collections import namedtuple, deque
from itertools import count

import torch
import torch.nn as nn
import torch.optim as optim
import torch.nn.functional as F

random.seed(0)
torch.manual_seed(0)
device = torch.device("cpu")

Transition = namedtuple('Transition', ('state', 'action', 'next_state', 'reward'))


class ReplayMemory(object):
    def __init__(self, capacity):
        self.memory = deque([], maxlen=capacity)

    def push(self, *args):
        """Save a transition"""
        self.memory.append(Transition(*args))

    def sample(self, batch_size):
        return random.sample(self.memory, batch_size)

    def __len__(self):
        return len(self.memory)


class DQN(nn.Module):
    def __init__(self, n_observations, n_actions):
        super(DQN, self).__init__()
        self.layer1 = nn.Linear(n_observations, 32)
        self.layer2 = nn.Linear(32, 32)
        self.layer3 = nn.Linear(32, n_actions)

    def forward(self, x):
        x = F.relu(self.layer1(x))
        x = F.relu(self.layer2(x))
        return self.layer3(x)


class ToyEnv:
    """A 1-d walk: the state is (position, velocity, 0, 0); action 1 pushes right; the episode ends past +-2."""

    def reset(self):
        self.pos = random.uniform(-0.05, 0.05)
        self.vel = 0.0
        self.t = 0
        return [self.pos, self.vel, 0.0, 0.0], {}

    def step(self, action):
        self.vel += 0.1 if action == 1 else -0.1
        self.pos += self.vel
        self.t += 1
        terminated = abs(self.pos) > 2.0
        truncated = self.t >= 20
        return [self.pos, self.vel, 0.0, 0.0], 1.0, terminated, truncated, {}


BATCH_SIZE = 8
GAMMA = 0.99
EPS_START = 0.9
EPS_END = 0.05
EPS_DECAY = 50
TAU = 0.005
LR = 1e-4

env = ToyEnv()
n_actions = 2
state, info = env.reset()
n_observations = len(state)
policy_net = DQN(n_observations, n_actions).to(device)
target_net = DQN(n_observations, n_actions).to(device)
target_net.load_state_dict(policy_net.state_dict())
print(policy_net)
optimizer = optim.AdamW(policy_net.parameters(), lr=LR, amsgrad=True)
memory = ReplayMemory(100)
steps_done = 0


def select_action(state):
    global steps_done
    sample = random.random()
    eps_threshold = EPS_END + (EPS_START - EPS_END) * math.exp(-1. * steps_done / EPS_DECAY)
    steps_done += 1
    if sample > eps_threshold:
        with torch.no_grad():
            return policy_net(state).max(1).indices.view(1, 1)
    else:
        return torch.tensor([[random.randrange(n_actions)]], device=device, dtype=torch.long)


def optimize_model():
    if len(memory) < BATCH_SIZE:
        return None
    transitions = memory.sample(BATCH_SIZE)
    batch = Transition(*zip(*transitions))
    non_final_mask = torch.tensor(tuple(map(lambda s: s is not None, batch.next_state)), device=device,
                                  dtype=torch.bool)
    non_final_next_states = torch.cat([s for s in batch.next_state if s is not None])
    state_batch = torch.cat(batch.state)
    action_batch = torch.cat(batch.action)
    reward_batch = torch.cat(batch.reward)
    state_action_values = policy_net(state_batch).gather(1, action_batch)
    next_state_values = torch.zeros(BATCH_SIZE, device=device)
    with torch.no_grad():
        next_state_values[non_final_mask] = target_net(non_final_next_states).max(1).values
    expected_state_action_values = (next_state_values * GAMMA) + reward_batch
    criterion = nn.SmoothL1Loss()
    loss = criterion(state_action_values, expected_state_action_values.unsqueeze(1))
    optimizer.zero_grad()
    loss.backward()
    torch.nn.utils.clip_grad_value_(policy_net.parameters(), 100)
    optimizer.step()
    return loss.item()


episode_durations = []
for i_episode in range(4):
    state, info = env.reset()
    state = torch.tensor(state, dtype=torch.float32, device=device).unsqueeze(0)
    losses = []
    for t in count():
        action = select_action(state)
        observation, reward, terminated, truncated, _ = env.step(action.item())
        reward = torch.tensor([reward], device=device)
        done = terminated or truncated
        if terminated:
            next_state = None
        else:
            next_state = torch.tensor(observation, dtype=torch.float32, device=device).unsqueeze(0)
        memory.push(state, action, next_state, reward)
        state = next_state
        loss = optimize_model()
        if loss is not None:
            losses.append(loss)
        target_net_state_dict = target_net.state_dict()
        policy_net_state_dict = policy_net.state_dict()
        for key in policy_net_state_dict:
            target_net_state_dict[key] = policy_net_state_dict[key] * TAU + target_net_state_dict[key] * (1 - TAU)
        target_net.load_state_dict(target_net_state_dict)
        if done:
            episode_durations.append(t + 1)
            break
    print(i_episode, t + 1, steps_done, losses[:2], losses[-1:] if losses else None)

print('Complete')
print(episode_durations, len(memory))
print(memory.memory[0])
durations_t = torch.tensor(episode_durations, dtype=torch.float)
print(durations_t, durations_t.mean())
print(policy_net.layer3.bias, target_net.layer3.bias)
print(optimizer.state_dict()['param_groups'][0]['amsgrad'], sorted(optimizer.state_dict()['state'][0].keys()))
# SmoothL1Loss around its beta and clip_grad_value_ on a tensor list.
print(nn.SmoothL1Loss(reduction='none')(torch.tensor([0.0, 0.5, 1.0, 3.0]), torch.zeros(4)))
print(nn.SmoothL1Loss(beta=0.5)(torch.tensor([0.2, -2.0]), torch.zeros(2)), F.smooth_l1_loss(torch.tensor([1.5]), torch.tensor([0.0]), beta=0.0))
p = torch.nn.Parameter(torch.zeros(3))
p.grad = torch.tensor([-150.0, 5.0, 300.0])
torch.nn.utils.clip_grad_value_([p], clip_value=100)
print(p.grad)
