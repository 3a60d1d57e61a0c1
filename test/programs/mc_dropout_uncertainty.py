# Monte Carlo dropout: keep dropout on at inference to estimate predictive uncertainty.
import torch
import torch.nn as nn

torch.manual_seed(11)
x = torch.linspace(-3, 3, 40).unsqueeze(1)
y = torch.sin(x) + 0.1 * torch.randn_like(x)
model = nn.Sequential(nn.Linear(1, 32), nn.ReLU(), nn.Dropout(p=0.2), nn.Linear(32, 32), nn.ReLU(), nn.Dropout(p=0.2), nn.Linear(32, 1))
print(model)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for epoch in range(150):
    model.train()
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    if epoch % 50 == 0:
        print(f"epoch {epoch} loss {loss.item():.4f}")
model.eval()
print(model.training, model[2].training)
x_test = torch.tensor([[-4.0], [0.0], [1.5], [5.0]])
with torch.no_grad():
    det = model(x_test)
print(det.squeeze())


def enable_dropout(m):
    for mod in m.modules():
        if mod.__class__.__name__.startswith("Dropout"):
            mod.train()


enable_dropout(model)
print([mod.training for mod in model])
with torch.no_grad():
    samples = torch.stack([model(x_test) for _ in range(50)])
print(samples.shape)
mean, std = samples.mean(0), samples.std(0)
for xi, m, s in zip(x_test.squeeze().tolist(), mean.squeeze().tolist(), std.squeeze().tolist()):
    print(f"x={xi:5.1f}  mean={m:7.4f}  std={s:.4f}")
print(samples.var(0, unbiased=False).squeeze())
model.train()
with torch.no_grad():
    a, b = model(x_test), model(x_test)
print(torch.equal(a, b))
drop = nn.Dropout(0.5)
t = torch.ones(2, 6)
print(drop(t))
drop.eval()
print(drop(t))
print(nn.functional.dropout(t, 0.5, training=False))
print(nn.Dropout(p=0.3, inplace=True))
try:
    nn.Dropout(1.5)
except ValueError as e:
    print("ValueError:", e)
