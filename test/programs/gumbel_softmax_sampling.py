# Gumbel-softmax: the Gumbel-max trick, F.gumbel_softmax soft and hard (straight-through), temperature, and
# gradients flowing through relaxed samples.
import torch
import torch.nn.functional as F

torch.manual_seed(5)
logits = torch.tensor([[1.0, 2.0, 0.5, -1.0]])
probs = F.softmax(logits, dim=-1)
print("probs:", probs)

# Gumbel-max trick: argmax(logits + g) is a sample from Categorical(logits)
u = torch.rand(20000, 4)
g = -torch.log(-torch.log(u))
idx = (logits + g).argmax(dim=-1)
print("gumbel-max freq:", torch.bincount(idx, minlength=4).float() / len(idx))

for tau in [5.0, 1.0, 0.1]:
    y = F.gumbel_softmax(logits.expand(3, 4), tau=tau)
    print(f"tau={tau}:", y)

hard = F.gumbel_softmax(logits.expand(4, 4), tau=0.5, hard=True)
print("hard:", hard)
print(hard.sum(-1))

w = torch.tensor([[0.2, -0.1, 0.5, 1.0]], requires_grad=True)
y = F.gumbel_softmax(w, tau=0.5, hard=True)
value = torch.tensor([1.0, 2.0, 3.0, 4.0])
(y * value).sum().backward()
print("grad through hard sample:", w.grad)

# manual relaxed sample with temperature annealing
x = torch.zeros(1, 4, requires_grad=True)
opt = torch.optim.SGD([x], lr=0.5)
target = 2
for step in range(60):
    tau = max(0.5, 2.0 * (0.95 ** step))
    gumbels = -torch.empty_like(x).exponential_().log()
    soft = F.softmax((x + gumbels) / tau, dim=-1)
    loss = -torch.log(soft[0, target] + 1e-9)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 20 == 0:
        print(f"step {step} tau {tau:.3f} loss {loss.item():.4f}")
print("learned probs:", F.softmax(x, -1).detach())
print(F.gumbel_softmax(torch.zeros(2, 3), dim=0))
