# A mixture density network on a 1-D inverse problem: mixture weights, means and scales, NLL via logsumexp
import math
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Categorical, MixtureSameFamily, Normal

torch.manual_seed(0)
y = torch.rand(200, 1) * 2 - 1
x = y + 0.3 * torch.sin(3 * y) + 0.05 * torch.randn_like(y)


class MDN(nn.Module):
    def __init__(self, hidden=16, k=3):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(1, hidden), nn.Tanh())
        self.pi = nn.Linear(hidden, k)
        self.mu = nn.Linear(hidden, k)
        self.log_sigma = nn.Linear(hidden, k)

    def forward(self, x):
        h = self.body(x)
        return F.log_softmax(self.pi(h), dim=-1), self.mu(h), self.log_sigma(h).clamp(-5, 3)


def mdn_nll(log_pi, mu, log_sigma, target):
    z = (target - mu) / log_sigma.exp()
    log_n = -0.5 * z ** 2 - log_sigma - 0.5 * math.log(2 * math.pi)
    return -torch.logsumexp(log_pi + log_n, dim=-1).mean()


model = MDN()
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for step in range(60):
    log_pi, mu, log_sigma = model(x)
    loss = mdn_nll(log_pi, mu, log_sigma, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 20 == 0 or step == 59:
        print(f"step {step:2d} nll {loss.item():.4f}")

with torch.no_grad():
    log_pi, mu, log_sigma = model(x[:4])
    mix = MixtureSameFamily(Categorical(logits=log_pi), Normal(mu, log_sigma.exp()))
    print(mix.batch_shape, mix.event_shape)
    print("dist nll:", -mix.log_prob(y[:4].squeeze(-1)).mean())
    print("mine nll:", mdn_nll(log_pi, mu, log_sigma, y[:4]))
    print("mean:", mix.mean)
    print("var:", mix.variance)
    print(log_pi.exp().sum(-1))
    print(mix.sample((2,)).shape)
gnll = nn.GaussianNLLLoss()
pred = torch.randn(5, 1)
var = torch.rand(5, 1) + 0.1
print(gnll(pred, torch.zeros(5, 1), var), nn.GaussianNLLLoss(full=True, reduction="sum")(pred, torch.zeros(5, 1), var))
print(F.gaussian_nll_loss(pred, torch.zeros(5, 1), torch.full((5, 1), 0.5)))
