# SimCLR's NT-Xent contrastive loss on two augmented views of random data, written with a similarity matrix
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
encoder = nn.Sequential(nn.Linear(8, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Linear(16, 4))
x = torch.randn(6, 8)


def augment(x):
    noise = 0.1 * torch.randn_like(x)
    mask = (torch.rand_like(x) > 0.2).float()
    return x * mask + noise


def nt_xent(z1, z2, temperature=0.5):
    z = F.normalize(torch.cat([z1, z2]), dim=1)
    n = z1.shape[0]
    sim = z @ z.t() / temperature
    sim.fill_diagonal_(float("-inf"))
    targets = torch.cat([torch.arange(n, 2 * n), torch.arange(0, n)])
    return F.cross_entropy(sim, targets), sim


z1, z2 = encoder(augment(x)), encoder(augment(x))
loss, sim = nt_xent(z1, z2)
print(loss)
print(sim[:3, :4])
print(sim.isinf().sum(), sim.diagonal())
labels = torch.arange(6)
logits = F.normalize(z1, dim=1) @ F.normalize(z2, dim=1).t() / 0.1
clip = (F.cross_entropy(logits, labels) + F.cross_entropy(logits.t(), labels)) / 2
print("clip-style loss:", clip)
opt = torch.optim.SGD(encoder.parameters(), lr=0.1, momentum=0.9, nesterov=True)
for step in range(5):
    z1, z2 = encoder(augment(x)), encoder(augment(x))
    loss, _ = nt_xent(z1, z2)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 5))
encoder.eval()
with torch.no_grad():
    e = F.normalize(encoder(x), dim=1)
print((e @ e.t()).diagonal(), encoder[1].running_mean[:4])
