# Tabular Q-learning and value iteration on a small FrozenLake-style grid, with numpy and random for exploration.
import random
import numpy as np
import torch

random.seed(1)
np.random.seed(1)
torch.manual_seed(1)
grid = ["SFFF", "FHFF", "FFFH", "HFFG"]
n = 4
n_states, n_actions = n * n, 4
moves = {0: (0, -1), 1: (1, 0), 2: (0, 1), 3: (-1, 0)}


def step(s, a):
    r, c = divmod(s, n)
    dr, dc = moves[a]
    r, c = min(max(r + dr, 0), n - 1), min(max(c + dc, 0), n - 1)
    s2 = r * n + c
    cell = grid[r][c]
    return s2, float(cell == "G"), cell in "GH"


P = torch.zeros(n_actions, n_states, n_states)
R = torch.zeros(n_states, n_actions)
terminal = torch.tensor([grid[s // n][s % n] in "GH" for s in range(n_states)])
for s in range(n_states):
    for a in range(n_actions):
        s2, r, _ = step(s, a)
        P[a, s, s2] = 1.0
        R[s, a] = r
print(P.shape, P.sum(-1).unique(), terminal.nonzero().flatten())
gamma = 0.9
V = torch.zeros(n_states)
for it in range(100):
    Q = R + gamma * torch.einsum("asn,n->sa", P, V * (~terminal))
    V_new = Q.max(dim=1).values
    delta = (V_new - V).abs().max()
    V = V_new
    if delta < 1e-6:
        print(f"value iteration converged in {it + 1} sweeps")
        break
print(V.view(n, n))
policy = Q.argmax(dim=1)
for row in policy.view(n, n).tolist():
    print(" ".join("<v>^"[a] for a in row))

Qt = torch.zeros(n_states, n_actions)
alpha, eps = 0.5, 1.0
print(np.random.rand(2), random.random())
returns = []
for ep in range(400):
    s, total = 0, 0.0
    for t in range(50):
        if random.random() < eps:
            a = random.randrange(n_actions)
        else:
            a = int(torch.argmax(Qt[s]))
        s2, r, done = step(s, a)
        target = r + (0.0 if done else gamma * Qt[s2].max().item())
        Qt[s, a] += alpha * (target - Qt[s, a])
        s, total = s2, total + r
        if done:
            break
    eps = max(0.05, eps * 0.99)
    returns.append(total)
    if (ep + 1) % 100 == 0:
        print(f"episode {ep + 1}: eps={eps:.3f} mean return (last 100) = {np.mean(returns[-100:]):.2f}")
print(Qt.max(dim=1).values.view(n, n).round(decimals=3))
print((Qt.argmax(1) == policy)[~terminal].float().mean())
print(np.round(Qt.numpy()[0], 4), Qt.dtype)
