# Gradient clipping as training loops use it: clip_grad_norm_ returns the total norm before clipping (2-norm, inf-norm,
# 1-norm), only scales when the norm exceeds max_norm, clip_grad_value_ clamps elementwise, error_if_nonfinite,
# and logging the norm while training an RNN on a toy task.
import torch
import torch.nn as nn
from torch.nn.utils import clip_grad_norm_, clip_grad_value_

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
x, y = torch.randn(8, 3), torch.randn(8, 1)


def compute_grads(scale=1.0):
    model.zero_grad()
    (scale * nn.functional.mse_loss(model(x), y)).backward()


compute_grads(100.0)
grads = [p.grad.clone() for p in model.parameters()]
manual = torch.norm(torch.stack([g.norm(2) for g in grads]), 2)
total = clip_grad_norm_(model.parameters(), max_norm=1.0)
print(total, torch.allclose(total, manual))
after = torch.norm(torch.stack([p.grad.norm() for p in model.parameters()]))
print(round(after.item(), 4))
print(torch.allclose(model[0].weight.grad, grads[0] * (1.0 / (manual + 1e-6))))

compute_grads(100.0)
print(clip_grad_norm_(model.parameters(), max_norm=1.0, norm_type='inf'), max(g.abs().max() for g in grads))
compute_grads(100.0)
print(clip_grad_norm_(model.parameters(), 5.0, norm_type=1))

compute_grads(0.01)
small = [p.grad.clone() for p in model.parameters()]
n = clip_grad_norm_(model.parameters(), max_norm=1.0)
print(n.item() < 1.0, all(torch.equal(a, p.grad) for a, p in zip(small, model.parameters())))

compute_grads(100.0)
clip_grad_value_(model.parameters(), clip_value=0.5)
print(model[2].weight.grad, model[2].bias.grad)
print(max(p.grad.abs().max().item() for p in model.parameters()))

# a single tensor works too, and parameters without grads are skipped
t = torch.tensor([3.0, 4.0], requires_grad=True)
t.grad = torch.tensor([3.0, 4.0])
print(clip_grad_norm_(t, 1.0), t.grad)
print(clip_grad_norm_([nn.Parameter(torch.ones(2))], 1.0))

compute_grads()
model[0].weight.grad[0, 0] = float('nan')
try:
    clip_grad_norm_(model.parameters(), 1.0, error_if_nonfinite=True)
except RuntimeError as e:
    print('RuntimeError:', e)
print(clip_grad_norm_(model.parameters(), 1.0))

# logging the norm in a loop: exploding gradients through a long RNN
torch.manual_seed(1)
rnn = nn.RNN(1, 8, batch_first=True)
with torch.no_grad():
    rnn.weight_hh_l0.mul_(3.0)
head = nn.Linear(8, 1)
params = list(rnn.parameters()) + list(head.parameters())
opt = torch.optim.SGD(params, lr=0.05)
seq = torch.randn(4, 30, 1)
target = seq.sum(1)
for step in range(5):
    opt.zero_grad()
    out, h = rnn(seq)
    loss = nn.functional.mse_loss(head(h[0]), target)
    loss.backward()
    norm = clip_grad_norm_(params, max_norm=0.5)
    opt.step()
    print(step, f'{loss.item():.4f}', f'{norm.item():.4f}')
