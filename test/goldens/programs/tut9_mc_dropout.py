# Monte Carlo dropout: keep dropout active at test time to get a mean prediction and an uncertainty estimate
import torch
import torch.nn as nn

torch.manual_seed(0)
x = torch.linspace(-3, 3, 60).unsqueeze(1)
y = torch.sin(x) + 0.1 * torch.randn_like(x)
train = (x.abs() < 2).squeeze(1)
print(train.sum().item())

model = nn.Sequential(nn.Linear(1, 64), nn.ReLU(), nn.Dropout(0.2), nn.Linear(64, 64), nn.ReLU(), nn.Dropout(0.2), nn.Linear(64, 1))
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for epoch in range(300):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x[train]), y[train])
    loss.backward()
    opt.step()
print("train loss < 0.1:", loss.item() < 0.1)

model.eval()
with torch.no_grad():
    det1 = model(x)
    det2 = model(x)
print(torch.equal(det1, det2), model[2].training)


def enable_dropout(m):
    for mod in m.modules():
        if isinstance(mod, nn.Dropout):
            mod.train()


enable_dropout(model)
print([type(m).__name__ for m in model.modules() if m.training])
with torch.no_grad():
    samples = torch.stack([model(x) for _ in range(50)])
print(samples.shape)
mean, std = samples.mean(0), samples.std(0)
inside = std[train].mean().item()
outside = std[~train].mean().item()
print("more uncertain outside the data:", outside > inside)
print(torch.equal(samples[0], samples[1]))

# what dropout does: zero with probability p, scale survivors by 1/(1-p)
d = nn.Dropout(p=0.5)
torch.manual_seed(1)
ones = torch.ones(2, 8)
out = d(ones)
print(out)
print(out.unique().tolist(), (out == 0).float().mean().item())
d.eval()
print(torch.equal(d(ones), ones))
print(nn.functional.dropout(ones, p=0.5, training=False).sum().item())
torch.manual_seed(1)
print(torch.equal(nn.functional.dropout(ones, p=0.5), out))
print(nn.functional.dropout(ones, p=0.0).sum().item(), nn.functional.dropout(ones, p=1.0).sum().item())
torch.manual_seed(2)
d2 = nn.Dropout2d(p=0.5)
fm = d2(torch.ones(1, 6, 2, 2))
print(fm[0, :, 0, 0], fm.view(6, -1).std(1))
torch.manual_seed(3)
ad = nn.AlphaDropout(p=0.5)
print(ad(torch.zeros(6)))
for bad in [-0.1, 1.5]:
    try:
        nn.Dropout(p=bad)
    except ValueError as e:
        print("ValueError:", e)
print(nn.Dropout(0.3), nn.Dropout(0.3, inplace=True))
