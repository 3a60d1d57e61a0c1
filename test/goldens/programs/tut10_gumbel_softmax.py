# Gumbel-softmax for discrete latent choices: soft samples at several temperatures, hard one-hot samples with the
# straight-through gradient, the Gumbel-max trick with seeded noise, and learning logits that pick the best option.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.tensor([[1.0, 2.0, 0.5, -1.0]])
for tau in [0.1, 1.0, 5.0]:
    torch.manual_seed(1)
    y = F.gumbel_softmax(logits, tau=tau)
    print(tau, y, y.sum().item())

torch.manual_seed(1)
hard = F.gumbel_softmax(logits, tau=1.0, hard=True)
print(hard, hard.grad_fn is None)

# the Gumbel-max trick: argmax(logits + g) samples from softmax(logits)
torch.manual_seed(2)
g = -torch.empty(20000, 4).exponential_().log()
counts = torch.bincount((logits + g).argmax(-1), minlength=4)
print(counts, (counts / 20000.0).round(decimals=2), F.softmax(logits, -1).round(decimals=2))

# straight-through: the forward value is one-hot, the gradient is that of the soft sample
w = logits.clone().requires_grad_()
torch.manual_seed(3)
y_hard = F.gumbel_softmax(w, tau=0.5, hard=True)
(y_hard * torch.tensor([0.0, 1.0, 2.0, 3.0])).sum().backward()
print(y_hard, y_hard.grad_fn.name(), w.grad)

# learn which of 4 options has the lowest cost
torch.manual_seed(4)
cost = torch.tensor([3.0, 1.0, 0.2, 2.0])
theta = torch.zeros(4, requires_grad=True)
opt = torch.optim.Adam([theta], lr=0.1)
for step in range(100):
    sample = F.gumbel_softmax(theta.expand(16, 4), tau=0.5, hard=True)
    loss = (sample * cost).sum(-1).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 25 == 0:
        print(step, round(loss.item(), 3), F.softmax(theta, -1).detach().round(decimals=3))
print(theta.argmax().item())
print(F.gumbel_softmax(torch.randn(2, 3, 5), dim=1, hard=True).sum(1))
