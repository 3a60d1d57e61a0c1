# Keeping an exponential moving average of a classifier's weights for evaluation: once by hand with in-place
# updates under no_grad, once with AveragedModel and an EMA avg_fn averaging the buffers too; both are checked
# against each other and evaluated beside the raw model.
import copy

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.optim.swa_utils import AveragedModel

torch.manual_seed(0)
centers = torch.tensor([[2.0, 0.0], [-1.0, 1.7], [-1.0, -1.7]])
labels = torch.randint(0, 3, (300,))
points = centers[labels] + 0.8 * torch.randn(300, 2)
test_labels = torch.randint(0, 3, (100,))
test_points = centers[test_labels] + 0.8 * torch.randn(100, 2)

model = nn.Sequential(nn.Linear(2, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Linear(16, 3))
decay = 0.95
ema_by_hand = copy.deepcopy(model)
for p in ema_by_hand.parameters():
    p.requires_grad_(False)
ema_model = AveragedModel(model, avg_fn=lambda avg, new, n: decay * avg + (1 - decay) * new, use_buffers=True)
optimizer = torch.optim.Adam(model.parameters(), lr=0.05)


@torch.no_grad()
def update_by_hand(ema, current):
    for e, p in zip(ema.parameters(), current.parameters()):
        e.copy_(decay * e + (1 - decay) * p)
    for e, b in zip(ema.buffers(), current.buffers()):
        e.copy_(decay * e + (1 - decay) * b)


def accuracy(net, x, y):
    net.eval()
    with torch.no_grad():
        acc = (net(x).argmax(1) == y).float().mean().item()
    net.train()
    return acc


for step in range(60):
    idx = torch.randint(0, 300, (32,))
    optimizer.zero_grad()
    loss = F.cross_entropy(model(points[idx]), labels[idx])
    loss.backward()
    optimizer.step()
    ema_model.update_parameters(model)
    if step == 0:
        ema_by_hand.load_state_dict(model.state_dict())
    else:
        update_by_hand(ema_by_hand, model)
    if step % 10 == 9:
        print(f"step {step + 1}: loss {loss.item():.4f}  model acc {accuracy(model, test_points, test_labels):.2f}  "
              f"ema acc {accuracy(ema_model, test_points, test_labels):.2f}")

print("same weights:", all(torch.equal(a, b) for a, b in zip(ema_model.module.parameters(), ema_by_hand.parameters())))
print("same running_var:", torch.equal(ema_model.module[1].running_var, ema_by_hand[1].running_var))
print("ema batches tracked", ema_model.module[1].num_batches_tracked, "model", model[1].num_batches_tracked)
print("ema first row", ema_model.module[0].weight[0])
print("model first row", model[0].weight[0])
ema_model.eval()
with torch.no_grad():
    print("ema logits", ema_model(test_points[:3]))
